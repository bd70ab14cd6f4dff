// A workflow.db written before batches bought through the workflow has no say on who queues a
// label: opening it keeps every emission the workflow's own (so resume still prints them), and
// new emissions can be a batch's. A failure an older version stored (a sentence and the server's
// lines, or text that is not JSON) reads back as the same failure, its words kept verbatim.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { EmissionStore } from '../../../electron/main/workflow/emission-store';
import { verbatim } from '../../../electron/shared/messages';

const TENANT = 'a0000000-0000-4000-8000-000000000001';
const OLD_SCHEMA = `CREATE TABLE emissions (
  shipment_id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('emitting', 'pending', 'ready', 'queued', 'failed')),
  request TEXT NOT NULL, dace TEXT, provider_job_id TEXT, label_id TEXT, tracking_code TEXT, transaction_id TEXT,
  price_cents INTEGER, charge_already_captured INTEGER, content_type TEXT, print_job_id TEXT, dace_job_id TEXT,
  last_error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('an older workflow.db', () => {
  it('opens with its unfinished emissions queued by the workflow, and takes batch emissions from then on', () => {
    dir = mkdtempSync(join(tmpdir(), 'workflow-db-'));
    const old = new DatabaseSync(join(dir, 'workflow.db'));
    old.exec(OLD_SCHEMA);
    old
      .prepare(
        `INSERT INTO emissions (shipment_id, tenant_id, state, request, created_at, updated_at) VALUES ('s-old', ?, 'emitting', '{"paymentMethod":"wallet"}', 1, 1)`,
      )
      .run(TENANT);
    old.close();

    const store = new EmissionStore(dir);
    store.begin({
      shipmentId: 's-batch',
      tenantId: TENANT,
      request: { paymentMethod: 'wallet' },
      dace: null,
      queuedBy: 'batch',
    });
    expect(store.unfinished(TENANT).map((r) => [r.shipmentId, r.queuedBy])).toEqual([
      ['s-old', 'workflow'],
      ['s-batch', 'batch'],
    ]);
    store.close();
    // Opened again (the column is there now): nothing changes.
    const again = new EmissionStore(dir);
    expect(again.get('s-old')?.queuedBy).toBe('workflow');
    again.close();
  });

  it('reads back each failure as the version that stored it wrote it: sentence, server lines, unknown kind, not JSON', () => {
    dir = mkdtempSync(join(tmpdir(), 'workflow-db-'));
    const old = new DatabaseSync(join(dir, 'workflow.db'));
    old.exec(OLD_SCHEMA);
    const insert = old.prepare(
      `INSERT INTO emissions (shipment_id, tenant_id, state, request, last_error, created_at, updated_at) VALUES (?, ?, 'failed', '{"paymentMethod":"wallet"}', ?, 1, 1)`,
    );
    const now = {
      kind: 'rejected',
      said: { key: 'workflow.notCharged' },
      quoted: { source: 'server', lines: ['Cupom inválido'] },
      field: 'coupon',
    };
    insert.run('s-now', TENANT, JSON.stringify(now));
    insert.run(
      's-sentence',
      TENANT,
      JSON.stringify({
        kind: 'insufficient-balance',
        message: 'Saldo insuficiente',
        messages: ['Saldo insuficiente', 'Carteira: R$ 0,00'],
      }),
    );
    insert.run('s-newer', TENANT, JSON.stringify({ kind: 'kind-of-a-newer-version', message: 'Recusado' }));
    insert.run('s-text', TENANT, 'Network error');
    old.close();

    const store = new EmissionStore(dir);
    expect(store.get('s-now')?.lastError).toEqual(now);
    expect(store.get('s-sentence')?.lastError).toEqual({
      kind: 'insufficient-balance',
      said: verbatim('Saldo insuficiente'),
      quoted: { source: 'server', lines: ['Carteira: R$ 0,00'] },
    });
    expect(store.get('s-newer')?.lastError).toEqual({ kind: 'internal', said: verbatim('Recusado') });
    expect(store.get('s-text')?.lastError).toEqual({ kind: 'internal', said: verbatim('Network error') });
    store.close();
  });
});
