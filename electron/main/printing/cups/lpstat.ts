// Parsers for what the CUPS command line tools print in the C locale. Queue names never hold
// spaces (CUPS refuses them), so a name is always the whitespace-free token at a fixed spot;
// names are never passed back to lpstat as a list, because lpstat splits lists on commas and
// a name may hold one.

export interface CupsQueueState {
  name: string;
  enabled: boolean;
  /** The job number CUPS is sending, when it is sending one. */
  printingJob?: number;
  /** printer-state-message: e.g. "The printer may not exist or is unavailable at this time." */
  message?: string;
  description?: string;
  /** printer-state-reasons (lpstat -l's "Alerts"), e.g. media-empty-error; none = []. */
  reasons?: string[];
}

/** `lpstat [-l] -p [-d]`: one state a queue, with the indented lines under it. */
export function parsePrinterStates(output: string): CupsQueueState[] {
  const states: CupsQueueState[] = [];
  let current: CupsQueueState | undefined;
  let firstIndented = false;
  for (const line of output.split('\n')) {
    const head = /^printer (\S+) (?:is idle\.|now printing \S+-(\d+)\.|disabled since)(.*)$/.exec(line);
    if (head) {
      const [, name = '', job, rest = ''] = head;
      current = { name, enabled: !/disabled since/.test(line) && /enabled since/.test(rest) };
      if (job !== undefined) current.printingJob = Number(job);
      states.push(current);
      firstIndented = true;
      continue;
    }
    if (!line.startsWith('\t') || !current) {
      if (line.trim() !== '') current = undefined;
      continue;
    }
    const text = line.trim();
    const description = /^Description: ?(.*)$/.exec(text);
    const alerts = /^Alerts: ?(.*)$/.exec(text);
    if (description) current.description = description[1] ?? '';
    else if (alerts) {
      const reasons = (alerts[1] ?? '').split(/[\s,]+/).filter((r) => r !== '' && r !== 'none');
      if (reasons.length > 0) current.reasons = reasons;
    }
    // The first indented line is the state message (or the reason a queue was stopped), unless
    // it is one of lpstat -l's "Key: value" lines.
    else if (
      firstIndented &&
      !/^(Form mounted|Content types|Printer types|Alerts|Location|Connection|Interface|On fault|After fault|Users allowed|Users denied|Forms allowed|Banner required|Charset sets|Default pitch|Default page size|Default port settings|Rejecting Jobs|Printer-specific)\b/.test(
        text,
      )
    ) {
      if (text !== '' && text !== 'reason unknown') current.message = text;
    }
    firstIndented = false;
  }
  return states;
}

/** `lpstat -d`: the system default destination, without an instance suffix. */
export function parseDefaultDestination(output: string): string | undefined {
  const match = /^system default destination: (\S+)$/m.exec(output);
  return match?.[1]?.split('/')[0];
}

/** `lpstat -v`: queue name → device URI. */
export function parseDeviceUris(output: string): Map<string, string> {
  const devices = new Map<string, string>();
  for (const line of output.split('\n')) {
    const match = /^device for (\S+?): (\S+)$/.exec(line);
    if (match?.[1] && match[2]) devices.set(match[1], match[2]);
  }
  return devices;
}

/** `lpstat -a`: queue name → whether it accepts new jobs (and why not). */
export function parseAccepting(output: string): Map<string, { accepting: boolean; reason?: string }> {
  const result = new Map<string, { accepting: boolean; reason?: string }>();
  let last: { accepting: boolean; reason?: string } | undefined;
  for (const line of output.split('\n')) {
    const match = /^(\S+) (accepting|not accepting) requests since/.exec(line);
    if (match?.[1]) {
      last = { accepting: match[2] === 'accepting' };
      result.set(match[1], last);
    } else if (line.startsWith('\t') && last && !last.accepting && line.trim() !== '') {
      last.reason = line.trim();
      last = undefined;
    }
  }
  return result;
}

export interface CupsPendingJob {
  job: number;
  /** job-printer-state-message, e.g. why the backend cannot reach the printer. */
  status?: string;
  alerts: string[];
}

/**
 * `lpstat -l -W not-completed -o`: the jobs CUPS still holds. Request ids are keyed by the job
 * number alone, because lpstat percent-encodes unusual queue names in them ("Balc%C3%A3o-20").
 */
export function parsePendingJobs(output: string): Map<number, CupsPendingJob> {
  const jobs = new Map<number, CupsPendingJob>();
  let current: CupsPendingJob | undefined;
  for (const line of output.split('\n')) {
    const head = /^\S+-(\d+)\s+\S+\s+\d+\s/.exec(line);
    if (head) {
      current = { job: Number(head[1]), alerts: [] };
      jobs.set(current.job, current);
      continue;
    }
    if (!current || !line.startsWith('\t')) continue;
    const status = /^\tStatus: ?(.*)$/.exec(line);
    const alerts = /^\tAlerts: ?(.*)$/.exec(line);
    if (status && status[1]) current.status = status[1].trim();
    if (alerts && alerts[1]) current.alerts = alerts[1].trim().split(/\s+/);
  }
  return jobs;
}

/** `lp` prints "request id is NAME-42 (1 file(s))": the job number. */
export function parseRequestId(output: string): number | undefined {
  const match = /request id is \S+-(\d+) \(/.exec(output);
  return match ? Number(match[1]) : undefined;
}

/** `lpq -P NAME -l`: the number of the job with this title (job-name), if CUPS still holds it. */
export function findJobByTitle(output: string, title: string): number | undefined {
  const lines = output.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /\[job (\d+)\b/.exec(lines[i] ?? '');
    const next = (lines[i + 1] ?? '').trim();
    if (head && (next === title || next.startsWith(`${title} `))) return Number(head[1]);
  }
  return undefined;
}
