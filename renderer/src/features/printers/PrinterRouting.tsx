// Which printer each document kind goes to, a test page for each, each chosen printer's profile
// (a raw one asks for it), and network printers typed in by address (a thermal printer on port
// 9100 needs no driver, but needs a profile).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationError } from '../../bridge';
import { station } from '../../app/station';
import { useStore } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { PrinterProfilePanel } from './PrinterProfilePanel';
import { ROUTED_KINDS } from './source';
import { SelectField } from '../../ui/SelectField';

export function PrinterRouting() {
  const { t } = useTranslation();
  const routing = useStore((s) => s.settingsView?.settings.printers);
  const updateSettings = useStore((s) => s.updateSettings);
  const { printers, printersLoaded, printersError, testPrints, testPrint, loadPrinters } = useStore();
  const [address, setAddress] = useState('');
  const [addError, setAddError] = useState<StationError | null>(null);
  if (!routing) return null;

  const addNetwork = async (event: FormEvent) => {
    event.preventDefault();
    if (!address.trim()) return;
    const result = await station().printers.addNetwork({ address: address.trim() });
    if (!result.ok) return setAddError(result.error);
    setAddError(null);
    setAddress('');
    await loadPrinters();
  };

  return (
    <div className="printer-routing">
      {printersError ? (
        <ErrorNotice error={printersError} compact actions={{ retry: () => void loadPrinters() }} />
      ) : null}
      {ROUTED_KINDS.map((kind) => {
        const current = routing[kind];
        const test = testPrints[kind];
        return (
          <div className="printer-row" key={kind}>
            <SelectField
              id={`printer-${kind}`}
              label={t(`settings.printerFor.${kind}`)}
              value={current ?? ''}
              disabled={!printersLoaded}
              onChange={(e) => void updateSettings({ printers: { [kind]: e.target.value || null } })}
              data-testid={`printer-${kind}`}
            >
              <option value="">{kind === 'daceThermal' ? t('settings.sameAsLabel') : t('settings.printerNone')}</option>
              {current && !printers.some((p) => p.id === current) ? <option value={current}>{current}</option> : null}
              {printers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.description ? `${p.name} — ${p.description}` : p.name}
                  {p.isDefault ? ` (${t('settings.systemDefault')})` : ''}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              className="btn small"
              disabled={!current || test?.status === 'printing'}
              onClick={() => current && void testPrint(kind, current)}
              data-testid={`test-print-${kind}`}
            >
              {test?.status === 'printing' ? t('settings.testPrinting') : t('settings.testPrint')}
            </button>
            {test?.status === 'done' ? (
              <span className="small ok-text" role="status">
                {t('settings.testDone')}
              </span>
            ) : null}
            {test?.status === 'error' && test.error ? <ErrorNotice error={test.error} compact /> : null}
            {current ? <PrinterProfilePanel key={current} printerId={current} kind={kind} /> : null}
          </div>
        );
      })}
      <form className="row" onSubmit={addNetwork}>
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
    </div>
  );
}
