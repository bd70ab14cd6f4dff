// Beside a reprint refused because the first copy is still held on that printer (issue 17: it
// would come out with the reprint, two labels): the two ways on. "Cancelar a cópia retida" asks
// main to cancel it, which answers only once the print system confirmed it gone (then a reprint
// there prints one label); "Enviar para outra impressora" takes the operator to that select,
// whose send moves the held copy (cancelled on the first printer before).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, useStoreFields } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** The id of the history's "send to another printer" select (PrintHistory). */
export const OTHER_PRINTER_ID = 'other-printer';

export function HeldCopyActions({ shipmentId, printerId }: { shipmentId: string; printerId?: string | undefined }) {
  const { t } = useTranslation();
  const { cancelHeldCopy } = useStoreFields('cancelHeldCopy');
  const [working, setWorking] = useState(false);
  return (
    <div className="row" data-testid="held-copy-actions">
      <button
        type="button"
        className="btn small"
        disabled={working}
        onClick={() => {
          setWorking(true);
          void cancelHeldCopy(shipmentId, printerId).finally(() => setWorking(false));
        }}
        data-testid="cancel-held-copy"
      >
        {t('labels.cancelHeld')}
      </button>
      <button
        type="button"
        className="btn small"
        onClick={() => document.getElementById(OTHER_PRINTER_ID)?.focus()}
        data-testid="focus-other-printer"
      >
        {t('labels.sendTo')}
      </button>
    </div>
  );
}

/** What cancelling the held copy answered: done (reprint now), or why not (the reprint stays refused). */
export function HeldCopyResult() {
  const { t } = useTranslation();
  const result = useStore((s) => s.heldCopyResult);
  if (!result) return null;
  if (!result.ok) return <ErrorNotice error={result.error} compact testId="held-copy-error" />;
  return (
    <p className="small ok-text" role="status" data-testid="held-copy-cancelled">
      {t('labels.heldCancelled', { printer: result.job.printer })}
    </p>
  );
}
