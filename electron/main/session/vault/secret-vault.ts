// Where the session's refresh token lives between starts. The OS keychain when one answers;
// otherwise process memory only, never a file: a token on disk is a token anyone with the
// disk can use to spend the loja's wallet.

export interface SecretVault {
  readonly kind: 'keychain' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

/** The keychain cannot be used (absent, locked, hung); the reason is for the operator. */
export class VaultUnavailableError extends Error {
  override name = 'VaultUnavailableError';
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
