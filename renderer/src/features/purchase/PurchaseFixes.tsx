// What a failed purchase offers wherever it failed (the buy panel, one key): the ways out its
// error can name, buying anyway while the printer is down, and the shipment kept to buy again.
import { useTranslation } from 'react-i18next';
import { useStoreFields } from '../../app/store';

/** The actions an ErrorNotice offers for a purchase: another loja, the printers, logging in again. */
export function usePurchaseActions() {
  const { openSettings, setLojaMenuOpen, logout } = useStoreFields('openSettings', 'setLojaMenuOpen', 'logout');
  return {
    switchLoja: () => setLojaMenuOpen(true),
    printers: () => openSettings('station'),
    login: () => void logout(),
  };
}

/** The operator's word that the label may wait for the printer: buy now, print when it is back. */
export function BuyAnywayButton({ onClick, testId }: { onClick(): void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn small" onClick={onClick} data-testid={testId}>
      {t('ship.buy.buyAnyway')}
    </button>
  );
}

/** The shipment was created and kept: buying it again never charges twice. */
export function ShipmentKept({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  return <p className="faint small">{t('ship.buy.shipmentKept', { id: shipmentId.slice(0, 8) })}</p>;
}
