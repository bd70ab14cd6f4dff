// What a batch is called in the list and over its rows: its file's name; when another batch of
// the loja has the same name (the same file imported twice, or two untitled), the import time
// (to the second) tells them apart, as the operator knows them: "pedidos.csv (importado às 15:35:05)".
import type { TFunction } from 'i18next';
import type { BatchSummaryView } from '../../../../electron/shared/desk';
import { currentLanguage } from '../../i18n';
import { formatTime } from '../../lib/format';

type Named = Pick<BatchSummaryView, 'batchId' | 'fileName' | 'createdAt'>;

export function batchName(batch: Named, batches: readonly Named[], t: TFunction): string {
  const name = batch.fileName ?? t('batch.untitled');
  const twin = batches.some((b) => b.batchId !== batch.batchId && b.fileName === batch.fileName);
  if (!twin) return name;
  return t('batch.nameAt', { name, time: formatTime(batch.createdAt, currentLanguage(), { seconds: true }) });
}
