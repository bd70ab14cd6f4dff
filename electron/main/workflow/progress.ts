// The `emission-progress` events of the workflow. A page that starts a purchase sends a
// requestId; every event of that shipment's run carries it while the run lasts, so a screen
// follows only its own purchase. A failing step reports itself once, as a `failed` event.
import type { Logger } from '../log';
import { printError, type PrintJob } from '../printing';
import { said } from '../../shared/messages';
import { printFailure, stationError } from './errors';
import type { EmissionProgress } from './types';

export class ProgressReporter {
  /** The page request that started a shipment's running emitAndPrint (its progress carries it). */
  private readonly requesters = new Map<string, string>();

  constructor(
    private readonly onProgress: ((event: EmissionProgress) => void) | undefined,
    private readonly logger: Logger,
  ) {}

  send(event: EmissionProgress): void {
    const requestId = this.requesters.get(event.shipmentId);
    try {
      this.onProgress?.(requestId ? { ...event, requestId } : event);
    } catch (error) {
      this.logger.warn('progress listener failed', { error });
    }
  }

  /**
   * Starts (or joins) a shipment's run on behalf of a page request: its events carry the
   * requestId from before the run starts until it ends, unless a later request took it over.
   */
  onBehalfOf<T>(shipmentId: string, requestId: string | undefined, run: () => Promise<T>): Promise<T> {
    if (requestId) this.requesters.set(shipmentId, requestId);
    const flight = run();
    if (requestId)
      flight
        .catch(() => undefined)
        .finally(() => {
          if (this.requesters.get(shipmentId) === requestId) this.requesters.delete(shipmentId);
        });
    return flight;
  }

  /** Runs a step; its failure goes out as a `failed` progress event (once: each step reports its own). */
  async reported<T>(shipmentId: string, attempt: number, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      this.failed(shipmentId, attempt, error);
      throw error;
    }
  }

  failed(shipmentId: string, attempt: number, error: unknown): void {
    const failure = stationError(error);
    this.send({ shipmentId, phase: 'failed', attempt, message: failure.said, error: failure });
  }

  /** A label job of the queue finished: tell the renderer it printed (or why not). */
  labelJobChanged(job: PrintJob): void {
    const shipmentId = job.document.shipmentId;
    if (job.document.kind !== 'label' || !job.key?.startsWith('label:') || !shipmentId) return;
    if (job.status === 'done') {
      this.send({
        shipmentId,
        phase: 'printed',
        attempt: job.attempts,
        printJobId: job.id,
        ...(job.document.labelId ? { labelId: job.document.labelId } : {}),
        message: said('workflow.printed'),
      });
    } else if (job.status === 'failed') {
      const error = printFailure(
        job.lastError ?? printError('print-failed', said('workflow.couldNotPrint')),
        'workflow.boughtNotPrinted',
      );
      this.send({
        shipmentId,
        phase: 'failed',
        attempt: job.attempts,
        printJobId: job.id,
        message: error.said,
        error: stationError(error),
      });
    }
  }
}
