// A network printer typed in by address (a thermal printer on port 9100 needs no driver, but
// needs a profile): in Settings and in the first-day guide.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationError } from '../../bridge';
import { station } from '../../bridge/station';
import { useStore } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';

/** `onAdded` gets the new printer's id once the list is read again. */
export function NetworkPrinterForm({ onAdded }: { onAdded?(printerId: string): void }) {
  const { t } = useTranslation();
  const loadPrinters = useStore((s) => s.loadPrinters);
  const [address, setAddress] = useState('');
  const [addError, setAddError] = useState<StationError | null>(null);

  const addNetwork = async (event: FormEvent) => {
    event.preventDefault();
    if (!address.trim()) return;
    const result = await station().printers.addNetwork({ address: address.trim() });
    if (!result.ok) return setAddError(result.error);
    setAddError(null);
    setAddress('');
    await loadPrinters();
    onAdded?.(result.value.id);
  };

  return (
    <>
      {/* addNetwork says its outcome through addError; the bridge never rejects, so it runs on its own. */}
      <form className="row" onSubmit={(event) => void addNetwork(event)}>
        <Field
          label={t('settings.networkPrinter')}
          hint={t('settings.networkHint')}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          name="networkPrinter"
        />
        <button type="submit" className="btn small" disabled={!address.trim()}>
          {t('settings.addPrinter')}
        </button>
      </form>
      {addError ? <ErrorNotice error={addError} compact /> : null}
    </>
  );
}
