// The operator's session. Tokens live here and in the vault only: state() and every IPC result
// carry the account, its lojas and the chosen loja, never a token.
//
// Refresh is single-flight: any number of calls that meet a 401 share one refresh. The rotated
// refresh token is written to the vault before the new access token is handed out, so a crash
// after the rotation still leaves the newest token stored (the server revokes the whole session
// when an older one is presented). A refresh the server refuses ends the session: the vault
// entry is deleted, `session-ended` is emitted once, and calls fail as `unauthorized` until the
// operator logs in again; nothing retries.
import { z } from 'zod';
import { storeSummarySchema, type LoginDto, type StoreSummary } from '../../shared/contract';
import type { SessionEnded, SessionState } from '../../shared/ipc';
import { said, type Said } from '../../shared/messages';
import { ApiError, type AuthApi, type AuthProvider } from '../api';
import { Failure } from '../ipc';
import type { Logger } from '../log';
import type { SettingsStore } from '../settings';
import type { TokenVault } from './vault/token-vault';

export interface SessionDeps {
  auth: AuthApi;
  vault: TokenVault;
  settings: SettingsStore;
  /** Every change of SessionState (login, loja switch, keychain lost, session ended, …). */
  onState: (state: SessionState) => void;
  /** The server refused to renew the session: said once per ended session. */
  onEnded: (ended: SessionEnded) => void;
  logger: Logger;
  /** Names the vault entry with the e-mail: the base URL, or 'training' (its port changes). */
  server: string;
  demoAccount: { email: string; senha: string } | null;
}

export interface Session extends AuthProvider {
  state(): SessionState;
  login(dto: LoginDto): Promise<SessionState>;
  logout(): Promise<SessionState>;
  restore(): Promise<SessionState>;
  selectLoja(tenantId: string): Promise<SessionState>;
}

interface Live {
  email: string;
  userId: string;
  lojas: StoreSummary[];
  accessToken: string;
  refreshToken: string;
}

/** What the vault keeps per account: the refresh token and what refresh does not return. */
const vaultEntrySchema = z.object({
  v: z.literal(1),
  refreshToken: z.string().min(1),
  userId: z.string(),
  lojas: z.array(storeSummarySchema),
});
type VaultEntry = z.infer<typeof vaultEntrySchema>;

const ENDED = said('session.ended');

/** A 4xx answer to a refresh: the server will not renew this session (expired, revoked, reused). */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.delivery === 'answered' &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500;

export function createSession(deps: SessionDeps): Session {
  const { auth, vault, settings } = deps;
  const log = deps.logger.child('session');
  const accountOf = (email: string) => `${deps.server}|${email.toLowerCase()}`;
  let live: Live | null = null;
  // Bumped by login and logout: a refresh or restore that was in flight across one of them must
  // not bring back (or overwrite) a session the operator has since left or replaced.
  let generation = 0;
  let refreshing: Promise<void> | null = null;
  let restoring: Promise<SessionState> | null = null;

  const state = (): SessionState => {
    const storage = vault.storage();
    return {
      status: live ? 'logged-in' : 'logged-out',
      email: live?.email ?? null,
      userId: live?.userId ?? null,
      lojas: live ? live.lojas.map((loja) => ({ ...loja })) : [],
      tenantId: live ? settings.get().tenantId : null,
      tokenStorage: storage,
      tokenStorageNotice: storage === 'memory' ? memoryNotice(vault.reason()) : null,
      ...(storage === 'memory' && vault.detail() ? { tokenStorageDetail: vault.detail() ?? '' } : {}),
      training: deps.demoAccount !== null,
      demoAccount: deps.demoAccount,
    };
  };
  const publish = () => deps.onState(state());
  vault.onDegraded(publish);

  const keep = async (me: Pick<Live, 'email' | 'userId' | 'lojas'>, refreshToken: string) => {
    // Known values are scrubbed from every log line, whatever field they end up in.
    deps.logger.addSecret(refreshToken);
    const entry: VaultEntry = { v: 1, refreshToken, userId: me.userId, lojas: me.lojas };
    await vault.set(accountOf(me.email), JSON.stringify(entry));
  };

  const end = async (me: Live, refusal: ApiError) => {
    if (live !== me) return;
    live = null;
    await vault.delete(accountOf(me.email));
    log.warn('session ended: refresh refused', { status: refusal.status, messages: refusal.quoted?.lines });
    deps.onEnded({ reason: 'refresh-refused', said: ENDED, ...(refusal.quoted ? { quoted: refusal.quoted } : {}) });
    publish();
  };

  const rotate = async (me: Live): Promise<void> => {
    const started = generation;
    let tokens;
    try {
      tokens = await auth.refresh(me.refreshToken);
    } catch (error) {
      if (!isRefusal(error)) throw error; // offline, timeout, 5xx: the session stays
      await end(me, error);
      throw new Failure('unauthorized', ENDED, { quoted: error.quoted, cause: error });
    }
    if (live !== me || generation !== started) throw new Failure('unauthorized', ENDED);
    deps.logger.addSecret(tokens.accessToken);
    await keep(me, tokens.refreshToken);
    if (live !== me || generation !== started) {
      if (!live) await vault.delete(accountOf(me.email)); // logged out while the token was stored
      throw new Failure('unauthorized', ENDED);
    }
    live = { ...me, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    log.info('session refreshed');
  };

  const restoreNow = async (): Promise<SessionState> => {
    const started = generation;
    const email = settings.get().lastEmail;
    if (!email) return state();
    const raw = await vault.get(accountOf(email));
    if (!raw) return state();
    const entry = parseEntry(raw);
    if (!entry) {
      await vault.delete(accountOf(email));
      log.warn('stored session unreadable; removed');
      return state();
    }
    let tokens;
    try {
      tokens = await auth.refresh(entry.refreshToken);
    } catch (error) {
      if (!isRefusal(error)) throw error; // offline at start: keep the entry, try again later
      await vault.delete(accountOf(email));
      log.info('stored session no longer accepted; login needed', { status: error.status });
      return state();
    }
    // A login or logout happened meanwhile: it wins, and this rotated session is dropped.
    if (generation !== started) return state();
    deps.logger.addSecret(tokens.accessToken);
    const me = { email, userId: tokens.userId, lojas: entry.lojas };
    await keep(me, tokens.refreshToken);
    if (generation !== started) return state();
    live = { ...me, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    log.info('session restored', { lojas: me.lojas.length });
    publish();
    return state();
  };

  return {
    state,

    async login(dto) {
      let tokens;
      try {
        tokens = await auth.login(dto);
      } catch (error) {
        // A login the server refuses is a wrong e-mail or password, not a session that ended.
        if (error instanceof ApiError && error.status === 401)
          throw new Failure('validation', said('session.wrongPassword'), { quoted: error.quoted, field: 'password' });
        throw error;
      }
      deps.logger.addSecret(tokens.accessToken);
      const email = dto.email;
      const me = { email, userId: tokens.userId, lojas: tokens.lojas };
      await keep(me, tokens.refreshToken);
      const previous = settings.get().lastEmail;
      if (previous && previous.toLowerCase() !== email.toLowerCase()) await vault.delete(accountOf(previous));
      // The last loja stays chosen when this account may still act for it; one loja is chosen.
      const remembered = settings.get().tenantId;
      const tenantId = tokens.lojas.some((loja) => loja.id === remembered)
        ? remembered
        : tokens.lojas.length === 1
          ? (tokens.lojas[0]?.id ?? null)
          : null;
      settings.update({ lastEmail: email, tenantId });
      generation++;
      live = { ...me, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
      refreshing = null;
      log.info('logged in', { lojas: tokens.lojas.length, storage: vault.storage() });
      publish();
      return state();
    },

    async logout() {
      const email = live?.email ?? settings.get().lastEmail;
      generation++;
      live = null;
      refreshing = null;
      if (email) await vault.delete(accountOf(email));
      log.info('logged out');
      publish();
      return state();
    },

    restore() {
      if (live) return Promise.resolve(state());
      if (restoring) return restoring;
      const attempt: Promise<SessionState> = restoreNow().finally(() => {
        if (restoring === attempt) restoring = null;
      });
      restoring = attempt;
      return attempt;
    },

    async selectLoja(tenantId) {
      if (!live) throw new Failure('unauthorized', said('session.logInFirst'));
      if (!live.lojas.some((loja) => loja.id === tenantId)) {
        throw new Failure('forbidden', said('session.notForThisLoja'), { field: 'tenantId' });
      }
      settings.update({ tenantId });
      publish();
      return state();
    },

    credentials() {
      if (!live) throw new Failure('unauthorized', said('session.logInFirst'));
      const tenantId = settings.get().tenantId;
      if (!tenantId || !live.lojas.some((loja) => loja.id === tenantId)) {
        throw new Failure('loja-required', said('session.chooseLoja'), { field: 'tenantId' });
      }
      return { accessToken: live.accessToken, tenantId };
    },

    refreshAfter401(refused) {
      const me = live;
      if (!me) return Promise.reject(new Failure('unauthorized', ENDED));
      if (me.accessToken !== refused) return Promise.resolve(); // already renewed by another call
      if (refreshing) return refreshing;
      const flight: Promise<void> = rotate(me).finally(() => {
        if (refreshing === flight) refreshing = null;
      });
      refreshing = flight;
      return flight;
    },
  };
}

function parseEntry(raw: string): VaultEntry | null {
  try {
    const parsed = vaultEntrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function memoryNotice(reason: Said | null): Said {
  return reason ? said('session.memoryOnlyBecause', { reason }) : said('session.memoryOnly');
}
