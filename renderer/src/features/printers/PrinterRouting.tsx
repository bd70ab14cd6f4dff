// Which printer each document kind goes to, a test page for each, each chosen printer's profile
// (a raw one asks for it), and network printers typed in by address (a thermal printer on port
// 9100 needs no driver, but needs a profile).
import './printers.css';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { NetworkPrinterForm } from './NetworkPrinterForm';
import { PrinterProfilePanel } from './PrinterProfilePanel';
import { ROUTED_KINDS, type PrinterInfo } from './source';
import { SelectField } from '../../ui/SelectField';

/** A printer as a list offers it: its name, its description, and whether it is the system's default. */
export function printerOptionText(p: PrinterInfo, t: TFunction): string {
  return `${p.description ? `${p.name} — ${p.description}` : p.name}${p.isDefault ? ` (${t('settings.systemDefault')})` : ''}`;
}

/**
 * A printer as the operator knows it (its listed name, "127.0.0.1:9100" or the queue's name), also
 * for one the list does not hold (not read yet, or unreadable): the id without its kind
 * ("network:127.0.0.1:9100" is 127.0.0.1:9100), as the print queue names it in its jobs.
 */
export function printerNameOf(printers: readonly PrinterInfo[], id: string): string {
  return printers.find((p) => p.id === id)?.name ?? id.slice(id.indexOf(':') + 1);
}

export function PrinterRouting() {
  const { t } = useTranslation();
  const routing = useStore((s) => s.settingsView?.settings.printers);
  const updateSettings = useStore((s) => s.updateSettings);
  const { printers, printersLoaded, printersError, testPrints, testPrint, loadPrinters } = useStore();
  if (!routing) return null;

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
              {current && !printers.some((p) => p.id === current) ? (
                <option value={current}>{printerNameOf(printers, current)}</option>
              ) : null}
              {printers.map((p) => (
                <option key={p.id} value={p.id}>
                  {printerOptionText(p, t)}
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
      <NetworkPrinterForm />
    </div>
  );
}
