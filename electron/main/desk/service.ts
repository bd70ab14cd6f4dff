// The desk service (issue 8) as the station builds it: desk.db in the data folder, the journal
// and audit fed by what happens anywhere in the app (shipments created through the channel,
// emissions of the workflow, every print job: the station calls emissionProgressed and
// printJobChanged from its event bus), scan-to-print, presets, rules, one-key ship and CSV
// batches. Batches a crash or a logout left running resume when the station says a loja is
// active again (lojaActivated) and stop at logout (loggedOut). What it is given: service-deps.ts.
import { hostname } from 'node:os';
import type { ShipmentAddress } from '../../shared/contract';
import type { EmissionProgress } from '../../shared/ipc';
import type { PrintJob } from '../printing';
import { type OperatorDecision, type OrderFacts, type RecoveredCharge, toEmissionView } from '../workflow';
import { AuditRecorder } from './audit/audit-recorder';
import { AuditStore } from './audit/audit-store';
import { journalPurchase, PurchaseNotes, witnessCharge } from './audit/purchase';
import { BatchService } from './batch/batch-service';
import { BatchStore } from './batch/batch-store';
import { BatchRunner } from './batch/runner';
import { openDeskDb, type Db } from './db';
import { JournalStore, type NewShipment } from './journal/journal-store';
import { Unjournalled } from './journal/unjournalled';
import { HeldWrites } from './held-writes';
import { PresetStore } from './presets/preset-store';
import { RuleStore } from './rules/rule-store';
import { Scanner } from './scan/scan';
import { fold, type DeskScope } from './scope';
import { OneKeyShipper } from './ship/one-key';
import { PurchaseGate } from './ship/purchase-gate';
import { entryAddress, partiesFrom, type Parties } from './ship/parties';
import { QuoteMemory } from './ship/quote-memory';
import { WeighOnScan } from './scan/weigh-on-scan';
import { ScaleWeigher } from './weigh/scale-weigher';
import { DraftFile, type DraftOwner } from './draft/draft-file';
import { Failure } from '../ipc';
import { said } from '../../shared/messages';
import type { DeskServiceDeps } from './service-deps';

/** How far back start-up looks for charges never seen printed (older ones are the operator's to settle). */
export const RECONCILE_DAYS = 30;

export class DeskService {
  readonly db: Db;
  readonly journal: JournalStore;
  readonly presets: PresetStore;
  readonly rules: RuleStore;
  readonly audit: AuditStore;
  readonly recorder: AuditRecorder;
  /** Each bought label noted once in the journal and the audit log (see PurchaseNotes). */
  private readonly purchaseNotes: PurchaseNotes;
  readonly scanner: Scanner;
  readonly shipper: OneKeyShipper;
  /** One purchase per order reference on this desk (one key, its confirmation, batches). */
  readonly purchases: PurchaseGate;
  readonly batches: BatchService;
  readonly runner: BatchRunner;
  readonly quotes = new QuoteMemory();
  /** The scale's weights taken into parcels, and the proof that goes with them. */
  readonly weigher: ScaleWeigher;
  readonly weighOnScan: WeighOnScan;
  /** The shipment each account was typing, kept over a reload or a restart (draft.json). */
  readonly drafts: DraftFile;
  /** Orders whose purchase is being claimed or written on this station now (any window): key → shipment. */
  private readonly claiming = new Map<string, string>();
  /** desk.db's writes on the purchase path: never a long wait for its lock (see HeldWrites). */
  private readonly held: HeldWrites;
  /** Shipments (ship screen, one key) whose journal row desk.db has not taken yet (see Unjournalled). */
  private readonly unjournalled: Unjournalled;

  constructor(private readonly deps: DeskServiceDeps) {
    const log = deps.logger.child('desk');
    const { workflow, printing } = deps;
    const locale = deps.locale ?? (() => deps.settings.get().language);
    this.db = openDeskDb(deps.dataDir);
    this.journal = new JournalStore(this.db);
    this.presets = new PresetStore(this.db);
    this.rules = new RuleStore(this.db);
    this.audit = new AuditStore(this.db, undefined, (error) =>
      log.warn('an audit entry written could not be flushed to the disk', { error }),
    );
    this.drafts = new DraftFile(deps.dataDir);
    this.held = new HeldWrites({ db: this.db, logger: log, ...(deps.after ? { after: deps.after } : {}) });
    this.unjournalled = new Unjournalled({ journal: this.journal, held: this.held, logger: log });
    this.recorder = new AuditRecorder(this.audit, this.journal, {
      server: deps.server,
      currentTenant: () => this.scope()?.tenantId ?? null,
      operator: () => deps.session.state().email,
      workstation: () => deps.settings.get().workstationName.trim() || hostname(),
    });
    this.purchaseNotes = new PurchaseNotes({
      recordOf: (shipmentId) => workflow.record(shipmentId),
      witness: (record) => {
        const seen = this.recorder.seenNow();
        return this.held.write(`charge of ${record.shipmentId}`, () => witnessCharge(this.recorder, record, { seen }));
      },
      note: (record) =>
        this.held.write(`journal note of shipment ${record.shipmentId}`, () =>
          journalPurchase(this.journal, deps.server, record),
        ),
      onError: (error) => log.warn('a bought label could not be noted in the journal and audit log', { error }),
      ...(deps.after ? { after: deps.after } : {}),
    });
    const book = () => deps.addressBook.current();
    this.weigher = new ScaleWeigher(deps.scale, deps.after ? { after: deps.after } : {});
    this.purchases = new PurchaseGate({
      journal: this.journal,
      emissionOf: (shipmentId) => workflow.status(shipmentId)?.record.state,
    });
    this.shipper = new OneKeyShipper({
      api: deps.api,
      scope: () => this.scope(),
      presets: this.presets,
      rules: this.rules,
      journalCreated: (scope, shipment) => this.shipmentCreated(scope, shipment),
      purchases: this.purchases,
      parties: () => this.parties(),
      emitAndPrint: async (shipmentId, options) => toEmissionView(await workflow.emitAndPrint(shipmentId, options)),
      checkPrinter: (options) => workflow.checkPrinter(options),
      locale,
      weigher: this.weigher,
      ...(deps.warehouse
        ? {
            claimEarly: (scope: DeskScope, ref: string, options: { secondParcel: boolean; takeOver: boolean }) =>
              deps.warehouse?.claimEarly({ tenantId: scope.tenantId, orderRef: ref, ...options }) ?? Promise.resolve(),
            dropEarly: (scope: DeskScope, ref: string) => deps.warehouse?.dropEarly(scope.tenantId, ref),
          }
        : {}),
    });
    this.weighOnScan = new WeighOnScan({
      settings: () => deps.settings.get(),
      weigher: this.weigher,
      shipper: this.shipper,
      purchases: this.purchases,
      journal: this.journal,
    });
    this.scanner = new Scanner({
      weighOnScan: this.weighOnScan,
      journal: this.journal,
      scope: () => this.scope(),
      printing,
      reprintLabel: (id, target, options) => workflow.reprint(id, target, options),
      labelFile: (labelId) => workflow.labelFile(labelId),
      generateAndPrintDace: (shipmentId, tipo) => workflow.generateAndPrintDace(shipmentId, tipo),
      now: deps.now,
    });
    const batchStore = new BatchStore(this.db);
    this.runner = new BatchRunner({
      store: batchStore,
      journal: this.journal,
      audit: this.recorder,
      apiFor: deps.apiFor,
      workflow,
      printing,
      onProgress: deps.onBatchProgress,
      logger: log,
    });
    this.batches = new BatchService({
      store: batchStore,
      runner: this.runner,
      journal: this.journal,
      purchases: this.purchases,
      presets: this.presets,
      printing,
      strictMode: () => deps.settings.get().strictMode,
      locale,
      recipient: (key): ShipmentAddress => entryAddress(book().get('recipient', key)),
      weigher: this.weigher,
      scaleConfigured: () => deps.scale.current().kind !== 'none',
    });
  }

  /** Sender and recipient from the chosen loja's address book (default sender from the server when needed). */
  parties(): Parties {
    return partiesFrom(() => this.deps.addressBook.current(), this.deps.api);
  }

  /** Whose draft the page reads and writes now: the logged-in account on this server, in its loja. */
  draftOwner(): DraftOwner | null {
    const state = this.deps.session.state();
    return state.status === 'logged-in' && state.email && state.tenantId
      ? { server: this.deps.server, email: state.email, tenantId: state.tenantId }
      : null;
  }

  /** The (server, loja) the operator works in now, or null before a loja is chosen. */
  scope(): DeskScope | null {
    const state = this.deps.session.state();
    return state.status === 'logged-in' && state.tenantId
      ? { server: this.deps.server, tenantId: state.tenantId }
      : null;
  }

  close(): void {
    this.purchaseNotes.close();
    this.held.close();
    this.runner.close();
    this.db.close();
  }

  /**
   * A label bought through the workflow (one-key, the ship screen, a batch row, a resume after a
   * crash): the journal learns its tracking code and the audit its charge, from the workflow's
   * own record.
   */
  emissionProgressed(event: EmissionProgress): void {
    this.purchaseNotes.progressed(event);
  }

  /** A bought label's file was asked for: the moment its purchase is noted (see PurchaseNotes). */
  labelFileAsked(label: { shipmentId: string; labelId: string }): void {
    this.purchaseNotes.fileAsked(label);
  }

  /**
   * A shipment made on the ship screen or by one key goes into the journal, or is held while
   * desk.db's lock is held elsewhere: its order reference stays in memory meanwhile (claimOrder
   * reads it). Another failure goes on to the caller, the reference kept all the same.
   */
  shipmentCreated(scope: DeskScope, shipment: NewShipment): void {
    this.unjournalled.created(scope, shipment);
  }

  /** What the journal knows of a shipment's order, for the unsettled purchases list. */
  orderOf(shipmentId: string): OrderFacts | undefined {
    const entry = this.journal.get(shipmentId);
    return (
      entry && {
        quotedPriceCents: entry.quotedPriceCents,
        externalRef: entry.externalRef,
        recipientName: entry.recipientName,
      }
    );
  }

  /** The operator's money decision on an unsettled purchase goes to the audit log before it is acted on. */
  emissionDecided({ decision, record, at }: OperatorDecision): void {
    this.recorder.decision({
      outcome: decision,
      tenantId: record.tenantId,
      shipmentId: record.shipmentId,
      at,
      priceCents: record.priceCents,
      trackingCode: record.trackingCode,
      labelId: record.labelId,
    });
  }

  /**
   * Start-up: this desk's charges the audit log never saw printed, handed to the workflow, which
   * writes back as its own purchase each one workflow.db and the print queue both lost.
   */
  reconcileCharges(): RecoveredCharge[] {
    const from = (this.deps.now ?? Date.now)() - RECONCILE_DAYS * 24 * 3600_000;
    const { server } = this.deps;
    return this.deps.workflow.recoverFromAudit([
      ...this.audit.unprintedCharges(server, from),
      ...this.audit.unsettledIntents(server, from),
    ]);
  }

  /**
   * The workflow is about to send a purchase: the audit's witness of it, on the disk when the
   * promise resolves (see AuditStore.intent). While desk.db's lock is held elsewhere it is held
   * in memory and written once the lock is gone; the promise rejects at once (the workflow logs it
   * and goes on: workflow.db holds its own intent durably).
   */
  purchaseIntent({ shipmentId, tenantId }: { shipmentId: string; tenantId: string }): Promise<void> {
    let onDisk: Promise<void> | undefined;
    this.held.write(`purchase intent of shipment ${shipmentId}`, () => {
      onDisk = this.audit.intent(this.deps.server, tenantId, shipmentId);
      // Written late (held), nobody awaits its flush: the commit stands, and the next flush takes it.
      onDisk.catch(() => undefined);
    });
    return onDisk ?? Promise.reject(new Error('desk.db is locked by another program: the intent is held in memory'));
  }

  /**
   * Before a fresh purchase's intent (the workflow's ClaimOrder): one purchase per order on this
   * station, whichever window, key or batch asks (an order bought, maybe charged, or being
   * claimed right now is refused unless another parcel is asked for), then the warehouse
   * journal's claim. A shipment without an order reference has nothing to claim.
   */
  async claimOrder({
    shipmentId,
    tenantId,
    options,
  }: {
    shipmentId: string;
    tenantId: string;
    options: { allowSameRef?: boolean; takeOver?: boolean; warehouseDownConfirmed?: boolean };
  }): Promise<(began: boolean) => void> {
    const ref = this.unjournalled.orderRefOf(shipmentId);
    if (!ref) return () => undefined;
    const scope = { server: this.deps.server, tenantId };
    const second = options.allowSameRef === true;
    const key = `${scope.server}|${tenantId}|${fold(ref)}${second ? `|${shipmentId}` : ''}`;
    if (!second) {
      const other = this.claiming.get(key);
      if (other && other !== shipmentId)
        throw new Failure('held-elsewhere', said('desk.orderInFlightHere', { ref }), { field: 'externalRef' });
      this.purchases.check(scope, ref, { allowSameRef: false });
    }
    // Synchronously with the checks above: a second window's purchase of this order, asking in the
    // same turn or while the warehouse answers, finds this one.
    this.claiming.set(key, shipmentId);
    try {
      await this.deps.warehouse?.claim({
        tenantId,
        orderRef: ref,
        shipmentId,
        secondParcel: second,
        ...(options.takeOver ? { takeOver: true } : {}),
        ...(options.warehouseDownConfirmed ? { warehouseDownConfirmed: true } : {}),
      });
    } catch (error) {
      this.claiming.delete(key);
      throw error;
    }
    // Once the intent is written, workflow.db holds the purchase and the gate reads it from there.
    return (began) => {
      this.claiming.delete(key);
      if (!began) this.deps.warehouse?.follow(shipmentId, 'released');
    };
  }

  /** Every print job, whoever queued it, is audited once it is done or failed. */
  printJobChanged(job: PrintJob): void {
    const { shipmentId: labelOf } = job.document;
    const record = labelOf && job.document.kind === 'label' ? this.deps.workflow.status(labelOf)?.record : undefined;
    const anyway = Boolean(record?.printAnywayAt) && job.key === `label:${record?.labelId}`;
    // The job, who and when as they are now: a held write is made later (the queue moves on).
    const [jobNow, seen] = [{ ...job }, this.recorder.seenNow()];
    if (job.status === 'done' || job.status === 'failed')
      this.held.write(`audit of print job ${job.id}`, () => this.recorder.printJob(jobNow, anyway, seen));
    const { shipmentId, kind } = job.document;
    if (shipmentId && job.status === 'done' && job.key?.startsWith('dace:'))
      this.held.write(`DACE of shipment ${shipmentId}`, () =>
        this.journal.daceSeen(shipmentId, kind === 'dace-thermal' ? 'T' : 'R'),
      );
  }

  /** A loja became the one the operator works in (login, restore, switch): its unfinished batches go on. */
  lojaActivated(tenantId: string): void {
    this.batches.resumeUnfinished({ server: this.deps.server, tenantId });
  }

  /** Logged out: take no new rows (the API would refuse them); they resume at the next login. */
  loggedOut(): void {
    this.runner.stopAll();
  }
}
