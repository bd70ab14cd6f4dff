// Accounts and sessions. Tokens are random and stored only as SHA-256 hashes. A session holds
// its latest refresh token; presenting an older one of the same session means the token chain
// leaked (or the client lost track), so the whole session is revoked, as OAuth rotation advises.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../errors';
import { hashPassword } from './seed';
import type { Sql } from './sql';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = (bytes: number) => randomBytes(bytes).toString('base64url');

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  userId: string;
}

export interface Lifetimes {
  accessTtlMs: number;
  refreshTtlMs: number;
}

interface AccountRow {
  id: string;
  password_hash: string;
  salt: string;
  active: number;
}

const INVALID_LOGIN = 'Invalid e-mail or password';

export function checkCredentials(sql: Sql, email: string, senha: string): string {
  const account = sql.get<AccountRow>('SELECT id, password_hash, salt, active FROM accounts WHERE email = ?', email);
  if (!account) throw unauthorized(INVALID_LOGIN);
  const given = Buffer.from(hashPassword(senha, account.salt), 'hex');
  if (!timingSafeEqual(given, Buffer.from(account.password_hash, 'hex'))) throw unauthorized(INVALID_LOGIN);
  if (!account.active) throw unauthorized('This account is inactive; ask your administrator to activate it');
  return account.id;
}

function issue(sql: Sql, sessionId: string, accountId: string, now: number, lifetimes: Lifetimes): Tokens {
  // 48 random bytes read as 64 characters: well over the spec's 32-character minimum.
  const refreshToken = newToken(48);
  const accessToken = newToken(32);
  sql.run('INSERT INTO refresh_tokens (hash, session_id) VALUES (?, ?)', hash(refreshToken), sessionId);
  sql.run(
    'UPDATE sessions SET refresh_hash = ?, refresh_expires_at = ? WHERE id = ?',
    hash(refreshToken),
    now + lifetimes.refreshTtlMs,
    sessionId,
  );
  sql.run(
    'INSERT INTO access_tokens (hash, session_id, expires_at) VALUES (?, ?, ?)',
    hash(accessToken),
    sessionId,
    now + lifetimes.accessTtlMs,
  );
  return { accessToken, refreshToken, tokenType: 'Bearer', userId: accountId };
}

export function openSession(sql: Sql, accountId: string, now: number, lifetimes: Lifetimes): Tokens {
  return sql.immediate(() => {
    const sessionId = randomUUID();
    sql.run(
      'INSERT INTO sessions (id, account_id, refresh_hash, refresh_expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
      sessionId,
      accountId,
      '',
      0,
      now,
    );
    return issue(sql, sessionId, accountId, now, lifetimes);
  });
}

interface SessionRow {
  id: string;
  account_id: string;
  refresh_hash: string;
  refresh_expires_at: number;
  revoked_at: number | null;
}

export function rotate(sql: Sql, refreshToken: string, now: number, lifetimes: Lifetimes): Tokens {
  const outcome = sql.immediate((): Tokens | 'reused' => {
    const tokenHash = hash(refreshToken);
    const session = sql.get<SessionRow>(
      `SELECT s.id, s.account_id, s.refresh_hash, s.refresh_expires_at, s.revoked_at
         FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.hash = ?`,
      tokenHash,
    );
    if (!session) throw unauthorized('Refresh token is not valid; log in again');
    if (session.revoked_at !== null) throw unauthorized('This session was revoked; log in again');
    if (session.refresh_hash !== tokenHash) {
      // Revocation must commit, so it is reported after the transaction instead of thrown in it.
      sql.run('UPDATE sessions SET revoked_at = ? WHERE id = ?', now, session.id);
      return 'reused';
    }
    if (session.refresh_expires_at <= now) throw unauthorized('Refresh token has expired; log in again');
    return issue(sql, session.id, session.account_id, now, lifetimes);
  });
  if (outcome === 'reused') {
    throw unauthorized('This refresh token was already used; the session is revoked, log in again');
  }
  return outcome;
}

export interface Bearer {
  accountId: string;
  /** Whether the account may act for the store asked about. */
  mayActFor: boolean;
}

/**
 * The account behind a bearer access token and whether it may act for `lojaId`, in one query
 * (every protected request runs it), or a 401 saying why not.
 */
export function bearer(sql: Sql, token: string, lojaId: string, now: number): Bearer {
  const row = sql.get<{ account_id: string; expires_at: number; revoked_at: number | null; loja: string | null }>(
    `SELECT s.account_id, a.expires_at, s.revoked_at, l.id AS loja
       FROM access_tokens a JOIN sessions s ON s.id = a.session_id
       LEFT JOIN lojas l ON l.id = ? AND l.account_id = s.account_id
      WHERE a.hash = ?`,
    lojaId,
    hash(token),
  );
  if (!row) throw unauthorized('Access token is not valid');
  if (row.revoked_at !== null) throw unauthorized('This session was revoked; log in again');
  if (row.expires_at <= now) throw unauthorized('Access token has expired; refresh it');
  return { accountId: row.account_id, mayActFor: row.loja !== null };
}

export interface LojaSummary {
  id: string;
  name: string;
  cnpj: string;
}

export function lojasOf(sql: Sql, accountId: string): LojaSummary[] {
  return sql.all<LojaSummary>('SELECT id, name, cnpj FROM lojas WHERE account_id = ? ORDER BY position', accountId);
}
