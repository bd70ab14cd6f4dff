// After a reload of the window (or a restart of the app), the shipment that was being typed is
// offered back: who it was for, the weight, when it was kept. "Retomar" (focused) puts it on the
// bench; "Descartar" forgets it. Nothing is put back unasked.
import { useTranslation } from 'react-i18next';
import { useStoreFields } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';

export function DraftOffer() {
  const { t } = useTranslation();
  const { draftOffer, takeDraft, dropDraft } = useStoreFields('draftOffer', 'takeDraft', 'dropDraft');
  if (!draftOffer) return null;
  const { work, savedAt } = draftOffer;
  const recipient = (work.recipient as { summary?: { name?: string } } | null)?.summary?.name ?? null;
  const weight = (work.parcel as { weight?: string }).weight ?? '';
  return (
    <Dialog title={t('draft.title')} onClose={takeDraft} testId="draft-offer">
      <p>{t('draft.body', { time: formatDateTime(savedAt, currentLanguage()) })}</p>
      <ul className="draft-summary">
        {recipient ? <li>{t('draft.recipient', { name: recipient })}</li> : null}
        {weight ? <li>{t('draft.weight', { weight })}</li> : null}
        {work.externalRef ? <li>{t('draft.order', { ref: work.externalRef })}</li> : null}
      </ul>
      <div className="row">
        <button type="button" className="btn primary" onClick={takeDraft} data-autofocus>
          {t('draft.take')}
        </button>
        <button type="button" className="btn danger" onClick={dropDraft}>
          {t('draft.drop')}
        </button>
      </div>
    </Dialog>
  );
}
