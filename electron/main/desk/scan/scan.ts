// Scan-to-print. A keyboard-wedge scanner types the code and Enter; the text is trimmed and
// compared case-folded with this desk's journal (externalRef first, then tracking code).
// A known, bought shipment is reprinted (an explicit reprint through the workflow, plus its
// DACE); a known one without a label says so; anything else is a new order.
//
// Repeats: a scanner fires twice when the operator's hand lingers, and a reprint costs a label
// roll, so the same text while its reprint is still under way, or within `windowMs` (2 s) of the
// scan that printed (counted from when that reprint was done: a slow server does not eat the
// window), is answered `repeat-ignored` and prints nothing. A scan after the window is a
// deliberate request and prints again. Beyond that, every reprint goes through the workflow's
// guard (issue 29, item 5): a label a copy of which came out less than a minute ago is refused
// until the operator answers "print another copy" (the scan sent again with `anotherCopy`), and a
// scan seconds after a reprint of the same label (by its other code, a button) prints nothing more.
//
// Weigh on scan: with the setting on and the ship screen's shipment sent along, an order without a
// label (new, or created and never bought) is weighed on the scale and shipped (weigh-on-scan.ts).
import { randomUUID } from 'node:crypto';
import type { OneKeyShipInput, ScanResult } from '../../../shared/desk';
import type { TipoDace } from '../../../shared/contract';
import { Failure, toStationError } from '../../ipc';
import {
  describeTarget,
  printFailure,
  toPrintJobView,
  type ContentType,
  type PrinterTarget,
  type PrintJob,
  type Printing,
} from '../../printing';
import { REPRINT_KEY } from '../audit/audit-recorder';
import { toJournalView, type JournalEntry, type JournalStore } from '../journal/journal-store';
import { said } from '../../../shared/messages';
import { fold, requireScope, type DeskScope } from '../scope';
import type { Reprint, ReprintOptions } from '../../workflow';
import { REPRINT_SAME_REQUEST_MS } from '../../../shared/workflow';
import type { WeighOnScan } from './weigh-on-scan';

export const SCAN_REPEAT_WINDOW_MS = 2_000;
const TRACKING_CODE = /^[A-Z]{2}\d{9}[A-Z]{2}$/i;

export interface ScanDeps {
  journal: JournalStore;
  scope(): DeskScope | null;
  printing: Pick<Printing, 'queue' | 'printRouted' | 'profiles'>;
  /** The workflow's explicit reprint from the print history (asked first for a label printed moments ago). */
  reprintLabel(id: string, target?: PrinterTarget, options?: ReprintOptions): Reprint;
  /** The label file again from the server (when history no longer has its bytes). */
  labelFile(labelId: string): Promise<{ contentType: ContentType; bytes: Uint8Array }>;
  generateAndPrintDace(shipmentId: string, tipo: TipoDace): Promise<{ printJob: PrintJob }>;
  /** Weigh on scan, when the station has a scale side (absent: scans never weigh). */
  weighOnScan?: Pick<WeighOnScan, 'enabled' | 'weighAndShip'>;
  windowMs?: number;
  now?: () => number;
}

export class Scanner {
  private readonly recent = new Map<string, number>();
  private readonly inFlight = new Set<string>();
  /** Labels being downloaded again (older than the print history), by label and printer. */
  private readonly refetching = new Map<string, Promise<Reprint>>();
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(private readonly deps: ScanDeps) {
    this.windowMs = deps.windowMs ?? SCAN_REPEAT_WINDOW_MS;
    this.now = deps.now ?? Date.now;
  }

  /**
   * `ship`: the ship screen's shipment, for weigh on scan (ignored while it is off); `anotherCopy`:
   * the operator's answer to a label printed moments ago.
   */
  async scan(
    rawText: string,
    target?: PrinterTarget,
    ship?: OneKeyShipInput,
    options: ReprintOptions = {},
  ): Promise<ScanResult> {
    const text = rawText.trim();
    if (!text) throw new Failure('validation', said('desk.scanEmpty'), { field: 'text' });
    const scope = requireScope(this.deps.scope());
    const key = `${scope.server}|${scope.tenantId}|${fold(text)}`;
    const now = this.now();
    for (const [k, at] of this.recent) if (now - at >= this.windowMs) this.recent.delete(k);
    if (this.recent.has(key) || this.inFlight.has(key))
      return { kind: 'repeat-ignored', text, windowMs: this.windowMs };
    this.recent.set(key, now);
    this.inFlight.add(key);
    try {
      const result = await this.lookUpAndPrint(scope, text, target, ship, options);
      this.recent.set(key, this.now());
      return result;
    } catch (error) {
      // A failed reprint is not a repeat: the operator may scan again at once (and a reprint asked
      // first is sent again at once with the answer).
      this.recent.delete(key);
      throw error;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async lookUpAndPrint(
    scope: DeskScope,
    text: string,
    target: PrinterTarget | undefined,
    ship: OneKeyShipInput | undefined,
    options: ReprintOptions,
  ): Promise<ScanResult> {
    const { journal, weighOnScan } = this.deps;
    const byRef = journal.byExternalRef(scope, text);
    const byCode = byRef.length === 0 ? journal.byTrackingCode(scope, text) : [];
    const matchedBy = byRef.length > 0 ? 'externalRef' : 'trackingCode';
    const entry = byRef[0] ?? byCode[0];
    // An order without a label, scanned while weighing on scan: weigh it and ship it. (A created,
    // never bought shipment is left: creating is free, and this parcel is weighed anew.)
    const labelled = entry?.status === 'bought' && entry.labelId;
    if (ship && weighOnScan?.enabled() && !labelled && (!entry || matchedBy === 'externalRef'))
      return weighOnScan.weighAndShip(scope, text, ship);
    if (!entry) return { kind: 'new-order', externalRef: text, looksLikeTrackingCode: TRACKING_CODE.test(text) };
    if (entry.status !== 'bought' || !entry.labelId)
      return { kind: 'not-bought', matchedBy, shipment: toJournalView(entry) };
    const reprint = await this.reprintLabel(entry, target, options);
    // A reprint of this label asked for seconds ago (its other code, a button) answers this scan.
    if (!reprint.printedNow) return { kind: 'repeat-ignored', text, windowMs: REPRINT_SAME_REQUEST_MS };
    const label = reprint.job;
    return {
      kind: 'reprinted',
      matchedBy,
      shipment: toJournalView(entry),
      label: toPrintJobView(label),
      dace: await this.reprintDace(entry, label),
    };
  }

  private async reprintLabel(
    entry: JournalEntry,
    target: PrinterTarget | undefined,
    options: ReprintOptions,
  ): Promise<Reprint> {
    const labelId = entry.labelId as string;
    try {
      return this.deps.reprintLabel(labelId, target, options);
    } catch (error) {
      if (!(error instanceof Failure) || error.kind !== 'not-found') throw error;
    }
    // Older than the print history keeps: fetch the label again (the server keeps it) and queue
    // it as a reprint. The guard cannot see a twin here until the copy is queued, after the
    // download: two requests at once (the order's reference and its tracking code scanned
    // together) would both download and both print. So one flight a label and printer: the second
    // joins the first, download included, and is answered by its copy, as the guard answers a twin.
    const flight = `${labelId}|${target ? describeTarget(target) : 'routed'}`;
    const running = this.refetching.get(flight);
    if (running) return { job: (await running).job, printedNow: false };
    const refetch = this.refetchLabel(entry, labelId, target).finally(() => this.refetching.delete(flight));
    this.refetching.set(flight, refetch);
    return refetch;
  }

  /** The label downloaded again and queued as a reprint: its key is unique, so it prints exactly this once. */
  private async refetchLabel(
    entry: JournalEntry,
    labelId: string,
    target: PrinterTarget | undefined,
  ): Promise<Reprint> {
    const file = await this.deps.labelFile(labelId);
    const document = {
      key: `${REPRINT_KEY}${labelId}:${randomUUID()}`,
      contentType: file.contentType,
      bytes: file.bytes,
      shipmentId: entry.shipmentId,
      labelId,
    };
    const queued = target
      ? this.deps.printing.queue.enqueue({
          key: document.key,
          target,
          bytes: file.bytes,
          document: { kind: 'label', contentType: file.contentType, shipmentId: entry.shipmentId, labelId },
        })
      : this.deps.printing.printRouted('label', document);
    if (!queued.ok) throw printFailure(queued.error, 'desk.labelNotResent');
    return { job: queued.value.job, printedNow: true };
  }

  private async reprintDace(
    entry: JournalEntry,
    label: PrintJob,
  ): Promise<Extract<ScanResult, { kind: 'reprinted' }>['dace']> {
    const { queue } = this.deps.printing;
    const original = queue
      .list(1_000)
      .find(
        (job) =>
          job.document.shipmentId === entry.shipmentId &&
          (job.document.kind === 'dace-thermal' || job.document.kind === 'dace-pdf') &&
          job.reprintOf === null,
      );
    try {
      // A thermal DACE kept as ZPL whose printer now speaks another language (the Zebra gave way
      // to an Argox): the summarized DACE is generated for it (the workflow's printableDaceType),
      // never the ZPL sent only to be refused.
      if (original && (await this.zplItCannotRead(original))) return await this.generateDace(entry.shipmentId, 'T');
      if (original) {
        const again = queue.reprint(original.id);
        if (!again.ok) throw printFailure(again.error, 'desk.daceNotReprinted');
        return { status: 'reprinted', job: toPrintJobView(again.value) };
      }
      if (!entry.dace) return null;
      // A thermal DACE printed on the label's own ZPL job came out again with the label.
      if (entry.dace === 'T' && label.document.contentType === 'application/zpl') return { status: 'with-label' };
      // Not in the history any more: generating it again costs nothing and prints the same declaration.
      return await this.generateDace(entry.shipmentId, entry.dace);
    } catch (error) {
      return { status: 'failed', error: toStationError(error) };
    }
  }

  private async generateDace(shipmentId: string, tipo: TipoDace) {
    const printed = await this.deps.generateAndPrintDace(shipmentId, tipo);
    return { status: 'reprinted' as const, job: toPrintJobView(printed.printJob) };
  }

  /** A thermal DACE job kept as ZPL, on a printer that (now) speaks another language. */
  private async zplItCannotRead(job: PrintJob): Promise<boolean> {
    return job.document.contentType === 'application/zpl' && !(await this.deps.printing.profiles.readsZpl(job.target));
  }
}
