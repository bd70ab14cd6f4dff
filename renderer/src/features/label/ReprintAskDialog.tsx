// "Impressa há 4 s — imprimir outra cópia?" (issue 29, item 5). Main refuses a reprint of a label
// that came out (or is coming out) less than a minute ago until the operator answers; this dialog
// is that question, whichever way the reprint was asked for (the buy panel's button, the history,
// a scan of the tracking code or the order, F9's "Reimprimir"). "Não imprimir" has the focus: a
// stray Enter (a scanner's, typing into the dialog) keeps the roll, and Esc says the same.
import { useTranslation } from 'react-i18next';
import { useStore, useStoreFields } from '../../app/store';
import { say } from '../../i18n';
import { Dialog } from '../../ui/Dialog';

export function ReprintAskDialog() {
  const { t } = useTranslation();
  const { reprintAsk, answerAnotherCopy } = useStoreFields('reprintAsk', 'answerAnotherCopy');
  const history = useStore((s) => s.history);
  if (!reprintAsk) return null;
  const via = reprintAsk.via;
  const code =
    via.kind === 'labels' ? (history.find((r) => r.shipmentId === via.shipmentId)?.trackingCode ?? null) : null;
  return (
    <Dialog
      title={say(reprintAsk.said, t)}
      onClose={() => void answerAnotherCopy(false)}
      testId="reprint-ask"
      textOnly
      footer={
        <>
          <button
            type="button"
            className="btn"
            onClick={() => void answerAnotherCopy(false)}
            data-autofocus
            data-testid="reprint-ask-keep"
          >
            {t('paper.anotherCopy.keep')}
          </button>
          <button
            type="button"
            className="btn primary"
            onClick={() => void answerAnotherCopy(true)}
            data-testid="reprint-ask-print"
          >
            {t('paper.anotherCopy.print')}
          </button>
        </>
      }
    >
      <p>{t('paper.anotherCopy.body')}</p>
      <p className="small muted mono" data-testid="reprint-ask-what">
        {via.kind === 'scan'
          ? t('paper.anotherCopy.scanned', { text: via.text.trim() })
          : code
            ? t('paper.anotherCopy.label', { code })
            : null}
      </p>
    </Dialog>
  );
}
