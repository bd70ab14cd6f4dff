// The vault the session uses: the keychain while it answers, memory once it does not. Losing
// the keychain mid-run (locked, daemon gone) must not log the operator out or fail a label
// purchase: the session carries on in memory and the operator is told that the next start will
// ask for the password again.
import { said, type Said } from '../../../shared/messages';
import type { Logger } from '../../log';
import { openKeychainVault, type KeychainOptions } from './keychain-vault';
import { createMemoryVault, VaultUnavailableError, type SecretVault } from './secret-vault';

export interface TokenVault {
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
  /** 'memory' once no keychain is in use. */
  storage(): 'keychain' | 'memory';
  /** Why tokens are in memory only, as the station says it (the notice puts it in its sentence). */
  reason(): Said | null;
  /** The system's own words behind that reason, for "Detalhes" (never in the sentence). */
  detail(): string | null;
  /** Called once when the keychain is lost during the run. */
  onDegraded(listener: () => void): void;
}

export function createTokenVault(
  primary: SecretVault | null,
  reason: Said | null,
  logger: Logger,
  detail: string | null = null,
): TokenVault {
  const memory = createMemoryVault();
  let active: SecretVault = primary ?? memory;
  let why = primary ? null : reason;
  let whyInDetail = primary ? null : detail;
  const listeners: Array<() => void> = [];

  const degrade = (error: unknown) => {
    if (active === memory) return;
    active = memory;
    why = reasonOf(error);
    whyInDetail = detailOf(error);
    logger.warn('keychain lost; session tokens are kept in memory only from now on', { reason: messageOf(error) });
    for (const listener of listeners) listener();
  };

  const attempt = async <T>(call: (vault: SecretVault) => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    if (active === memory) return fallback();
    try {
      return await call(active);
    } catch (error) {
      if (!(error instanceof VaultUnavailableError)) throw error;
      degrade(error);
      return fallback();
    }
  };

  return {
    get: (account) =>
      attempt(
        (vault) => vault.get(account),
        () => memory.get(account),
      ),
    set: (account, secret) =>
      attempt(
        (vault) => vault.set(account, secret),
        () => memory.set(account, secret),
      ),
    delete: async (account) => {
      await memory.delete(account);
      await attempt(
        async (vault) => void (await vault.delete(account)),
        async () => undefined,
      );
    },
    storage: () => (active.kind === 'keychain' ? 'keychain' : 'memory'),
    reason: () => why,
    detail: () => whyInDetail,
    onDegraded: (listener) => listeners.push(listener),
  };
}

/** The keychain if it answers within the timeout, else memory, with the reason logged. */
export async function openTokenVault(logger: Logger, options: KeychainOptions = {}): Promise<TokenVault> {
  const started = Date.now();
  try {
    const keychain = await openKeychainVault(options);
    logger.info('keychain ready', { ms: Date.now() - started });
    return createTokenVault(keychain, null, logger);
  } catch (error) {
    logger.warn('no keychain; session tokens are kept in memory only', {
      reason: messageOf(error),
      ms: Date.now() - started,
    });
    return createTokenVault(null, reasonOf(error), logger, detailOf(error));
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What the operator reads: the vault's reason in plain words (the system's own under "Detalhes"). */
const reasonOf = (error: unknown): Said =>
  error instanceof VaultUnavailableError ? error.reason : said('session.keychain.failed');

const detailOf = (error: unknown): string | null =>
  error instanceof VaultUnavailableError ? (error.detail ?? null) : messageOf(error);
