// The workflow fails with the station's Failure (a kind the operator can act on, what the
// station says as a key, and the server's own words quoted), so the IPC layer passes it on
// unchanged. Printing errors are values with their own kinds; here they become the station's.
import type { StationError } from '../../shared/ipc';
import { said, type Said, type SaidParam, type StationMessageKey } from '../../shared/messages';
import { Failure, toStationError } from '../ipc';
import type { QueuedBy } from './types';

export { printFailure } from '../printing';

/**
 * The same failure inside a sentence of what was already done (`context` is a key with a
 * {{reason}}), keeping its kind, its quoted words and its field.
 */
export function withContext(
  error: unknown,
  context: StationMessageKey,
  params: Record<string, SaidParam> = {},
): Failure {
  const base = toStationError(error);
  return new Failure(base.kind, said(context, { ...params, reason: base.said }), {
    quoted: base.quoted,
    field: base.field,
    cause: error,
  });
}

/** How a paid label that stopped gets printed, told by who queues it. */
export function howItPrints(queuedBy: QueuedBy): Said {
  // The workflow resumes its own labels at the next start; a batch's failed row waits for a retry.
  return said(queuedBy === 'batch' ? 'workflow.howBatch' : 'workflow.howWorkflow');
}

export function stationError(error: unknown): StationError {
  return toStationError(error);
}
