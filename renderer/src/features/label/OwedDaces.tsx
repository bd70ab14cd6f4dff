// DACEs owed (labels:owed-daces): a purchase whose label is queued and whose DACE, printed apart,
// never reached the printer (a kill between the two, or a resume's print of it that failed while
// nobody was looking). One line each, with its button, until it is printed, and under it why its
// last print failed (main's words, kept with the owed record); a failure of its button is said in
// words in that line, and the line stays; when the line leaves (printed elsewhere), its notice
// goes with it. Main's `owed-dace` event reads the list again (stationEvents.ts). Part of the
// unsettled list (UnsettledList.tsx).
import { useTranslation } from 'react-i18next';
import { useStoreFields } from '../../app/store';
import { say } from '../../i18n';
import { ErrorNotice } from '../../ui/ErrorNotice';

export function OwedDaces() {
  const { t } = useTranslation();
  const {
    owedDaces: owed,
    printingOwedDace: printing,
    owedDaceError: error,
    printOwedDace,
  } = useStoreFields('owedDaces', 'printingOwedDace', 'owedDaceError', 'printOwedDace');
  if (owed.length === 0) return null;
  return (
    <ul className="unsettled-list">
      {owed.map((row) => (
        <li key={row.shipmentId} data-testid="owed-dace">
          <div className="unsettled-line">
            <span data-testid="owed-dace-line">
              {t('labels.owedDace.line', {
                shipment: row.externalRef ?? row.trackingCode ?? row.shipmentId.slice(0, 8),
              })}
            </span>
            <span className="spacer" />
            <button
              type="button"
              className="btn small"
              disabled={printing}
              aria-busy={printing}
              onClick={() => void printOwedDace(row.shipmentId)}
              data-testid="owed-dace-print"
            >
              {t('labels.owedDace.print')}
            </button>
          </div>
          {row.reason ? (
            <div className="faint small" data-testid="owed-dace-reason">
              {t('labels.owedDace.reason', { reason: say(row.reason, t) })}
            </div>
          ) : null}
          {error?.shipmentId === row.shipmentId ? <ErrorNotice error={error.error} /> : null}
        </li>
      ))}
    </ul>
  );
}
