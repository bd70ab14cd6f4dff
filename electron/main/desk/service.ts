// The desk service (issue 8) as the station builds it: desk.db in the data folder, the journal
// and audit fed by what happens anywhere in the app (shipments created through the channel,
// emissions of the workflow, every print job), scan-to-print, presets, rules, one-key ship and
// CSV batches. Batches a crash or a logout left running resume after the next login.
import { hostname } from 'node:os';
import type { Locale, ShipmentAddress } from '../../shared/contract';
import type { BatchProgress } from '../../shared/desk';
import type { EmissionProgress, SessionState } from '../../shared/ipc';
import type { AddressBookService } from '../addressbook';
import type { ApiClient } from '../api/client';
import type { EventBus } from '../ipc/events';
import type { Logger } from '../log/logger';
import type { PrintJob } from '../printing';
import type { SettingsStore } from '../settings/settings-store';
import type { WorkflowService } from '../workflow/wiring/service';
import { AuditRecorder } from './audit/audit-recorder';
import { AuditStore } from './audit/audit-store';
import { notePurchase } from './audit/purchase';
import { BatchService } from './batch/batch-service';
import { BatchStore } from './batch/batch-store';
import type { BatchApi } from './batch/row-steps';
import { BatchRunner } from './batch/runner';
import { openDeskDb, type Db } from './db';
import { JournalStore } from './journal/journal-store';
import { PresetStore } from './presets/preset-store';
import { RuleStore } from './rules/rule-store';
import { Scanner } from './scan/scan';
import type { DeskScope } from './scope';
import { OneKeyShipper } from './ship/one-key';
import { entryAddress, partiesFrom, type Parties } from './ship/parties';
import { QuoteMemory } from './ship/quote-memory';

export interface DeskServiceDeps {
  dataDir: string;
  /** Stable server identity: 'training' in training mode, else the API base URL. */
  server: string;
  /** The client acting for the loja chosen now. */
  api: ApiClient;
  /** A client bound to one loja (a batch keeps its loja whatever the operator switches to). */
  apiFor(tenantId: string): BatchApi;
  session: { state(): SessionState };
  settings: SettingsStore;
  events: EventBus;
  logger: Logger;
  workflow: WorkflowService;
  addressBook: AddressBookService;
  /** The operator's language for the desk's words (settings' language when left out). */
  locale?: () => Locale;
}

export class DeskService {
  readonly db: Db;
  readonly journal: JournalStore;
  readonly presets: PresetStore;
  readonly rules: RuleStore;
  readonly audit: AuditStore;
  readonly recorder: AuditRecorder;
  readonly scanner: Scanner;
  readonly shipper: OneKeyShipper;
  readonly batches: BatchService;
  readonly runner: BatchRunner;
  readonly quotes = new QuoteMemory();
  private readonly stops: Array<() => void> = [];
  private resumedFor: string | null = null;

  constructor(private readonly deps: DeskServiceDeps) {
    const log = deps.logger.child('desk');
    const { workflow, printing } = deps.workflow;
    const locale = deps.locale ?? (() => deps.settings.get().language);
    this.db = openDeskDb(deps.dataDir);
    this.journal = new JournalStore(this.db);
    this.presets = new PresetStore(this.db, locale);
    this.rules = new RuleStore(this.db);
    this.audit = new AuditStore(this.db);
    this.recorder = new AuditRecorder(this.audit, this.journal, {
      server: deps.server,
      currentTenant: () => this.scope()?.tenantId ?? null,
      operator: () => deps.session.state().email,
      workstation: () => deps.settings.get().workstationName.trim() || hostname(),
    });
    const book = () => deps.addressBook.current();
    this.scanner = new Scanner({
      journal: this.journal,
      scope: () => this.scope(),
      printing,
      reprintLabel: (id, target) => workflow.reprintLabel(id, target),
      labelFile: (labelId) => workflow.labelFile(labelId),
      generateAndPrintDace: (shipmentId, tipo) => workflow.generateAndPrintDace(shipmentId, tipo),
      locale,
    });
    this.shipper = new OneKeyShipper({
      api: deps.api,
      scope: () => this.scope(),
      presets: this.presets,
      rules: this.rules,
      journal: this.journal,
      parties: () => this.parties(),
      emitAndPrint: (shipmentId, options) =>
        deps.workflow.handlers['labels:emit-and-print']({ shipmentId, ...options }),
      locale,
    });
    const batchStore = new BatchStore(this.db, locale);
    this.runner = new BatchRunner({
      store: batchStore,
      journal: this.journal,
      audit: this.recorder,
      apiFor: deps.apiFor,
      workflow,
      printing,
      onProgress: (progress: BatchProgress) => deps.events.emit('batch-progress', progress),
      logger: log,
      locale,
    });
    this.batches = new BatchService({
      store: batchStore,
      runner: this.runner,
      journal: this.journal,
      presets: this.presets,
      printing,
      strictMode: () => deps.settings.get().strictMode,
      locale,
      recipient: (key): ShipmentAddress => entryAddress(book().get('recipient', key)),
    });

    // Every print job, whoever queued it, is audited once it is done or failed.
    this.stops.push(printing.queue.onJobUpdate((job) => this.safely(log, () => this.printJobChanged(job))));
    this.stops.push(
      deps.events.subscribe((name, payload) => {
        if (name === 'emission-progress') this.safely(log, () => this.emissionProgressed(payload as EmissionProgress));
        if (name === 'session-state') this.safely(log, () => this.followSession(payload as SessionState));
      }),
    );
    this.followSession(deps.session.state());
  }

  /** Sender and recipient from the chosen loja's address book (default sender from the server when needed). */
  parties(): Parties {
    return partiesFrom(() => this.deps.addressBook.current(), this.deps.api);
  }

  /** The (server, loja) the operator works in now, or null before a loja is chosen. */
  scope(): DeskScope | null {
    const state = this.deps.session.state();
    return state.status === 'logged-in' && state.tenantId
      ? { server: this.deps.server, tenantId: state.tenantId }
      : null;
  }

  close(): void {
    this.runner.close();
    for (const stop of this.stops.splice(0)) stop();
    this.db.close();
  }

  /**
   * A label bought through the workflow (one-key, the ship screen, a batch row, a resume after a
   * crash): the journal learns its tracking code and the audit its charge, from the workflow's
   * own record.
   */
  private emissionProgressed(event: EmissionProgress): void {
    if (!event.labelId) return;
    const record = this.deps.workflow.workflow.status(event.shipmentId)?.record;
    if (record) notePurchase(this.journal, this.recorder, this.deps.server, record);
  }

  private printJobChanged(job: PrintJob): void {
    this.recorder.printJob(job);
    const { shipmentId, kind } = job.document;
    if (shipmentId && job.status === 'done' && job.key?.startsWith('dace:'))
      this.journal.daceSeen(shipmentId, kind === 'dace-thermal' ? 'T' : 'R');
  }

  private followSession(state: SessionState): void {
    const tenantId = state.status === 'logged-in' ? state.tenantId : null;
    if (!tenantId) {
      // Logged out: take no new rows (the API would refuse them); they resume at the next login.
      if (state.status === 'logged-out') this.runner.stopAll();
      this.resumedFor = null;
      return;
    }
    if (tenantId === this.resumedFor) return;
    this.resumedFor = tenantId;
    this.batches.resumeUnfinished({ server: this.deps.server, tenantId });
  }

  private safely(log: Logger, work: () => void): void {
    try {
      work();
    } catch (error) {
      log.warn('desk bookkeeping failed', { error });
    }
  }
}
