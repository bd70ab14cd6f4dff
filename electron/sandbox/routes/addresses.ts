// 4.3 Senders of the store in X-Tenant-Id.
import type { FastifyInstance } from 'fastify';
import { senderBodySchema, senderListQuerySchema } from '../../shared/contract';
import { requireTenant, type Sandbox } from '../context';
import { createSender, listSenders, senderResponse } from '../db/addresses';
import { parseRequest } from '../validate';

export function addressRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.post('/api/v1/addresses', async (request, reply) => {
    const { lojaId } = requireTenant(sandbox, request);
    const body = parseRequest(senderBodySchema, request.body);
    const row = createSender(sandbox.sql, lojaId, body, sandbox.clock.now());
    return reply.code(201).send(senderResponse(row));
  });

  app.get('/api/v1/addresses', async (request) => {
    const { lojaId } = requireTenant(sandbox, request);
    const query = parseRequest(senderListQuerySchema, request.query);
    // A server may serve fewer than asked (capped pages); it says so in the pageSize it echoes.
    const pageSize = Math.min(query.pageSize, sandbox.personality.switches.maxPageSize ?? query.pageSize);
    return listSenders(sandbox.sql, lojaId, query.q, query.page, pageSize);
  });
}
