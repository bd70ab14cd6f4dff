// Strict mode asks, before a label is bought, whether the label printer will print it. CUPS
// alone cannot say: a queue whose printer is switched off stays "idle, enabled, accepting"
// until a job is sent to it (the socket backend then retries quietly, for days). So, besides
// the queue's state and its state reasons (media-empty-error, cover-open, …: the printer's own
// words, as the driver or backend reported them), a network device behind a CUPS queue is
// probed with a TCP connect, as a network printer is; a USB printer can only be judged by its
// queue. A ZPL printer on the network is asked instead (~HS, zebra-host.ts): paper out, head
// open, paused or out of ribbon stops the purchase with that reason.
import { type Cups, type CupsQueue } from './cups/cups';
import { type WindowsPrinterList } from './discovery';
import { printError, resaid, type PrintError } from './errors';
import { failed, ok, type Result } from '../../shared/result';
import { said, type Said } from '../../shared/messages';
import type { PrinterProfile } from '../../shared/printer-profile';
import { probeTcp } from './paths/tcp';
import { describeTarget, type NetworkTarget, type PrinterTarget } from './types';
import { askZebra, parseHostStatus, statusProblems } from './zebra-host';

export interface ReadinessDeps {
  cups: Pick<Cups, 'queues'>;
  windows?: WindowsPrinterList;
  probe?: (target: NetworkTarget, timeoutMs: number) => Promise<Result<void, PrintError>>;
  probeTimeoutMs?: number;
  /** How long a ZPL printer has to answer ~HS (default 2 s); one that never does is judged by its connection. */
  statusTimeoutMs?: number;
}

const DEFAULT_PORTS: Record<string, number> = { socket: 9100, ipp: 631, ipps: 631, http: 80, https: 443, lpd: 515 };

/** The network address a CUPS device URI sends to, for the device kinds that have one. */
export function deviceAddress(uri: string): NetworkTarget | undefined {
  const match = /^(socket|ipps?|https?|lpd):\/\/(?:[^@/]*@)?(\[[^\]]+\]|[^:/?#]+)(?::(\d+))?/i.exec(uri);
  if (!match) return undefined;
  const [, scheme = '', rawHost = '', port] = match;
  const host = rawHost.replace(/^\[|\]$/g, '');
  // dnssd://… and friends name a service, not an address: nothing to probe.
  return {
    kind: 'network',
    host: decodeURIComponent(host),
    port: port ? Number(port) : (DEFAULT_PORTS[scheme.toLowerCase()] ?? 9100),
  };
}

export class PrinterReadiness {
  private readonly probe: (target: NetworkTarget, timeoutMs: number) => Promise<Result<void, PrintError>>;

  constructor(private readonly deps: ReadinessDeps) {
    this.probe = deps.probe ?? probeTcp;
  }

  /** Ok when the printer should print now; otherwise why not, in the operator's words. */
  async checkPrinterReady(target: PrinterTarget, profile?: PrinterProfile): Promise<Result<void, PrintError>> {
    switch (target.kind) {
      case 'network':
        return profile?.language === 'zpl'
          ? this.askZplPrinter(target, describeTarget(target))
          : this.probe(target, this.timeout);
      case 'cups':
        return this.checkCupsQueue(target.name, profile);
      case 'windows':
        return this.checkWindowsPrinter(target.name);
    }
  }

  private get timeout(): number {
    return this.deps.probeTimeoutMs ?? 3_000;
  }

  /**
   * A ZPL printer's own status (~HS). One that takes the connection but does not answer (a ZPL
   * clone without ~HS) is judged as the TCP probe would: it is there.
   */
  private async askZplPrinter(address: NetworkTarget, name: string): Promise<Result<void, PrintError>> {
    const answer = await askZebra(address, '~HS', {
      timeoutMs: Math.max(this.deps.statusTimeoutMs ?? 2_000, 1),
    });
    if (!answer.ok) return answer;
    const status = parseHostStatus(answer.value);
    if (!status) return ok(undefined);
    const [problem] = statusProblems(status);
    if (!problem) return ok(undefined);
    return failed(
      printError(
        'printer-unavailable',
        said('printing.printerReports', { name, problem }),
        `~HS: ${answer.value.join(' | ')}`,
      ),
    );
  }

  private async checkCupsQueue(name: string, profile?: PrinterProfile): Promise<Result<void, PrintError>> {
    const queues = await this.deps.cups.queues();
    if (!queues.ok) return queues;
    const queue = queues.value.find((q) => q.name === name);
    if (!queue) return failed(printError('printer-not-found', said('printing.printerMissing', { name })));
    const problem = queueProblem(queue);
    if (problem) return problem;
    const address = queue.deviceUri ? deviceAddress(queue.deviceUri) : undefined;
    if (!address) return ok(undefined);
    if (profile?.language === 'zpl' && /^socket:/i.test(queue.deviceUri ?? '')) {
      const asked = await this.askZplPrinter(address, name);
      if (asked.ok || asked.error.said.key === 'printing.printerReports') return asked;
      return failed(
        resaid('printer-unavailable', said('printing.printerNoAnswer', { name, why: asked.error.said }), asked.error),
      );
    }
    const probe = await this.probe(address, this.timeout);
    if (probe.ok) return probe;
    return failed(
      resaid('printer-unavailable', said('printing.printerNoAnswer', { name, why: probe.error.said }), probe.error),
    );
  }

  private async checkWindowsPrinter(name: string): Promise<Result<void, PrintError>> {
    if (!this.deps.windows) return failed(printError('unsupported', said('printing.windowsOnly')));
    try {
      const printers = await this.deps.windows.getPrinters();
      return printers.some((p) => p.name === name)
        ? ok(undefined)
        : failed(printError('printer-not-found', said('printing.printerMissing', { name })));
    } catch (error) {
      return failed(
        printError(
          'printer-unavailable',
          said('printing.windowsListUnreadable'),
          error instanceof Error ? error.message : String(error),
        ),
      );
    }
  }
}

/** Backend messages that mean the printer is not taking the current job ("Sending data" is fine). */
export const TROUBLE =
  /not exist|unavailable|not responding|unreachable|not available|in use|busy|offline|waiting for printer|error|jam|paper|cover|ribbon|media/i;

/** A paused or refusing queue, or one whose current job cannot reach the printer. */
function queueProblem(queue: CupsQueue): Result<never, PrintError> | undefined {
  if (!queue.enabled) {
    return failed(
      printError(
        'printer-unavailable',
        said('printing.paused', { name: queue.name, reason: queue.message ? ` (${queue.message})` : '' }),
        queue.message,
      ),
    );
  }
  if (!queue.accepting) {
    return failed(
      printError(
        'printer-unavailable',
        said('printing.notAccepting', {
          name: queue.name,
          reason: queue.rejectReason ? ` (${queue.rejectReason})` : '',
        }),
        queue.rejectReason,
      ),
    );
  }
  const reason = blockingReason(queue.reasons ?? []);
  if (reason) {
    return failed(
      printError(
        'printer-unavailable',
        said('printing.printerReports', { name: queue.name, problem: reason.said }),
        `printer-state-reasons: ${reason.keyword}`,
      ),
    );
  }
  if (queue.printingJob !== undefined && queue.message && TROUBLE.test(queue.message)) {
    return failed(
      printError(
        'printer-unavailable',
        said('printing.notPrinting', { name: queue.name, why: queue.message }),
        queue.message,
      ),
    );
  }
  return undefined;
}

/** IPP printer-state-reasons keywords (RFC 8011 §5.4.12, PWG 5100.9) as the station says them. */
const REASONS: Record<string, Said['key']> = {
  'media-empty': 'printing.statusPaperOut',
  'media-needed': 'printing.statusPaperOut',
  'media-jam': 'printing.statusMediaJam',
  'door-open': 'printing.statusCoverOpen',
  'cover-open': 'printing.statusCoverOpen',
  'interlock-open': 'printing.statusCoverOpen',
  offline: 'printing.statusOffline',
  shutdown: 'printing.statusOffline',
  'toner-empty': 'printing.statusSupplyEmpty',
  'marker-supply-empty': 'printing.statusSupplyEmpty',
  'ribbon-empty': 'printing.statusRibbonOut',
  'printhead-open': 'printing.statusHeadOpen',
};

/**
 * The first reason that stops printing: any "-error" (the printer cannot go on), or a known one
 * reported without a severity suffix. "-warning" and "-report" reasons (media-low, toner-low)
 * and CUPS's own bookkeeping (paused is the queue's state, connecting-to-device is a step) print.
 */
export function blockingReason(reasons: readonly string[]): { keyword: string; said: Said } | undefined {
  for (const keyword of reasons) {
    const severity = /-(error|warning|report)$/.exec(keyword)?.[1];
    const bare = severity ? keyword.slice(0, -(severity.length + 1)) : keyword;
    if (severity === 'warning' || severity === 'report') continue;
    const key = REASONS[bare];
    if (key) return { keyword, said: said(key) };
    if (severity === 'error') return { keyword, said: said('printing.statusOther', { reason: bare }) };
  }
  return undefined;
}
