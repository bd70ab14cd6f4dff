// 4.1 login and 4.2 refresh: the only routes without a bearer token.
import type { FastifyInstance } from 'fastify';
import { loginDtoSchema, refreshTokenDtoSchema } from '../../shared/contract';
import type { Sandbox } from '../context';
import { checkCredentials, lojasOf, openSession, rotate } from '../db/sessions';
import { lojaPurpose } from '../seed-data';
import { messageLanguage } from '../speaks';
import { parseRequest } from '../validate';

export function authRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const lifetimes = () => ({ accessTtlMs: sandbox.options.accessTtlMs, refreshTtlMs: sandbox.options.refreshTtlMs });

  app.post('/api/v1/auth/login', async (request) => {
    const body = parseRequest(loginDtoSchema, request.body);
    const accountId = checkCredentials(sandbox.sql, body.email, body.senha);
    const tokens = openSession(sandbox.sql, accountId, sandbox.clock.now(), lifetimes());
    // A training loja says what it is there to practise, in the operator's language (the
    // training server speaks Accept-Language; the plain test server the spec's English).
    const language = sandbox.options.localized ? messageLanguage(request.headers['accept-language']) : 'en';
    const lojas = lojasOf(sandbox.sql, accountId).map((loja) => {
      const description = lojaPurpose(loja.id, language);
      return description ? { ...loja, description } : loja;
    });
    return { ...tokens, lojas };
  });

  app.post('/api/v1/auth/refresh', async (request) => {
    const body = parseRequest(refreshTokenDtoSchema, request.body);
    return rotate(sandbox.sql, body.token, sandbox.clock.now(), lifetimes());
  });
}
