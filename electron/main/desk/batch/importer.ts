// Importing a CSV: every row is checked first (columns, numbers, presets, address-book keys,
// the contract's shipment rules, repeated references, orders this desk already shipped), and
// the batch is saved with all its rows: the valid ones pending, the others failed with their
// reasons. Nothing is quoted or bought until batch-start.
import type { Locale, ShipmentAddress } from '../../../shared/contract';
import type { BatchImportResult, RateRule } from '../../../shared/desk';
import { Failure } from '../../ipc';
import type { JournalStore } from '../journal/journal-store';
import type { PresetStore } from '../presets/preset-store';
import type { PurchaseGate } from '../ship/purchase-gate';
import { fold, type DeskScope } from '../scope';
import type { BatchStore, NewRow } from './batch-store';
import { parseCsv } from './csv-columns';
import { visible } from '../../../shared/text';
import { said } from '../../../shared/messages';
import { translate } from '../../i18n';
import { planRow } from './row-plan';
import { DEFAULT_CONCURRENCY } from './run';

export interface ImportDeps {
  store: BatchStore;
  journal: JournalStore;
  purchases: PurchaseGate;
  presets: PresetStore;
  locale(): Locale;
  recipient(key: string): ShipmentAddress;
  /** A scale is configured at this desk (rows without a weight are weighed here). */
  scaleConfigured(): boolean;
}

export function importBatch(
  deps: ImportDeps,
  scope: DeskScope,
  input: { csv: string; fileName?: string; sender: ShipmentAddress; rule: RateRule },
): { batchId: string; errors: BatchImportResult['errors'] } {
  const locale = deps.locale();
  const weighAtDesk = deps.scaleConfigured();
  const parsed = parseCsv(input.csv, locale, { weighAtDesk });
  if (!parsed.ok)
    throw new Failure('validation', said('desk.csvInvalid'), {
      quoted: { source: 'checks', lines: parsed.error },
      field: 'csv',
    });
  const presets = deps.presets.list(scope);
  const seen = new Map<string, number>();
  const rows: NewRow[] = parsed.value.map((record) => {
    const planned = planRow(record, {
      locale,
      sender: input.sender,
      preset: (name) => presets.find((p) => fold(p.name) === fold(name)),
      presetNames: () => presets.map((p) => p.name),
      recipient: deps.recipient,
      weighAtDesk,
    });
    const messages = [...planned.messages];
    if (planned.externalRef) {
      const first = seen.get(fold(planned.externalRef));
      if (first !== undefined)
        messages.push(`externalRef: ${translate(said('desk.row.repeated', { line: first }), locale)}`);
      else seen.set(fold(planned.externalRef), record.line);
      // Importing the same file twice must not buy twice: an order with a label, or whose
      // purchase may have been charged and is not settled yet, is refused here (the purchase gate).
      const purchase = deps.purchases.of(scope, planned.externalRef);
      if (purchase.state === 'bought')
        messages.push(
          `externalRef: ${translate(said('desk.row.hasLabel', { tracking: purchase.entry.trackingCode ?? '?' }), locale)}`,
        );
      if (purchase.state === 'maybe-charged')
        messages.push(`externalRef: ${translate(said('desk.row.maybeCharged'), locale)}`);
    }
    return {
      line: record.line,
      externalRef: planned.externalRef,
      recipientName: planned.recipientName,
      recipientCity: planned.recipientCity,
      plan: messages.length === 0 ? planned.plan : null,
      // A control character of a cell quoted back (a BEL in weightKg) is written as its code point: <U+0007>.
      messages: messages.map(visible),
    };
  });
  const errors = rows.flatMap((row, i) =>
    row.plan
      ? []
      : [
          {
            index: i + 1,
            line: row.line,
            externalRef: row.externalRef && visible(row.externalRef),
            messages: row.messages,
          },
        ],
  );
  // A file where no row can be bought makes no batch (an empty one the operator would only have
  // to discard): it is refused as the file is, with every row's reasons, to fix and import again.
  if (errors.length === rows.length) throw nothingToBuy(errors, locale);
  const batchId = deps.store.create(
    scope,
    { fileName: input.fileName ?? null, rule: input.rule, sender: input.sender, concurrency: DEFAULT_CONCURRENCY },
    rows,
  );
  return { batchId, errors };
}

/** At most this many reasons are quoted in a refused file; the rest are counted. */
const MAX_QUOTED = 50;

function nothingToBuy(errors: BatchImportResult['errors'], locale: Locale): Failure {
  const say = (key: 'desk.row.atLine' | 'desk.row.moreLines', params: Record<string, string | number>) =>
    translate(said(key, params), locale);
  const lines = errors.flatMap((e) =>
    e.messages.map((message) => say('desk.row.atLine', { line: e.line, ref: e.externalRef ?? '—', message })),
  );
  const quoted = lines.length > MAX_QUOTED ? lines.slice(0, MAX_QUOTED) : lines;
  if (lines.length > MAX_QUOTED) quoted.push(say('desk.row.moreLines', { count: lines.length - MAX_QUOTED }));
  return new Failure('validation', said('desk.batchNothingToBuy', { count: errors.length }), {
    quoted: { source: 'checks', lines: quoted },
    field: 'csv',
  });
}
