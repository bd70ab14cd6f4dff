// The CUPS command line (lp, lpstat, lpq) as typed calls. Every call goes through the injected
// RunCommand with an argument list, in the C locale so the output can be parsed.
import { printError, type PrintError } from '../errors';
import { failed, ok, type Result } from '../../../shared/result';
import { said, type Said, type SaidParam } from '../../../shared/messages';
import { C_LOCALE, type CommandResult, type RunCommand } from '../run-command';
import { lpReleaseArgs, lpSubmitArgs, type LpSubmitOptions, type SendAs } from './lp-args';
import { parseLpOptions, parseMakeAndModel, type CupsDriverInfo } from './lpoptions';
import {
  findJobByTitle,
  parseAccepting,
  parseDefaultDestination,
  parseDeviceUris,
  parsePendingJobs,
  parsePrinterStates,
  parseRequestId,
  type CupsPendingJob,
  type CupsQueueState,
} from './lpstat';

export interface CupsQueue extends CupsQueueState {
  accepting: boolean;
  rejectReason?: string;
  deviceUri?: string;
  isDefault: boolean;
}

/** How CUPS ended a job it no longer lists as not completed (jobOutcome): only `completed` printed. */
export type CupsJobOutcome = 'completed' | 'cancelled' | 'aborted' | 'unknown';

export class Cups {
  constructor(private readonly run: RunCommand) {}

  /** Every queue with its state, device and whether it is the default (`lpstat -l -p -d`, `-v`, `-a`). */
  async queues(): Promise<Result<CupsQueue[], PrintError>> {
    const states = await this.lpstat(['-l', '-p', '-d']);
    if (!states.ok) return states;
    const [devices, accepting] = await Promise.all([this.lpstat(['-v']), this.lpstat(['-a'])]);
    const defaultName = parseDefaultDestination(states.value);
    const uris = devices.ok ? parseDeviceUris(devices.value) : new Map<string, string>();
    const accepts = accepting.ok
      ? parseAccepting(accepting.value)
      : new Map<string, { accepting: boolean; reason?: string }>();
    return ok(
      parsePrinterStates(states.value).map((state) => {
        const accept = accepts.get(state.name);
        const queue: CupsQueue = {
          ...state,
          accepting: accept?.accepting ?? true,
          isDefault: state.name === defaultName,
        };
        if (accept?.reason) queue.rejectReason = accept.reason;
        const uri = uris.get(state.name);
        if (uri) queue.deviceUri = uri;
        return queue;
      }),
    );
  }

  /** Just the queues' states (`lpstat -p`): cheap enough to ask every second while jobs wait. */
  async states(): Promise<Result<CupsQueueState[], PrintError>> {
    const output = await this.lpstat(['-p']);
    return output.ok ? ok(parsePrinterStates(output.value)) : output;
  }

  /** Submits a file to a queue; the job number CUPS gave it. */
  async submit(
    queue: string,
    file: string,
    sendAs: SendAs,
    options: LpSubmitOptions,
  ): Promise<Result<number, PrintError>> {
    const result = await this.run('lp', lpSubmitArgs(queue, file, sendAs, options), { env: C_LOCALE });
    if (result.code !== 0) return { ok: false, error: await this.explain(queue, result) };
    const job = parseRequestId(result.stdout);
    return job === undefined
      ? failed(printError('print-failed', said('printing.cupsNoJobNumber', { name: queue }), result.stdout))
      : ok(job);
  }

  /**
   * Releases a held job. A job that is already finished counts as released, and so does one
   * CUPS no longer knows: a held job cannot print, so it was released before (and then purged
   * from the history) or cancelled by hand; printing it again could print a label twice.
   */
  async release(job: number): Promise<Result<void, PrintError>> {
    const result = await this.run('lp', lpReleaseArgs(job), { env: C_LOCALE });
    if (result.code === 0 || /finished and cannot be altered|Job #\d+ does not exist/.test(result.stderr))
      return ok(undefined);
    return { ok: false, error: lpError(said('printing.cupsJob', { job }), result) };
  }

  /**
   * Cancels a job that has not printed, and says what became of it: `cancelled` (now, or by an
   * earlier call) or `completed` (CUPS had already finished it: the label came out). A job CUPS
   * no longer knows is `unknown`: purged from its history, nobody can tell which.
   */
  async cancel(job: number): Promise<Result<'cancelled' | 'completed' | 'unknown', PrintError>> {
    const result = await this.run('cancel', [String(job)], { env: C_LOCALE });
    if (result.code === 0 || /already (canceled|cancelled|aborted)/i.test(result.stderr)) return ok('cancelled');
    if (/already completed/i.test(result.stderr)) return ok('completed');
    if (/does not exist|not found/i.test(result.stderr)) return ok('unknown');
    return { ok: false, error: lpError(said('printing.cupsJob', { job }), result) };
  }

  /** The number of a job CUPS still holds for this queue with this title (lpq shows job names). */
  async findJob(queue: string, title: string): Promise<Result<number | undefined, PrintError>> {
    const result = await this.run('lpq', ['-P', queue, '-l'], { env: C_LOCALE });
    if (result.code !== 0) return { ok: false, error: await this.explain(queue, result) };
    return ok(findJobByTitle(result.stdout, title));
  }

  /** The jobs CUPS has not finished yet, by job number. */
  async pendingJobs(): Promise<Result<Map<number, CupsPendingJob>, PrintError>> {
    const output = await this.lpstat(['-l', '-W', 'not-completed', '-o']);
    return output.ok ? ok(parsePendingJobs(output.value)) : output;
  }

  /**
   * How a job CUPS no longer lists as not completed ended: lpstat cannot tell (its Alerts line
   * reads processing-to-stop-point for a completed job and for an aborted one alike, CUPS 2.4),
   * but `cancel` refuses a finished job naming its state ("Job #7 is already completed - can't
   * cancel."), as cancel() and a redirect after a crash already read it. Only `completed` printed.
   * `unknown`: CUPS no longer knows the job (its history purged), or it had not finished after
   * all (restarted in CUPS since) and this call cancelled it: nobody can tell what came out.
   * `detail`: CUPS's own words, for support.
   */
  async jobOutcome(job: number): Promise<Result<{ outcome: CupsJobOutcome; detail: string }, PrintError>> {
    const result = await this.run('cancel', [String(job)], { env: C_LOCALE });
    const detail = result.stderr.trim() || `Job #${job} cancelled.`;
    if (result.code === 0) return ok({ outcome: 'unknown', detail });
    const state = /already (completed|canceled|cancelled|aborted)/i.exec(result.stderr)?.[1]?.toLowerCase();
    if (state === 'completed') return ok({ outcome: 'completed', detail });
    if (state === 'aborted') return ok({ outcome: 'aborted', detail });
    if (state) return ok({ outcome: 'cancelled', detail });
    if (/does not exist|not found/i.test(result.stderr)) return ok({ outcome: 'unknown', detail });
    return { ok: false, error: lpError(said('printing.cupsJob', { job }), result) };
  }

  /** The printer a queue's driver is for, as CUPS names it (`printer-make-and-model`); undefined when it has none. */
  async makeAndModel(queue: string): Promise<Result<string | undefined, PrintError>> {
    const result = await this.run('lpoptions', ['-p', queue], { env: C_LOCALE });
    if (result.code !== 0) return { ok: false, error: await this.explain(queue, result) };
    return ok(parseMakeAndModel(result.stdout));
  }

  /** Whether a queue has a driver (and its default resolution and page), or is raw. */
  async driverInfo(queue: string): Promise<Result<CupsDriverInfo, PrintError>> {
    const result = await this.run('lpoptions', ['-p', queue, '-l'], { env: C_LOCALE });
    if (/Unknown printer|does not exist|not a valid destination/i.test(result.stderr))
      return { ok: false, error: lpError(queue, result) };
    if (result.code !== 0 && result.stdout.trim() === '' && !/Unable to get PPD/i.test(result.stderr))
      return { ok: false, error: await this.explain(queue, result) };
    return ok(parseLpOptions(result.stdout, result.stderr));
  }

  /** Whether the CUPS scheduler answers (`lpstat -r`). */
  async isRunning(): Promise<boolean> {
    const result = await this.run('lpstat', ['-r'], { env: C_LOCALE });
    return result.code === 0 && /scheduler is running/.test(result.stdout);
  }

  /** lp says "The printer or class does not exist." when the scheduler is down, too: ask which. */
  private async explain(queue: string, result: CommandResult): Promise<PrintError> {
    const error = lpError(queue, result);
    if (error.kind !== 'printer-not-found' || (await this.isRunning())) return error;
    return lpError(queue, { ...result, stderr: `scheduler is not running (${result.stderr.trim()})` });
  }

  private async lpstat(args: string[]): Promise<Result<string, PrintError>> {
    const result = await this.run('lpstat', args, { env: C_LOCALE });
    // lpstat exits 1 with "No destinations added." on a machine with no queue: that is an empty list.
    if (result.code === 0 || /No destinations added/.test(result.stderr)) return ok(result.stdout);
    return { ok: false, error: lpError('CUPS', result) };
  }
}

/** Turns lp/lpstat/lpq's complaint into a kind the operator can act on. */
export function lpError(subject: SaidParam, result: CommandResult): PrintError {
  const detail = result.stderr.trim() || result.stdout.trim();
  const error = (kind: PrintError['kind'], message: Said): PrintError => printError(kind, message, detail);
  if (result.code === -1 && /ENOENT/.test(detail)) {
    return error('printer-unavailable', said('printing.cupsNotInstalled'));
  }
  if (/not accepting jobs/i.test(detail)) {
    return error('printer-unavailable', said('printing.notAcceptingNow', { name: subject }));
  }
  if (/scheduler is not running|Unable to connect|Connection refused/i.test(detail)) {
    return error('printer-unavailable', said('printing.cupsNotRunning'));
  }
  if (/does not exist|Unknown destination|not a valid destination|Invalid destination/i.test(detail)) {
    return error('printer-not-found', said('printing.printerMissing', { name: subject }));
  }
  return error('print-failed', said('printing.printingFailed', { name: subject }));
}
