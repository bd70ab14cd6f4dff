// The batch channels over the store and the runner: import, start, pause, resume, retry,
// status, list, discard; the checks before any money is spent; and resuming, after login,
// the batches a crash or a logout left running.
import type { Locale, ShipmentAddress } from '../../../shared/contract';
import type { BatchImportResult, BatchSummaryView, BatchView, RateRule } from '../../../shared/desk';
import { Failure } from '../../ipc';
import { printFailure, type Printing, type RoutedKind } from '../../printing';
import type { JournalStore } from '../journal/journal-store';
import type { PurchaseGate } from '../ship/purchase-gate';
import type { PresetStore } from '../presets/preset-store';
import type { ScaleWeigher } from '../weigh/scale-weigher';
import type { DeskScope } from '../scope';
import type { BatchRecord, BatchStore } from './batch-store';
import { importBatch } from './importer';
import type { BatchRunner } from './runner';
import { toBatchView, toSummaryView } from './views';
import { said } from '../../../shared/messages';

export interface BatchServiceDeps {
  store: BatchStore;
  runner: BatchRunner;
  journal: JournalStore;
  purchases: PurchaseGate;
  presets: PresetStore;
  printing: Pick<Printing, 'settings' | 'checkRoutedPrinterReady' | 'checkRoutedPrinterConfigured'>;
  strictMode(): boolean;
  locale(): Locale;
  recipient(key: string): ShipmentAddress;
  /** The desk scale's weights (Alt+W's rules: stable, fresh, settled after the last one used). */
  weigher: Pick<ScaleWeigher, 'take' | 'used'>;
  /** A scale is configured at this desk: rows without a weight are weighed here instead of refused. */
  scaleConfigured(): boolean;
}

export class BatchService {
  constructor(private readonly deps: BatchServiceDeps) {}

  import(
    scope: DeskScope,
    input: { csv: string; fileName?: string; sender: ShipmentAddress; rule: RateRule },
  ): BatchImportResult {
    const { batchId, errors } = importBatch(this.deps, scope, input);
    return { batch: this.view(scope, batchId), errors };
  }

  async start(
    scope: DeskScope,
    batchId: string,
    options: { concurrency?: number; confirmPrinterDown?: boolean } = {},
  ): Promise<BatchView> {
    const batch = this.own(scope, batchId);
    if (this.deps.runner.isRunning(batchId) && batch.state === 'running') return this.view(scope, batchId);
    await this.preflight(batchId, options.confirmPrinterDown === true);
    this.deps.runner.launch(batchId, options.concurrency);
    return this.view(scope, batchId);
  }

  pause(scope: DeskScope, batchId: string): BatchView {
    this.own(scope, batchId);
    this.deps.runner.pause(batchId);
    return this.view(scope, batchId);
  }

  async retryFailed(scope: DeskScope, batchId: string): Promise<BatchView> {
    this.own(scope, batchId);
    if (!this.deps.runner.isRunning(batchId)) await this.preflight(batchId, false);
    const retried = this.deps.runner.retryFailed(batchId);
    if (retried > 0 && !this.deps.runner.isRunning(batchId)) this.deps.runner.launch(batchId);
    return this.view(scope, batchId);
  }

  /**
   * The row waiting at the desk takes the scale's current weight. Only a stable, fresh reading
   * that settled after the last weight used is taken; anything else is refused with the scale's
   * own reason and the row keeps waiting. The reading is then spent: the same parcel resting on
   * the pan never weighs a second row.
   */
  confirmWeight(scope: DeskScope, batchId: string, index: number): BatchView {
    this.own(scope, batchId);
    if (this.deps.runner.weighingRow(batchId) !== index)
      throw new Failure('station-refused', said('desk.batchNotWeighing'));
    const take = this.deps.weigher.take();
    if (!take.ok) throw new Failure('scale', said(take.messageKey));
    this.deps.weigher.used(take.reading);
    this.deps.runner.confirmWeight(batchId, index, take.reading);
    return this.view(scope, batchId);
  }

  status(scope: DeskScope, batchId: string): BatchView {
    return this.view(scope, batchId);
  }

  list(scope: DeskScope): BatchSummaryView[] {
    return this.deps.store
      .batches(scope)
      .map((b) => toSummaryView(this.deps.store, b, this.deps.runner.haltedBy(b.id)));
  }

  discard(scope: DeskScope, batchId: string): BatchSummaryView[] {
    const batch = this.own(scope, batchId);
    if (batch.state !== 'ready') throw new Failure('station-refused', said('desk.batchStarted'));
    this.deps.store.discard(batchId);
    return this.list(scope);
  }

  /** After login (or a loja switch): batches a crash or a logout left running go on. */
  resumeUnfinished(scope: DeskScope): void {
    for (const batch of this.deps.store.unfinished(scope)) {
      // The operator had asked for a pause: keep it paused rather than spend on their behalf.
      if (batch.state === 'pausing') this.deps.store.setBatch(batch.id, { state: 'paused' });
      // A run still winding down after a logout is taken up again rather than left to end.
      else this.deps.runner.launch(batch.id);
    }
  }

  /**
   * Whatever makes a bought label unprintable is refused before the first purchase. Strict
   * mode's check is made here once, for the whole batch: its rows buy with `printerChecked`.
   */
  private async preflight(batchId: string, confirmPrinterDown: boolean): Promise<void> {
    const { settings } = this.deps.printing;
    if (!settings.targetFor('label')) throw new Failure('no-printer', said('desk.batchNoLabelPrinter'));
    const kinds = new Set<RoutedKind>();
    for (const row of this.deps.store.rows(batchId)) {
      if (row.plan?.tipoDace && row.state !== 'printed')
        kinds.add(row.plan.tipoDace === 'T' ? 'dace-thermal' : 'dace-pdf');
    }
    for (const kind of kinds) {
      if (!settings.targetFor(kind))
        throw new Failure(
          'no-printer',
          said(kind === 'dace-thermal' ? 'desk.batchNoThermalDacePrinter' : 'desk.batchNoPdfDacePrinter'),
        );
    }
    // A raw label printer without a profile prints no label at all: refuse in any mode.
    for (const kind of ['label', ...kinds] as RoutedKind[]) {
      const configured = await this.deps.printing.checkRoutedPrinterConfigured(kind);
      if (!configured.ok) throw printFailure(configured.error, 'workflow.printerNotReady');
    }
    if (!this.deps.strictMode() || confirmPrinterDown) return;
    const ready = await this.deps.printing.checkRoutedPrinterReady('label');
    // Strict mode: not a cent is spent on labels that cannot print now.
    if (!ready.ok) throw printFailure(ready.error, 'workflow.printerNotReady');
  }

  private own(scope: DeskScope, batchId: string): BatchRecord {
    const batch = this.deps.store.batch(batchId);
    if (!batch || batch.server !== scope.server || batch.tenantId !== scope.tenantId)
      throw new Failure('not-found', said('desk.batchGone'));
    return batch;
  }

  private view(scope: DeskScope, batchId: string): BatchView {
    return toBatchView(this.deps.store, this.own(scope, batchId), this.deps.runner.haltedBy(batchId));
  }
}
