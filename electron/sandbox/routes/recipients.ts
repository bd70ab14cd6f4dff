// 4.4 Recipients of the store in X-Tenant-Id.
import type { FastifyInstance } from 'fastify';
import { recipientCreateDtoSchema, recipientListQuerySchema } from '../../shared/contract';
import { requireTenant, type Sandbox } from '../context';
import { createRecipient, listRecipients } from '../db/recipients';
import { parseRequest } from '../validate';

export function recipientRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.post('/api/v1/recipients', async (request, reply) => {
    const { lojaId } = requireTenant(sandbox, request);
    const body = parseRequest(recipientCreateDtoSchema, request.body);
    return reply.code(201).send(createRecipient(sandbox.sql, lojaId, body, sandbox.clock.now()));
  });

  app.get('/api/v1/recipients', async (request) => {
    const { lojaId } = requireTenant(sandbox, request);
    const query = parseRequest(recipientListQuerySchema, request.query);
    // A server may serve fewer than asked (capped pages); it says so in the pageSize it echoes.
    const pageSize = Math.min(query.pageSize, sandbox.personality.switches.maxPageSize ?? query.pageSize);
    return listRecipients(sandbox.sql, lojaId, query.q, query.page, pageSize);
  });
}
