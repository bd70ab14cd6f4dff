// Strict mode asks, before a label is bought, whether the label printer will print it. CUPS
// alone cannot say: a queue whose printer is switched off stays "idle, enabled, accepting"
// until a job is sent to it (the socket backend then retries quietly, for days). So, besides
// the queue's state, a network device behind a CUPS queue is probed with a TCP connect, as a
// network printer is; a USB printer can only be judged by its queue.
import { type Cups, type CupsQueue } from './cups/cups';
import { type WindowsPrinterList } from './discovery';
import { fail, ok, type Result } from './errors';
import { said } from '../../shared/messages';
import { probeTcp } from './paths/tcp';
import { type NetworkTarget, type PrinterTarget } from './types';

export interface ReadinessDeps {
  cups: Pick<Cups, 'queues'>;
  windows?: WindowsPrinterList;
  probe?: (target: NetworkTarget, timeoutMs: number) => Promise<Result<void>>;
  probeTimeoutMs?: number;
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
  private readonly probe: (target: NetworkTarget, timeoutMs: number) => Promise<Result<void>>;

  constructor(private readonly deps: ReadinessDeps) {
    this.probe = deps.probe ?? probeTcp;
  }

  /** Ok when the printer should print now; otherwise why not, in the operator's words. */
  async checkPrinterReady(target: PrinterTarget): Promise<Result<void>> {
    switch (target.kind) {
      case 'network':
        return this.probe(target, this.timeout);
      case 'cups':
        return this.checkCupsQueue(target.name);
      case 'windows':
        return this.checkWindowsPrinter(target.name);
    }
  }

  private get timeout(): number {
    return this.deps.probeTimeoutMs ?? 3_000;
  }

  private async checkCupsQueue(name: string): Promise<Result<void>> {
    const queues = await this.deps.cups.queues();
    if (!queues.ok) return queues;
    const queue = queues.value.find((q) => q.name === name);
    if (!queue) return fail('printer-not-found', said('printing.printerMissing', { name }));
    const problem = queueProblem(queue);
    if (problem) return problem;
    const address = queue.deviceUri ? deviceAddress(queue.deviceUri) : undefined;
    if (!address) return ok(undefined);
    const probe = await this.probe(address, this.timeout);
    if (probe.ok) return probe;
    return fail(
      'printer-unavailable',
      said('printing.printerNoAnswer', { name, why: probe.error.message }),
      probe.error.detail,
    );
  }

  private async checkWindowsPrinter(name: string): Promise<Result<void>> {
    if (!this.deps.windows) return fail('unsupported', said('printing.windowsOnly'));
    try {
      const printers = await this.deps.windows.getPrinters();
      return printers.some((p) => p.name === name)
        ? ok(undefined)
        : fail('printer-not-found', said('printing.printerMissing', { name }));
    } catch (error) {
      return fail(
        'printer-unavailable',
        said('printing.windowsListUnreadable'),
        error instanceof Error ? error.message : String(error),
      );
    }
  }
}

/** Backend messages that mean the printer is not taking the current job ("Sending data" is fine). */
export const TROUBLE =
  /not exist|unavailable|not responding|unreachable|not available|in use|busy|offline|waiting for printer|error|jam|paper|cover|ribbon|media/i;

/** A paused or refusing queue, or one whose current job cannot reach the printer. */
function queueProblem(queue: CupsQueue): Result<never> | undefined {
  if (!queue.enabled) {
    return fail(
      'printer-unavailable',
      said('printing.paused', { name: queue.name, reason: queue.message ? ` (${queue.message})` : '' }),
      queue.message,
    );
  }
  if (!queue.accepting) {
    return fail(
      'printer-unavailable',
      said('printing.notAccepting', { name: queue.name, reason: queue.rejectReason ? ` (${queue.rejectReason})` : '' }),
      queue.rejectReason,
    );
  }
  if (queue.printingJob !== undefined && queue.message && TROUBLE.test(queue.message)) {
    return fail(
      'printer-unavailable',
      said('printing.notPrinting', { name: queue.name, why: queue.message }),
      queue.message,
    );
  }
  return undefined;
}
