// The admin surface for tests and training resets. Loopback only, and never from a web page:
// a browser tab on the desk could otherwise POST /__sandbox/reset, so any request carrying an
// Origin header is refused.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { iso } from '../clock';
import type { Sandbox } from '../context';
import { resetDatabase } from '../db/open';
import { listWallets, setBalance } from '../db/wallets';
import { ApiError, notFound } from '../errors';
import { PROFILE_NAMES, personalitySchema } from '../personality';
import { deleteRecipient, renameRecipient } from '../db/recipients';
import { seedRecipients } from '../seed-recipients';
import { parseRequest } from '../validate';

const walletBody = z.strictObject({ balanceCents: z.number().int().nonnegative() });
const clockBody = z.strictObject({ advanceSeconds: z.number().nonnegative() });
const rate = () => z.number().min(0).max(1).optional();
const faultsBody = z.strictObject({
  latencyMs: z.number().int().nonnegative().optional(),
  latencyMatch: z.string().max(200).optional(),
  failRate: rate(),
  failMatch: z.string().max(200).optional(),
  dropRate: rate(),
  dropAfterRate: rate(),
  dropAfterMatch: z.string().max(200).optional(),
});
// A profile by name and/or switches on top of it (without a profile: on top of the one in force).
const personalityBody = personalitySchema.partial().extend({ profile: z.enum(PROFILE_NAMES).optional() });
const seedRecipientsBody = z.strictObject({ lojaId: z.uuid(), count: z.number().int().min(1).max(50_000) });
const recipientChangeBody = z.strictObject({ lojaId: z.uuid(), name: z.string().min(1).max(200) });
const recipientDeleteBody = z.strictObject({ lojaId: z.uuid() });
// Long names are what a header has to fit (a loja's trading name, an operator's e-mail).
const lojaNameBody = z.strictObject({ name: z.string().min(1).max(200) });
const accountEmailBody = z.strictObject({ email: z.email().max(200) });

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

export function adminRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const { sql, clock, faults, personality } = sandbox;

  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/__sandbox/')) return done();
    if (!isLoopback(request.socket.remoteAddress) || request.headers.origin !== undefined) {
      return done(
        new ApiError(403, 'The sandbox admin surface answers only local tools (loopback, no browser Origin)'),
      );
    }
    done();
  });

  const clockState = () => ({ now: iso(clock.now()), offsetSeconds: clock.offsetSeconds });

  app.get('/__sandbox/wallets', async () =>
    listWallets(sql).map(({ lojaId, balanceCents }) => ({ lojaId, balanceCents })),
  );

  app.put<{ Params: { lojaId: string } }>('/__sandbox/wallets/:lojaId', async (request) => {
    const { balanceCents } = parseRequest(walletBody, request.body);
    if (!setBalance(sql, request.params.lojaId, balanceCents, clock.now()))
      throw notFound(`Store ${request.params.lojaId} not found`);
    return { lojaId: request.params.lojaId, balanceCents };
  });

  app.put<{ Params: { lojaId: string } }>('/__sandbox/lojas/:lojaId/name', async (request) => {
    const { name } = parseRequest(lojaNameBody, request.body);
    if (sql.run('UPDATE lojas SET name = ? WHERE id = ?', name, request.params.lojaId) === 0)
      throw notFound(`Store ${request.params.lojaId} not found`);
    return { lojaId: request.params.lojaId, name };
  });

  app.put<{ Params: { accountId: string } }>('/__sandbox/accounts/:accountId/email', async (request) => {
    const { email } = parseRequest(accountEmailBody, request.body);
    if (sql.run('UPDATE accounts SET email = ? WHERE id = ?', email, request.params.accountId) === 0)
      throw notFound(`Account ${request.params.accountId} not found`);
    return { accountId: request.params.accountId, email };
  });

  app.get('/__sandbox/clock', async () => clockState());
  app.post('/__sandbox/clock', async (request) => {
    clock.advance(parseRequest(clockBody, request.body).advanceSeconds);
    return clockState();
  });

  app.get('/__sandbox/faults', async () => faults.faults);
  app.post('/__sandbox/faults', async (request) => faults.set(parseRequest(faultsBody, request.body ?? {})));

  app.get('/__sandbox/personality', async () => personality.view());
  app.post('/__sandbox/personality', async (request) => {
    const { profile, ...changes } = parseRequest(personalityBody, request.body ?? {});
    return personality.set(profile, changes);
  });

  app.post('/__sandbox/reset', async () => {
    resetDatabase(sql);
    clock.reload();
    faults.reset();
    personality.reset();
    return { reset: true, ...clockState() };
  });

  app.post('/__sandbox/seed-recipients', async (request) => {
    const { lojaId, count } = parseRequest(seedRecipientsBody, request.body);
    if (!sql.get('SELECT 1 AS ok FROM lojas WHERE id = ?', lojaId)) throw notFound(`Store ${lojaId} not found`);
    const started = performance.now();
    const total = seedRecipients(sql, lojaId, count, clock.now());
    return { lojaId, created: count, total, ms: Math.round(performance.now() - started) };
  });

  // Changes made on the server by someone else while a desk syncs (the address-book sync tests).
  app.put<{ Params: { id: string } }>('/__sandbox/recipients/:id', async (request) => {
    const { lojaId, name } = parseRequest(recipientChangeBody, request.body);
    if (!renameRecipient(sql, lojaId, request.params.id, name, clock.now()))
      throw notFound(`Recipient ${request.params.id} not found`);
    return { id: request.params.id, name };
  });
  app.delete<{ Params: { id: string } }>('/__sandbox/recipients/:id', async (request) => {
    const { lojaId } = parseRequest(recipientDeleteBody, request.body);
    if (!deleteRecipient(sql, lojaId, request.params.id)) throw notFound(`Recipient ${request.params.id} not found`);
    return { id: request.params.id, deleted: true };
  });
}
