// A batch runner on a real desk.db and a real emission workflow (workflow.db) in a temp folder,
// with a scripted API (per-row delays and refusals) and a printer that records what was queued,
// in order.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../../../electron/main/api/errors';
import { AuditRecorder } from '../../../electron/main/desk/audit/audit-recorder';
import { AuditStore } from '../../../electron/main/desk/audit/audit-store';
import { BatchStore, type NewRow } from '../../../electron/main/desk/batch/batch-store';
import type { BatchApi } from '../../../electron/main/desk/batch/row-steps';
import { BatchRunner } from '../../../electron/main/desk/batch/runner';
import { openDeskDb, type Db } from '../../../electron/main/desk/db';
import { JournalStore } from '../../../electron/main/desk/journal/journal-store';
import type { ShipPlan } from '../../../electron/main/desk/ship/plan';
import { silentLogger } from '../../../electron/main/log/logger';
import { EmissionWorkflow, type EmissionWorkflowDeps } from '../../../electron/main/workflow';
import type { BatchProgress } from '../../../electron/shared/desk';
import { verbatim } from '../../../electron/shared/messages';

export const SCOPE = { server: 'training', tenantId: 'a0000000-0000-4000-8000-000000000001' };

export interface Script {
  /** Row n (1-based by externalRef PED-n) answers its emit only after row m has been bought ({ n: m }): an order that holds under any load. */
  emitAfter?: Record<number, number>;
  /** Rows from this one on answer their emit only once the test calls release(): rows held in flight. */
  holdEmitFrom?: number;
  refuseEmit?: number[];
  /** Rows whose first create cannot reach the server (it works when retried). */
  offlineCreateOnce?: number[];
  /** Rows whose first emit answers chargeAlreadyCaptured (bought by a run that died). */
  alreadyCharged?: number[];
}

export interface Harness {
  db: Db;
  /** workflow.db lives here (a test writes what a run that died left in it). */
  dataDir: string;
  workflow: EmissionWorkflow;
  store: BatchStore;
  runner: BatchRunner;
  audit: AuditStore;
  printed: string[];
  calls: string[];
  progress: BatchProgress[];
  /** Lets the emits held by `holdEmitFrom` answer, and every later one at once. */
  release(): void;
  addBatch(count: number, concurrency?: number): string;
  /** A shipment created by an earlier run (the scripted server knows it). */
  knowShipment(shipmentId: string, n: number): void;
  close(): void;
}

const plan = (n: number): ShipPlan => ({
  externalRef: `PED-${n}`,
  origin: {
    name: 'S',
    personName: 'S',
    phone: '11999999999',
    street: 'R',
    number: '1',
    district: 'D',
    city: 'São Paulo',
    state: 'SP',
    zip: '01310100',
    cpfCnpj: '11222333000181',
    country: 'BR',
  },
  dest: {
    name: 'R',
    personName: `Pessoa ${n}`,
    phone: '21999999999',
    street: 'R',
    number: '2',
    district: 'D',
    city: 'Rio de Janeiro',
    state: 'RJ',
    zip: '20040002',
    cpfCnpj: '52998224725',
    country: 'BR',
  },
  parcel: { format: '2', weightKg: 1, lengthCm: 20, widthCm: 15, heightCm: 10 },
});

/** The scripted server answers on a later turn of the event loop (other rows move meanwhile), never after a set time. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const nOf = (ref: string | undefined) => Number(ref?.replace('PED-', ''));

export function startHarness(script: Script = {}): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'desk-unit-'));
  const db = openDeskDb(dir);
  const store = new BatchStore(db);
  const journal = new JournalStore(db);
  const audit = new AuditStore(db);
  const printed: string[] = [];
  const calls: string[] = [];
  const progress: BatchProgress[] = [];
  const refOfShipment = new Map<string, number>();
  const bought = new Set<number>();
  const boughtWaiters = new Map<number, (() => void)[]>();
  const boughtOf = (m: number) =>
    bought.has(m)
      ? Promise.resolve()
      : new Promise<void>((resolve) => boughtWaiters.set(m, [...(boughtWaiters.get(m) ?? []), resolve]));
  const offline = new Set(script.offlineCreateOnce ?? []);
  let releaseHeld!: () => void;
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  const api = {
    simulateQuote: async (body: { destinationCep?: string }) => {
      await turn();
      void body;
      return {
        shippingOptions: [
          {
            quoteId: randomUUID(),
            carrierId: 'c',
            serviceLevelId: 's',
            carrierName: 'Correios',
            serviceName: 'PAC',
            priceCents: 3_400,
            currency: 'BRL',
          },
        ],
        issues: [],
        quotedAt: '',
        expiresAt: '',
        validForMs: 900_000,
      };
    },
    simulateInternationalQuote: async () => {
      throw new Error('not used');
    },
    createShipment: async (body: { externalRef?: string }) => {
      const n = nOf(body.externalRef);
      if (offline.delete(n))
        throw new ApiError('offline', verbatim('The server could not be reached'), {
          delivery: 'not-sent',
          method: 'POST',
          path: '/api/v1/shipments',
        });
      const shipmentId = randomUUID();
      refOfShipment.set(shipmentId, n);
      calls.push(`create:${n}`);
      return { shipment: { id: shipmentId, status: 'created' }, shipmentId, status: 'created' };
    },
    emitLabel: async (shipmentId: string) => {
      const n = refOfShipment.get(shipmentId) ?? 0;
      calls.push(`emit:${n}`);
      await turn();
      if (script.holdEmitFrom !== undefined && n >= script.holdEmitFrom) await held;
      const after = script.emitAfter?.[n];
      if (after !== undefined) await boughtOf(after);
      if (script.refuseEmit?.includes(n))
        throw new ApiError('insufficient-balance', verbatim('Insufficient wallet balance'), {
          status: 402,
          delivery: 'answered',
          method: 'POST',
          path: '/emit',
        });
      const again = bought.has(n) || Boolean(script.alreadyCharged?.includes(n));
      bought.add(n);
      calls.push(`bought:${n}`);
      for (const done of boughtWaiters.get(n) ?? []) done();
      return {
        status: 'READY' as const,
        shipmentId,
        labelId: `label-${n}`,
        trackingCode: `PX${String(n).padStart(9, '0')}BR`,
        fileUrl: '',
        priceCents: 3_400,
        paymentMethod: 'wallet',
        transactionId: `tx-${n}`,
        chargeAlreadyCaptured: again,
      };
    },
    downloadLabel: async (labelId: string) => ({ downloadUrl: `http://127.0.0.1/files/${labelId}` }),
    downloadFile: async (url: string) => ({
      bytes: new TextEncoder().encode(`%PDF-1.4 ${url.split('/').pop()}`),
      contentType: 'application/pdf',
    }),
    getDace: async () => {
      throw new Error('not used');
    },
    generateDace: async () => {
      throw new Error('not used');
    },
    downloadDace: async () => {
      throw new Error('not used');
    },
  } as unknown as BatchApi;
  const printing = {
    printRouted: (kind: string, document: { labelId?: string; key?: string }) => {
      printed.push(`${kind}:${document.labelId ?? document.key}`);
      return { ok: true, value: { job: { id: randomUUID() }, created: true } };
    },
    queue: { onJobUpdate: () => () => undefined, get: () => undefined, list: () => [], byKey: () => undefined },
    settings: { targetFor: () => ({ kind: 'network', host: '127.0.0.1', port: 9100 }) },
    checkRoutedPrinterReady: async () => ({ ok: true, value: undefined }),
    checkRoutedPrinterConfigured: async () => ({ ok: true, value: { target: undefined, profile: undefined } }),
  } as unknown as EmissionWorkflowDeps['printing'];
  const workflow = new EmissionWorkflow({
    dataDir: dir,
    api,
    printing,
    tenantId: () => SCOPE.tenantId,
    strictMode: () => true,
    logger: silentLogger(),
    timing: { pollDelayMs: () => 5, pendingTimeoutMs: 1_000, confirmDelayMs: () => 5, confirmBudgetMs: 1_000 },
  });
  const runner = new BatchRunner({
    store,
    journal,
    audit: new AuditRecorder(audit, journal, {
      server: SCOPE.server,
      currentTenant: () => SCOPE.tenantId,
      operator: () => 'ana@loja.com.br',
      workstation: () => 'Bancada 1',
    }),
    apiFor: () => api,
    workflow,
    printing,
    onProgress: (p) => progress.push(p),
    logger: silentLogger(),
  });
  return {
    db,
    dataDir: dir,
    workflow,
    store,
    runner,
    audit,
    printed,
    calls,
    progress,
    release: () => releaseHeld(),
    addBatch(count, concurrency = 4) {
      const rows: NewRow[] = Array.from({ length: count }, (_, i) => ({
        line: i + 2,
        externalRef: `PED-${i + 1}`,
        recipientName: `Pessoa ${i + 1}`,
        recipientCity: 'Rio de Janeiro',
        plan: plan(i + 1),
        messages: [],
      }));
      return store.create(SCOPE, { fileName: null, rule: { kind: 'cheapest' }, sender: {}, concurrency }, rows);
    },
    knowShipment(shipmentId, n) {
      refOfShipment.set(shipmentId, n);
    },
    close() {
      runner.close();
      workflow.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
