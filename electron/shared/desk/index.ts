// Desk speed (issue 8): scan-to-print, package presets, rate rules, one-key ship, CSV batches,
// the day's summary and the audit log. The desk's channels (spread into the channel map in
// ipc.ts) and, as the one public face, the inputs and views its parts in this folder declare.
// Imports only zod and relative files.
import { z } from 'zod';
import { channel, noInput } from '../channel';
import { draftChannels } from '../draft';
import type { PrintJobView } from '../printing';
import type { WeightTake } from '../scale';
import { daySchema, id, printerId } from './fields';
import { MAX_PRESETS, presetInputSchema, type PresetView } from './presets';
import { rateRuleSchema, type RuleView } from './rules';
import type { JournalEntryView } from './journal';
import {
  checkBeforeCreateSchema,
  confirmShipInputSchema,
  oneKeyShipInputSchema,
  scanInputSchema,
  type QuoteAheadView,
  type ScanResult,
  type ShipResult,
} from './ship';
import {
  batchConfirmWeightInputSchema,
  batchImportInputSchema,
  batchStartInputSchema,
  type BatchImportResult,
  type BatchSummaryView,
  type BatchView,
} from './batch';
import { auditKindSchema, summaryWholeSchema, type AuditEntryView, type DaySummaryView } from './summary';

export { daySchema } from './fields';
export * from './presets';
export * from './rules';
export * from './journal';
export * from './ship';
export * from './batch';
export * from './summary';

const none = noInput;
const batchRef = z.strictObject({ batchId: id });
const auditFilter = { day: daySchema.optional(), kind: auditKindSchema.optional() };

export const deskChannels = {
  'desk:scan': channel(scanInputSchema).returns<ScanResult>(),

  'desk:presets': channel(none).returns<PresetView[]>(),
  'desk:preset-save': channel(presetInputSchema).returns<PresetView[]>(),
  'desk:preset-delete': channel(z.strictObject({ id })).returns<PresetView[]>(),
  /** The new order of every preset id (keys 1–9 follow it). */
  'desk:preset-reorder': channel(z.strictObject({ ids: z.array(id).max(MAX_PRESETS) })).returns<PresetView[]>(),

  'desk:rule-get': channel(none).returns<RuleView>(),
  'desk:rule-set': channel(rateRuleSchema).returns<RuleView>(),

  'desk:one-key-ship': channel(oneKeyShipInputSchema).returns<ShipResult>(),
  /**
   * The quote F9 will need, asked as soon as the ship screen has recipient, parcel and weight: the
   * key then finds it ready (main keeps it while it is good; see desk/ship/quote-ahead.ts).
   */
  'desk:quote-ahead': channel(oneKeyShipInputSchema).returns<QuoteAheadView>(),
  /**
   * Alt+W: the desk scale's current stable, fresh reading as the parcel's weight (or why not, in
   * the operator's words). Main remembers it, so the purchase made with it records the scale as
   * the weight's source (device and time) in the audit log.
   */
  'desk:take-weight': channel(none).returns<WeightTake>(),
  'desk:confirm-ship': channel(confirmShipInputSchema).returns<ShipResult>(),
  /**
   * The station's own refusals of a purchase, asked before the ship screen creates its shipment
   * (nothing is created for a purchase the station would refuse): the order bought or maybe
   * charged at this desk (unless another parcel), no label printer routed, strict mode's printer.
   */
  'desk:check-before-create': channel(checkBeforeCreateSchema).returns<{ checked: true }>(),

  'desk:batch-import': channel(batchImportInputSchema).returns<BatchImportResult>(),
  'desk:batch-start': channel(batchStartInputSchema).returns<BatchView>(),
  'desk:batch-pause': channel(batchRef).returns<BatchView>(),
  'desk:batch-resume': channel(batchRef).returns<BatchView>(),
  'desk:batch-retry-failed': channel(batchRef).returns<BatchView>(),
  'desk:batch-status': channel(batchRef).returns<BatchView>(),
  /**
   * The row waiting for its weight takes the scale's current stable, fresh reading (the same rules
   * as Alt+W and weigh on scan), kept as that row's proof of weight; the batch then goes on.
   */
  'desk:batch-confirm-weight': channel(batchConfirmWeightInputSchema).returns<BatchView>(),
  'desk:batch-list': channel(none).returns<BatchSummaryView[]>(),
  /** Drops a batch that was never started (e.g. imported with errors, to import a fixed CSV). */
  'desk:batch-discard': channel(batchRef).returns<BatchSummaryView[]>(),

  'desk:journal-recent': channel(
    z.strictObject({ limit: z.number().int().min(1).max(500).default(50) }).default({ limit: 50 }),
  ).returns<JournalEntryView[]>(),
  'desk:day-summary': channel(
    z.strictObject({ day: daySchema.optional(), whole: summaryWholeSchema.default('desk') }).default({ whole: 'desk' }),
  ).returns<DaySummaryView>(),
  'desk:day-summary-pdf': channel(
    z
      .strictObject({
        day: daySchema.optional(),
        print: z.boolean().default(false),
        printerId: printerId.optional(),
        whole: summaryWholeSchema.default('desk'),
      })
      .default({ print: false, whole: 'desk' }),
  ).returns<{ fileName: string; base64: string; printJob: PrintJobView | null }>(),

  'desk:audit-list': channel(
    z
      .strictObject({
        ...auditFilter,
        page: z.number().int().min(1).default(1),
        pageSize: z.number().int().min(1).max(500).default(50),
      })
      .default({ page: 1, pageSize: 50 }),
  ).returns<{ entries: AuditEntryView[]; total: number; page: number; pageSize: number }>(),
  'desk:audit-csv': channel(z.strictObject(auditFilter).default({})).returns<{
    fileName: string;
    csv: string;
    rows: number;
  }>(),

  ...draftChannels,
};
