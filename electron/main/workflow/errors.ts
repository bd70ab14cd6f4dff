// The workflow fails with the station's Failure (a kind the operator can act on and the
// server's own words), so the IPC layer passes it on unchanged. Printing errors are values with
// their own kinds; here they become the station's.
import type { StationError } from '../../shared/ipc';
import { Failure, toStationError } from '../ipc';
import { t, type Locale } from './messages';
import type { QueuedBy } from './types';

export { printFailure } from '../printing';

/** The same failure with words added in front (what was already done), keeping its kind and the server's words. */
export function withContext(error: unknown, prefix: string): Failure {
  const base = toStationError(error);
  return new Failure(base.kind, `${prefix}${base.message}`, {
    ...(base.messages ? { messages: base.messages } : {}),
    ...(base.field ? { field: base.field } : {}),
    cause: error,
  });
}

/** How a paid label that stopped gets printed, told by who queues it. */
export function howItPrints(queuedBy: QueuedBy, locale: Locale): string {
  // The workflow resumes its own labels at the next start; a batch's failed row waits for a retry.
  return t(locale, queuedBy === 'batch' ? 'howBatch' : 'howWorkflow');
}

export function stationError(error: unknown): StationError {
  return toStationError(error);
}
