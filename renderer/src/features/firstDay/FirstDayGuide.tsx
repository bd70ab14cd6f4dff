// The first-day guide (issue 29.6), shown in place of the ship screen at a desk with no label
// printer: choose the label printer, confirm its profile, print a test label, then where the
// shortcuts are. Each step does what Settings does (the same routing, profile panel and test
// page), so what the guide sets up is what Settings shows afterwards.
import './firstDay.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS, type Shortcut } from '../../lib/shortcuts';
import { useStore, useStoreFields } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SelectField } from '../../ui/SelectField';
import { NetworkPrinterForm, PrinterProfilePanel, printerNameOf, printerOptionText } from '../printers';
import { TestLabelStatus, useFollowedJob } from './TestLabelStatus';

const STEPS = ['printer', 'profile', 'test', 'shortcuts'] as const;
type Step = (typeof STEPS)[number];

/** The shortcuts the last step shows (the overlay behind ? lists them all). */
const FIRST_SHORTCUTS: ReadonlyArray<Shortcut['help']> = ['help', 'scan', 'screens', 'preset', 'buy', 'oneKey', 'next'];

export function FirstDayGuide() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('printer');
  const [profileReady, setProfileReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { printers, printersLoaded, printersError, loadPrinters, testPrints, testPrint, endFirstDay } = useStoreFields(
    'printers',
    'printersLoaded',
    'printersError',
    'loadPrinters',
    'testPrints',
    'testPrint',
    'endFirstDay',
  );
  const { updateSettings, settingsError } = useStoreFields('updateSettings', 'settingsError');
  const labelPrinter = useStore((s) => s.settingsView?.settings.printers.label ?? null);
  const printerName = labelPrinter ? printerNameOf(printers, labelPrinter) : '';
  const test = testPrints.label;
  // The test label's print job as the queue reports it: the guide goes on once the printer took it.
  const testJob = useFollowedJob(test?.status === 'done' ? test.job : undefined);
  const index = STEPS.indexOf(step);

  useEffect(() => {
    void loadPrinters();
  }, [loadPrinters]);

  // Each step's heading takes the focus (the first one as the guide opens), so a screen reader
  // says where the operator is and Tab goes on from there.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const go = (to: Step) => setStep(to);
  const choose = (printerId: string) => {
    setProfileReady(false);
    void updateSettings({ printers: { label: printerId || null } });
  };
  const canGoOn: Record<Step, boolean> = {
    printer: labelPrinter !== null,
    profile: profileReady,
    test: testJob?.status === 'done',
    shortcuts: true,
  };

  return (
    <div className="first-day" data-testid="first-day-guide">
      <div className="first-day-card">
        <header className="first-day-head">
          <h1>{t('firstDay.title')}</h1>
          <p>{t('firstDay.intro')}</p>
        </header>
        <ol className="first-day-steps" aria-label={t('firstDay.stepsLabel')}>
          {STEPS.map((s, i) => (
            <li
              key={s}
              className={i < index ? 'done' : i === index ? 'current' : undefined}
              aria-current={i === index ? 'step' : undefined}
            >
              <span className="first-day-number" aria-hidden="true">
                {i < index ? '✓' : i + 1}
              </span>
              {t(`firstDay.steps.${s}`)}
              {i < index ? <span className="sr-only"> ({t('firstDay.done')})</span> : null}
            </li>
          ))}
        </ol>

        <section className="first-day-step" aria-labelledby="first-day-step-title" data-step={step}>
          <p className="small muted">{t('firstDay.stepOf', { n: index + 1, total: STEPS.length })}</p>
          <h2 id="first-day-step-title" ref={heading} tabIndex={-1}>
            {t(`firstDay.${step}.title`)}
          </h2>
          <p>{t(`firstDay.${step}.body`)}</p>

          {step === 'printer' ? (
            <>
              {printersError ? (
                <ErrorNotice error={printersError} compact actions={{ retry: () => void loadPrinters() }} />
              ) : null}
              <SelectField
                id="first-day-printer"
                label={t('firstDay.printer.label')}
                value={labelPrinter ?? ''}
                disabled={!printersLoaded}
                onChange={(e) => choose(e.target.value)}
                data-testid="first-day-printer"
              >
                <option value="">
                  {printersLoaded ? t('firstDay.printer.choose') : t('firstDay.printer.looking')}
                </option>
                {labelPrinter && !printers.some((p) => p.id === labelPrinter) ? (
                  <option value={labelPrinter}>{printerName}</option>
                ) : null}
                {printers.map((p) => (
                  <option key={p.id} value={p.id}>
                    {printerOptionText(p, t)}
                  </option>
                ))}
              </SelectField>
              {printersLoaded && !printersError && printers.length === 0 ? (
                <p className="notice warn" role="status">
                  {t('firstDay.printer.empty')}
                </p>
              ) : null}
              {labelPrinter ? (
                <p className="small ok-text" role="status">
                  {t('firstDay.printer.chosen', { name: printerName })}
                </p>
              ) : null}
              {settingsError ? <ErrorNotice error={settingsError} compact /> : null}
              <NetworkPrinterForm onAdded={choose} />
            </>
          ) : null}

          {step === 'profile' && labelPrinter ? (
            <>
              <PrinterProfilePanel key={labelPrinter} printerId={labelPrinter} kind="label" onReady={setProfileReady} />
              <p className={`small ${profileReady ? 'ok-text' : 'muted'}`} role="status">
                {profileReady ? t('firstDay.profile.ready') : t('firstDay.profile.waiting')}
              </p>
            </>
          ) : null}

          {step === 'test' && labelPrinter ? (
            <>
              <div className="actions">
                <button
                  type="button"
                  className="btn primary"
                  disabled={test?.status === 'printing'}
                  onClick={() => void testPrint('label', labelPrinter)}
                  data-testid="first-day-test-print"
                >
                  {test?.status === 'printing' ? t('firstDay.test.printing') : t('firstDay.test.print')}
                </button>
              </div>
              {testJob ? (
                <TestLabelStatus job={testJob} onProfile={() => go('profile')} onPrinter={() => go('printer')} />
              ) : null}
              {test?.status === 'error' && test.error ? (
                <ErrorNotice error={test.error} actions={{ printers: () => go('printer') }} />
              ) : null}
            </>
          ) : null}

          {step === 'shortcuts' ? (
            <dl className="shortcut-list first-day-shortcuts">
              {FIRST_SHORTCUTS.map((help) => {
                const shortcut = SHORTCUTS.find((s) => s.help === help);
                return shortcut ? (
                  <div key={help}>
                    <dt>
                      <kbd>{shortcut.keys}</kbd>
                    </dt>
                    <dd>{t(`help.keys.${help}`)}</dd>
                  </div>
                ) : null;
              })}
            </dl>
          ) : null}
        </section>

        <footer className="first-day-foot">
          <div className="first-day-skip">
            <button type="button" className="btn ghost" onClick={endFirstDay} data-testid="first-day-skip">
              {t('firstDay.skip')}
            </button>
            <span className="small muted">{t('firstDay.skipHint')}</span>
          </div>
          {index > 0 ? (
            <button type="button" className="btn" onClick={() => go(STEPS[index - 1]!)}>
              {t('firstDay.back')}
            </button>
          ) : null}
          {step === 'shortcuts' ? (
            <button type="button" className="btn primary" onClick={endFirstDay} data-testid="first-day-start">
              {t('firstDay.shortcuts.start')}
            </button>
          ) : (
            <button
              type="button"
              className="btn primary"
              disabled={!canGoOn[step]}
              onClick={() => go(STEPS[index + 1]!)}
              data-testid="first-day-next"
            >
              {t('firstDay.next')}
            </button>
          )}
        </footer>
      </div>
    </div>
  );
}
