// The emission workflow as the station builds it, for tests, the SIGKILL child and the bench:
// the real API client (ky on fetch) logged in to a sandbox, the real print queue in a data dir, and a
// printer routing held in memory. The session is reduced to "these tokens, this loja": the
// session's own behaviour is tested by the core suite.
import type { PrinterProfile } from '../../../../electron/shared/printer-profile';
import { profilesFor } from '../../../support/profiles';
import { createAuthApi } from '../../../../electron/main/api/auth-api';
import { createApiClient, type ApiClient } from '../../../../electron/main/api/client';
import { createHttp } from '../../../../electron/main/api/http';
import { silentLogger } from '../../../../electron/main/log/logger';
import {
  Printing,
  type PrinterTarget,
  type PrintingSettings,
  type RetryPolicy,
} from '../../../../electron/main/printing';
import { EmissionWorkflow, type EmissionProgress, type WorkflowTiming } from '../../../../electron/main/workflow';
import type { QuoteRequestInput } from '../../../../electron/shared/contract';
import type { OwedDaceChange } from '../../../../electron/shared/workflow';
import { DEMO, IDS } from '../../../support/sandbox';
import { openDeskDb } from '../../../../electron/main/desk/db';
import { JournalStore } from '../../../../electron/main/desk/journal/journal-store';
import { AuditStore } from '../../../../electron/main/desk/audit/audit-store';
import { AuditRecorder } from '../../../../electron/main/desk/audit/audit-recorder';
import { journalPurchase, PurchaseNotes, witnessCharge } from '../../../../electron/main/desk/audit/purchase';
import type { RecoveredCharge } from '../../../../electron/main/workflow';
import { NEW_YORK, ORIGIN_SP, RIO } from '../../../support/addresses';

export { DEMO, IDS };

export interface LoggedInApi {
  api: ApiClient;
  tenantId: string;
}

/** Logs in the demo account over HTTP and acts for `tenantId` (the demo loja by default). */
export async function loginApi(
  baseUrl: string,
  options: { tenantId?: string; timeoutMs?: number; apiUrl?: string } = {},
): Promise<LoggedInApi> {
  const logger = silentLogger();
  const authHttp = createHttp({ baseUrl, logger });
  const auth = createAuthApi(authHttp);
  let tokens = await auth.login({ email: DEMO.email, senha: DEMO.senha });
  const tenantId = options.tenantId ?? IDS.demoLoja;
  const http = createHttp({
    baseUrl: options.apiUrl ?? baseUrl,
    logger,
    timeoutMs: options.timeoutMs ?? 10_000,
    retry: { backoffLimitMs: 50 },
  });
  const api = createApiClient(http, {
    credentials: () => ({ accessToken: tokens.accessToken, tenantId }),
    refreshAfter401: async () => {
      tokens = await auth.login({ email: DEMO.email, senha: DEMO.senha });
    },
  });
  return { api, tenantId };
}

export interface StackOptions {
  dataDir: string;
  api: ApiClient;
  tenantId: string;
  label?: PrinterTarget;
  /** Printer profiles by printer id; by default each routed printer passes bytes through (PASS_THROUGH). */
  profiles?: Record<string, PrinterProfile>;
  daceThermal?: PrinterTarget;
  dacePdf?: PrinterTarget;
  strictMode?: boolean;
  timing?: Partial<WorkflowTiming>;
  retry?: Partial<RetryPolicy>;
  onProgress?: (event: EmissionProgress) => void;
  /** Told as the station's desk is when a bought label's file was asked for. */
  onLabelFileAsked?: (label: { shipmentId: string; labelId: string }) => void;
  /** Told as the station's page is when an owed DACE is settled or (still) owed. */
  onOwedDace?: (change: OwedDaceChange) => void;
  /**
   * Keep the desk's audit log (desk.db) as the station does: every charge the workflow reports is
   * appended (fsynced), print jobs are audited, and reconcile() compares it with workflow.db.
   */
  audit?: boolean;
  /** The audit's witness of a purchase as the station gives it (instead of the audit log's). */
  onIntent?: (intent: { shipmentId: string; tenantId: string }) => void | Promise<void>;
}

export interface Stack {
  printing: Printing;
  workflow: EmissionWorkflow;
  routing: PrintingSettings;
  setStrictMode(on: boolean): void;
  /** Start-up's reconciliation (audit: true): charges the audit log holds and workflow.db lost. */
  reconcile(): RecoveredCharge[];
  close(): void;
}

/** Fast clocks for tests: PENDING polled every 100 ms, unknown outcomes asked again after 100 ms. */
export const TEST_TIMING: Partial<WorkflowTiming> = {
  pollDelayMs: () => 100,
  confirmDelayMs: () => 100,
  pendingTimeoutMs: 20_000,
  confirmBudgetMs: 20_000,
};

export function openStack(options: StackOptions): Stack {
  let routing: PrintingSettings = {
    routing: {
      ...(options.label ? { label: options.label } : {}),
      ...(options.daceThermal ? { 'dace-thermal': options.daceThermal } : {}),
      ...(options.dacePdf ? { 'dace-pdf': options.dacePdf } : {}),
    },
    networkPrinters: [],
    // Every routed printer reads what it is sent unless the test gives profiles (a raw printer).
    profiles: options.profiles ?? profilesFor([options.label, options.daceThermal, options.dacePdf]),
  };
  let strict = options.strictMode ?? true;
  const printing = new Printing({
    platform: 'linux',
    dataDir: options.dataDir,
    settings: { read: () => routing, write: (next) => (routing = next) },
    connectTimeoutMs: 1_000,
    queue: { cupsPollMs: 100, retry: { maxAttempts: 30, delayMs: () => 200, ...options.retry } },
  });
  const audit = options.audit ? openAudit(options.dataDir, options.tenantId) : undefined;
  const workflow = new EmissionWorkflow({
    dataDir: options.dataDir,
    api: options.api,
    printing,
    tenantId: () => options.tenantId,
    strictMode: () => strict,
    timing: { ...TEST_TIMING, ...options.timing },
    ...(options.onIntent
      ? { onIntent: options.onIntent }
      : audit
        ? { onIntent: (i) => audit.store.intent(AUDIT_SERVER, i.tenantId, i.shipmentId) }
        : {}),
    onProgress: (event) => {
      notes?.progressed(event);
      options.onProgress?.(event);
    },
    onLabelFileAsked: (label) => {
      notes?.fileAsked(label);
      options.onLabelFileAsked?.(label);
    },
    ...(options.onOwedDace ? { onOwedDace: options.onOwedDace } : {}),
  });
  // As the desk notes each bought label in its journal and audit log (DeskService.emissionProgressed
  // and labelFileAsked).
  const notes =
    audit &&
    new PurchaseNotes({
      recordOf: (shipmentId) => workflow.record(shipmentId),
      witness: (record) => witnessCharge(audit.recorder, record),
      note: (record) => journalPurchase(audit.journal, AUDIT_SERVER, record),
      onError: (error) => {
        throw error;
      },
    });
  const stopAuditingPrints = audit ? printing.queue.onJobUpdate((job) => audit.recorder.printJob(job)) : () => {};
  return {
    printing,
    workflow,
    get routing() {
      return routing;
    },
    setStrictMode: (on) => {
      strict = on;
    },
    reconcile: () =>
      audit
        ? workflow.recoverFromAudit([
            ...audit.store.unprintedCharges(AUDIT_SERVER, 0),
            ...audit.store.unsettledIntents(AUDIT_SERVER, 0),
          ])
        : [],
    close: () => {
      stopAuditingPrints();
      notes?.close();
      workflow.close();
      printing.close();
      audit?.close();
    },
  };
}

/** The server identity the test stack's audit log is kept under (the station uses its API URL). */
const AUDIT_SERVER = 'test-stack';

function openAudit(dataDir: string, tenantId: string) {
  const db = openDeskDb(dataDir);
  const journal = new JournalStore(db);
  const store = new AuditStore(db);
  const recorder = new AuditRecorder(store, journal, {
    server: AUDIT_SERVER,
    currentTenant: () => tenantId,
    operator: () => DEMO.email,
    workstation: () => 'test-desk',
  });
  return { journal, store, recorder, close: () => db.close() };
}

// ---- shipments (setup, through the same API client) ----

const origin = ORIGIN_SP;
const rio = RIO;
const newYork = NEW_YORK;

export type ShipmentKind = 'national' | 'national-dce' | 'national-nfe' | 'international';

/** Quotes and creates a shipment (PAC São Paulo → Rio; or Exporta Fácil to New York, which is emitted asynchronously). */
export async function createShipment(api: ApiClient, kind: ShipmentKind = 'national'): Promise<string> {
  const international = kind === 'international';
  const box = international
    ? { peso: 2, comprimento: 30, largura: 20, altura: 10 }
    : { peso: 1.2, comprimento: 20, largura: 15, altura: 10 };
  const quote: QuoteRequestInput = international
    ? { originCep: '01310100', destinationCountryCode: 'US', destinationPostalCode: '10001', format: '2', ...box }
    : { originCep: '01310100', destinationCep: '20040002', format: '2', ...box };
  const quoted = international ? await api.simulateInternationalQuote(quote) : await api.simulateQuote(quote);
  const option =
    quoted.shippingOptions.find((o) => o.serviceName === (international ? 'Exporta Fácil Standard' : 'PAC')) ??
    quoted.shippingOptions[0];
  if (!option) throw new Error('the sandbox offered no option');
  const dce = kind === 'national-dce';
  const created = await api.createShipment({
    quoteId: option.quoteId,
    carrierId: option.carrierId,
    serviceLevelId: option.serviceLevelId,
    originAddress: origin,
    destAddress: international ? newYork : rio,
    parcel: {
      format: '2',
      weightKg: box.peso,
      lengthCm: box.comprimento,
      widthCm: box.largura,
      heightCm: box.altura,
      ...(dce ? { products: [{ content: 'Camiseta de algodão', quantity: 2, valueCents: 5_000 }] } : {}),
    },
    ...(dce
      ? { invoice: { type: 'DCE' as const, valor: 100 } }
      : kind === 'national-nfe'
        ? { invoice: { type: 'NFE' as const, chaveNFe: '35251111222333000181550010000000011123456780' } }
        : {}),
  });
  return created.shipmentId;
}
