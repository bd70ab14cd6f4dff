// Settings of this station: server (training mode or the company's API), printers per document
// kind with a test page, strict mode, the scale, the warehouse journal, language and the station's
// name; and of the loja: its rate rule (with this desk's confirmation mode) and its package
// presets: two pages, each 1366×768.
import './settings.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedApiBaseUrl } from '../../../../electron/shared/ipc';
import { useStore, useStoreFields } from '../../app/store';
import type { Language } from '../../i18n';
import type { SettingsTab } from './settingsSlice';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { Segmented } from '../../ui/Segmented';
import { activeLoja, lojaName } from '../auth';
import { PresetSettings } from '../presets';
import { PrinterRouting } from '../printers';
import { RuleSettings } from '../rules';
import { ScaleSettings } from '../scale';
import { Panel } from '../../ui/Panel';
import { WarehouseSettings } from '../warehouse';

export function SettingsScreen() {
  const { t } = useTranslation();
  const view = useStore((s) => s.settingsView);
  const busy = useStore((s) => s.settingsBusy);
  const error = useStore((s) => s.settingsError);
  const savedAt = useStore((s) => s.settingsSavedAt);
  const { updateSettings, loadPrinters, ruleView, settingsTab } = useStoreFields(
    'updateSettings',
    'loadPrinters',
    'ruleView',
    'settingsTab',
  );
  const setSettingsTab = useStore((s) => s.openSettings);
  const loja = useStore((s) => activeLoja(s.session));
  const settings = view?.settings;
  const [mode, setMode] = useState<'training' | 'real'>(settings?.apiBaseUrl ? 'real' : 'training');
  const [url, setUrl] = useState(settings?.apiBaseUrl ?? '');
  const [workstation, setWorkstation] = useState(settings?.workstationName ?? '');
  const [urlError, setUrlError] = useState<string | null>(null);

  useEffect(() => {
    void loadPrinters();
  }, [loadPrinters]);

  // A status line says what the operator just did here: none carried in from before, none kept after.
  const clearSettingsStatus = useStore((s) => s.clearSettingsStatus);
  useEffect(() => {
    clearSettingsStatus();
    return clearSettingsStatus;
  }, [clearSettingsStatus]);

  // The station's name is also the warehouse's desk name (its panel saves it too): once saved
  // there, this field shows it (React's way to follow a changed value, during render).
  const savedName = settings?.workstationName ?? '';
  const [nameShown, setNameShown] = useState(savedName);
  if (nameShown !== savedName) {
    setNameShown(savedName);
    setWorkstation(savedName);
  }

  if (!view || !settings) return <p className="muted pad">{t('app.loading')}</p>;

  const saveServer = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'real' && !isAllowedApiBaseUrl(url.trim())) return setUrlError(t('settings.invalidUrl'));
    setUrlError(null);
    void updateSettings({ apiBaseUrl: mode === 'real' ? url.trim() : null, workstationName: workstation.trim() });
  };

  const tabs: Array<{ tab: SettingsTab; label: string }> = [
    { tab: 'station', label: t('settings.tabStation') },
    { tab: 'loja', label: t('settings.tabLoja', { loja: loja ? lojaName(loja) : '' }) },
  ];

  return (
    <div className="settings-page">
      <h1 className="sr-only">{t('settings.title')}</h1>
      <div role="tablist" aria-label={t('settings.title')} className="subtabs">
        {tabs.map(({ tab, label }) => (
          <button
            key={tab}
            role="tab"
            type="button"
            aria-selected={settingsTab === tab}
            onClick={() => setSettingsTab(tab)}
            data-testid={`settings-tab-${tab}`}
          >
            {label}
          </button>
        ))}
      </div>
      {settingsTab === 'loja' ? (
        <div className="settings-screen loja-settings">
          <Panel titleId="rule-title" title={t('rule.title')} testId="rule-panel">
            {ruleView ? (
              <RuleSettings key={JSON.stringify(ruleView.rule)} rule={ruleView.rule} />
            ) : (
              <p className="muted small">{t('app.loading')}</p>
            )}
          </Panel>
          <Panel titleId="presets-title" title={t('presets.title')} testId="presets-panel">
            <PresetSettings />
          </Panel>
        </div>
      ) : (
        <div className="settings-screen">
          <Panel titleId="server-title" title={t('settings.server')} body={false}>
            <form className="body" onSubmit={saveServer}>
              <div className="radios" role="radiogroup" aria-labelledby="server-title">
                {(['training', 'real'] as const).map((server) => (
                  <label key={server} className="check">
                    <input
                      type="radio"
                      name="server"
                      checked={mode === server}
                      onChange={() => setMode(server)}
                      autoFocus={mode === server}
                    />{' '}
                    {t(`settings.${server}`)}
                  </label>
                ))}
              </div>
              {mode === 'real' ? (
                <Field
                  label={t('settings.apiUrl')}
                  hint={t('settings.apiUrlHint')}
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  error={urlError}
                  example={t('errors.examples.url')}
                  type="url"
                  name="apiBaseUrl"
                />
              ) : null}
              <Field
                label={t('settings.workstation')}
                value={workstation}
                onChange={(e) => setWorkstation(e.target.value)}
                name="workstation"
              />
              <p className="faint small" data-testid="active-api">
                {t(view.training ? 'settings.activeTraining' : 'settings.active', { url: view.activeApiBaseUrl })}
              </p>
              {view.restartRequired ? (
                <div className="notice warn" role="status">
                  {t('settings.restart')}
                </div>
              ) : null}
              <div className="form-actions">
                <button type="submit" className="btn primary" disabled={busy}>
                  {busy ? t('settings.saving') : t('settings.save')}
                </button>
              </div>
            </form>
          </Panel>
          <Panel titleId="printers-title" title={t('settings.printers')}>
            <PrinterRouting />
            <label className="check">
              <input
                type="checkbox"
                checked={settings.strictMode}
                onChange={(e) => void updateSettings({ strictMode: e.target.checked })}
              />
              {t('settings.strict')}
            </label>
            <p className="faint small">{t('settings.strictHint')}</p>
          </Panel>
          <ScaleSettings />
          <WarehouseSettings />
          <Panel titleId="language-title" title={t('settings.language')}>
            <Segmented<Language>
              label={t('settings.language')}
              hideLabel
              value={settings.language}
              options={[
                { value: 'pt-BR', label: 'Português (Brasil)' },
                { value: 'en', label: 'English' },
              ]}
              onChange={(language) => void updateSettings({ language })}
              testId="language"
            />
          </Panel>
          {error ? <ErrorNotice error={error} /> : null}
          {savedAt ? (
            <p className="small ok-text" role="status">
              {t('settings.saved')}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
