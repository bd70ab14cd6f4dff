// A label held because another desk bought it (issue 15.5): the operator sees when the server
// confirmed that other purchase and decides whether a copy comes out here. Printing it silently
// would put a second label on a box that may already carry one; main holds it until this answer.
import { useTranslation } from 'react-i18next';
import type { StationError } from '../../bridge';
import { useStore } from '../../app/store';

export function PrintAnywayButton({ error, shipmentId }: { error: StationError; shipmentId: string | undefined }) {
  const { t } = useTranslation();
  const printAnyway = useStore((s) => s.printAnyway);
  if (error.kind !== 'bought-elsewhere' || !shipmentId) return null;
  // HH:MM on the desk's clock, as main said it in the held label's message.
  const at = error.said.key === 'workflow.boughtElsewhere' ? error.said.params?.at : undefined;
  return (
    <div className="actions">
      <button
        type="button"
        className="btn small danger"
        onClick={() => void printAnyway(shipmentId)}
        data-testid="print-anyway"
      >
        {typeof at === 'string' ? t('labels.printAnywayAt', { at }) : t('labels.printAnyway')}
      </button>
    </div>
  );
}
