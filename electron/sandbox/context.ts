// What every route handler works with, and the guard that every protected route starts with.
import type { FastifyRequest } from 'fastify';
import type { SandboxClock } from './clock';
import type { Sql } from './db/sql';
import { bearer } from './db/sessions';
import type { DocumentCache } from './documents/cache';
import { ApiError, badRequest, unauthorized } from './errors';
import type { FaultInjector } from './faults';
import type { PersonalityState } from './personality';
import type { ResolvedOptions } from './options';
import type { UrlSigner } from './signed-urls';

export interface Sandbox {
  sql: Sql;
  clock: SandboxClock;
  faults: FaultInjector;
  personality: PersonalityState;
  options: ResolvedOptions;
  urls: UrlSigner;
  documents: DocumentCache;
}

export interface Tenant {
  accountId: string;
  lojaId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * Bearer first (401), then the store: X-Tenant-Id missing or malformed is the client's mistake
 * (400); a store the account may not act for is 403.
 */
export function requireTenant(sandbox: Sandbox, request: FastifyRequest): Tenant {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Send Authorization: Bearer <accessToken>');
  const tenant = request.headers['x-tenant-id'];
  const lojaId = typeof tenant === 'string' && isUuid(tenant) ? tenant.toLowerCase() : '';
  const { accountId, mayActFor } = bearer(sandbox.sql, match[1], lojaId, sandbox.clock.now());
  if (tenant === undefined || tenant === '') throw badRequest('Send the X-Tenant-Id header with one of lojas[].id');
  if (!lojaId) throw badRequest('X-Tenant-Id must be a uuid taken from lojas[].id');
  if (!mayActFor) throw new ApiError(403, 'This account may not act for the store in X-Tenant-Id');
  return { accountId, lojaId };
}
