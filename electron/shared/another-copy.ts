// The refusal of a reprint that asks first (issue 29, item 5), apart from workflow.ts's channels:
// the page's first script reads it (its labels and scan slices) without the channel schemas, so
// without zod (issue 30, item 8). Imports only types.
import type { StationError } from './station-error';

/** The station's sentences that ask before a reprint of a label printed (or sent) moments ago. */
export const ANOTHER_COPY_KEYS = ['printing.printedMomentsAgo', 'printing.sentMomentsAgo'] as const;

/** The refusal of a reprint that asks first: "impressa há 4 s — imprimir outra cópia?". */
export function asksAnotherCopy(error: Pick<StationError, 'kind' | 'said'>): boolean {
  return error.kind === 'station-refused' && (ANOTHER_COPY_KEYS as readonly string[]).includes(error.said.key);
}
