// 4.1 login and 4.2 refresh: the only routes without a bearer token.
import type { FastifyInstance } from 'fastify';
import { loginDtoSchema, refreshTokenDtoSchema } from '../../shared/contract';
import type { Sandbox } from '../context';
import { checkCredentials, lojasOf, openSession, rotate } from '../db/sessions';
import { parseRequest } from '../validate';

export function authRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const lifetimes = () => ({ accessTtlMs: sandbox.options.accessTtlMs, refreshTtlMs: sandbox.options.refreshTtlMs });

  app.post('/api/v1/auth/login', async (request) => {
    const body = parseRequest(loginDtoSchema, request.body);
    const accountId = checkCredentials(sandbox.sql, body.email, body.senha);
    const tokens = openSession(sandbox.sql, accountId, sandbox.clock.now(), lifetimes());
    return { ...tokens, lojas: lojasOf(sandbox.sql, accountId) };
  });

  app.post('/api/v1/auth/refresh', async (request) => {
    const body = parseRequest(refreshTokenDtoSchema, request.body);
    return rotate(sandbox.sql, body.token, sandbox.clock.now(), lifetimes());
  });
}
