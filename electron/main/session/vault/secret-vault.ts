// Where the session's refresh token lives between starts. The OS keychain when one answers;
// otherwise process memory only, never a file: a token on disk is a token anyone with the
// disk can use to spend the loja's wallet.
import { translate, type Said } from '../../../shared/messages';

export interface SecretVault {
  readonly kind: 'keychain' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

/**
 * The keychain cannot be used (absent, locked, hung). `reason` is for the operator, as the
 * station says it in plain words (a `session.keychain.*` key); `detail` holds the system's own
 * words (no session bus, keytar's message, an exit code), which the screen keeps under
 * "Detalhes". The Error's message is both in English, with what was asked, for the log.
 */
export class VaultUnavailableError extends Error {
  override name = 'VaultUnavailableError';
  constructor(
    readonly reason: Said,
    asked?: string,
    readonly detail?: string,
  ) {
    super([translate(reason, 'en'), detail ? `: ${detail}` : '', asked ? ` (${asked})` : ''].join(''));
  }
}

export function createMemoryVault(): SecretVault {
  const entries = new Map<string, string>();
  return {
    kind: 'memory',
    get: async (account) => entries.get(account) ?? null,
    set: async (account, secret) => {
      entries.set(account, secret);
    },
    delete: async (account) => entries.delete(account),
  };
}
