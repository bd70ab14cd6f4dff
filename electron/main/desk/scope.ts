// Everything the desk keeps is per (server identity, loja): a desk that switches lojas, or a
// training run next to the real server, never sees another's shipments, presets or rules.
import { said } from '../../shared/messages';
import { Failure } from '../ipc';

export interface DeskScope {
  /** 'training' in training mode (the sandbox's port changes at every start), else the API base URL. */
  server: string;
  tenantId: string;
}

/** The scope the operator works in now; refuses before a loja is chosen. */
export function requireScope(scope: DeskScope | null): DeskScope {
  if (!scope) throw new Failure('loja-required', said('desk.needsLoja'));
  return scope;
}

/** How references and tracking codes are compared: trimmed, case folded. */
export const fold = (value: string): string => value.trim().toLowerCase();

export const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
