// Settings → Armazém (issue 27): where the warehouse's PostgreSQL is (host, port, database, user),
// the role's password (written once to the OS keychain through main, never shown again or kept in
// the page), TLS (verify-full with the CA that signed the server's certificate, or off for a
// database on this very computer), what a purchase does while the database is down (strict
// refuses, lenient asks the operator), and this desk's name. Saving tries the database once and
// shows what came of it; "Desligar" makes this a desk that works alone again.
import './warehouse.css';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { warehouseConfigSchema, type WarehouseConfig } from '../../../../electron/shared/warehouse';
import { useStore, useStoreFields } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { Panel } from '../../ui/Panel';
import { Segmented } from '../../ui/Segmented';
import { WarehouseStatusLine } from './WarehouseStatusLine';

type FieldName = 'host' | 'port' | 'database' | 'user' | 'tls' | 'caFile';
const FIELDS: readonly FieldName[] = ['host', 'port', 'database', 'user', 'tls', 'caFile'];

interface Form {
  host: string;
  port: string;
  database: string;
  user: string;
  tls: WarehouseConfig['tls'];
  caFile: string;
  whenDown: WarehouseConfig['whenDown'];
}

const formOf = (config: WarehouseConfig | null | undefined): Form => ({
  host: config?.host ?? '',
  port: String(config?.port ?? 5432),
  database: config?.database ?? '',
  user: config?.user ?? '',
  tls: config?.tls ?? 'verify-full',
  caFile: config?.caFile ?? '',
  whenDown: config?.whenDown ?? 'strict',
});

/** The form as the setting main keeps, or which fields the shared schema refuses (the first problem of each). */
function checked(form: Form): { ok: true; config: WarehouseConfig } | { ok: false; fields: FieldName[] } {
  const port = form.port.trim();
  const parsed = warehouseConfigSchema.safeParse({
    host: form.host,
    port: /^\d+$/.test(port) ? Number(port) : Number.NaN,
    database: form.database,
    user: form.user,
    tls: form.tls,
    caFile: form.tls === 'verify-full' ? form.caFile.trim() || null : null,
    whenDown: form.whenDown,
  });
  if (parsed.success) return { ok: true, config: parsed.data };
  const named = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return { ok: false, fields: FIELDS.filter((field) => named.has(field)) };
}

export function WarehouseSettings() {
  const { t } = useTranslation();
  const saved = useStore((s) => s.settingsView?.settings.warehouse ?? null);
  const workstationName = useStore((s) => s.settingsView?.settings.workstationName ?? '');
  const { warehouseStatus, warehouseBusy, warehouseError, warehouseSavedAt, configureWarehouse, updateSettings } =
    useStoreFields(
      'warehouseStatus',
      'warehouseBusy',
      'warehouseError',
      'warehouseSavedAt',
      'configureWarehouse',
      'updateSettings',
    );
  const [form, setForm] = useState<Form>(() => formOf(saved));
  const [deskName, setDeskName] = useState(workstationName);
  // Write-only: typed here, sent once to main (the keychain), then forgotten.
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldName[]>([]);

  // The name is one setting with the server panel's field: whichever saved it, both show it.
  const [nameShown, setNameShown] = useState(workstationName);
  if (nameShown !== workstationName) {
    setNameShown(workstationName);
    setDeskName(workstationName);
  }

  const edit = (patch: Partial<Form>) => {
    setForm((before) => ({ ...before, ...patch }));
    setProblems([]);
  };
  const errorOf = (field: FieldName) => (problems.includes(field) ? t(`warehouse.settings.invalid.${field}`) : null);
  /** Where the database is, field by field: its words, value, refusal and example follow from its name. */
  const whereField = (field: 'host' | 'port' | 'database' | 'user') => ({
    label: t(`warehouse.settings.${field}`),
    value: form[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => edit({ [field]: e.target.value }),
    error: errorOf(field),
    example: t(`errors.examples.${field}`),
    name: `warehouse-${field}`,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = checked(form);
    if (!result.ok) return setProblems(result.fields);
    const name = deskName.trim();
    if (name !== workstationName && !(await updateSettings({ workstationName: name }))) return;
    const status = await configureWarehouse(result.config, password || undefined);
    if (status) setPassword('');
  };

  const turnOff = async () => {
    if (await configureWarehouse(null)) {
      setPassword('');
      setProblems([]);
    }
  };

  return (
    <Panel titleId="warehouse-title" title={t('warehouse.settings.title')} testId="warehouse-settings" body={false}>
      <form className="body stack warehouse-form" onSubmit={(event) => void save(event)} noValidate>
        {warehouseStatus ? <WarehouseStatusLine status={warehouseStatus} /> : null}
        <p className="faint small">{t('warehouse.settings.intro')}</p>
        <div className="warehouse-where">
          <Field {...whereField('host')} autoComplete="off" spellCheck={false} />
          <Field {...whereField('port')} inputMode="numeric" className="warehouse-port" />
        </div>
        <div className="grid3">
          <Field {...whereField('database')} autoComplete="off" spellCheck={false} />
          <Field {...whereField('user')} autoComplete="off" spellCheck={false} />
          <Field
            label={t('warehouse.settings.password')}
            hint={t(saved ? 'warehouse.settings.passwordKept' : 'warehouse.settings.passwordHint')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            type="password"
            name="warehouse-password"
            autoComplete="new-password"
          />
        </div>
        <div className="grid2 warehouse-modes">
          <div className="stack">
            <Segmented<WarehouseConfig['tls']>
              label={t('warehouse.settings.tls')}
              value={form.tls}
              options={[
                { value: 'verify-full', label: t('warehouse.settings.tlsVerify') },
                { value: 'off', label: t('warehouse.settings.tlsOff') },
              ]}
              onChange={(tls) => edit({ tls })}
              testId="warehouse-tls"
            />
            {errorOf('tls') ? (
              <span className="field-error" role="alert" data-testid="warehouse-tls-error">
                {errorOf('tls')}
              </span>
            ) : (
              <span className="faint small">
                {t(form.tls === 'off' ? 'warehouse.settings.tlsOffHint' : 'warehouse.settings.tlsVerifyHint')}
              </span>
            )}
          </div>
          <div className="stack">
            <Segmented<WarehouseConfig['whenDown']>
              label={t('warehouse.settings.whenDown')}
              value={form.whenDown}
              options={[
                { value: 'strict', label: t('warehouse.settings.strict') },
                { value: 'lenient', label: t('warehouse.settings.lenient') },
              ]}
              onChange={(whenDown) => edit({ whenDown })}
              testId="warehouse-when-down"
            />
            <span className="faint small">{t(`warehouse.settings.${form.whenDown}Hint`)}</span>
          </div>
        </div>
        {form.tls === 'verify-full' ? (
          <Field
            label={t('warehouse.settings.caFile')}
            hint={t('warehouse.settings.caFileHint')}
            value={form.caFile}
            onChange={(e) => edit({ caFile: e.target.value })}
            error={errorOf('caFile')}
            example={t('errors.examples.caFile')}
            name="warehouse-ca-file"
            mono
            spellCheck={false}
          />
        ) : null}
        <Field
          label={t('warehouse.settings.desk')}
          hint={t('warehouse.settings.deskHint')}
          value={deskName}
          onChange={(e) => setDeskName(e.target.value)}
          name="warehouse-desk"
          maxLength={100}
          // Empty, main names the desk after the computer: the name the other desks read then.
          placeholder={warehouseStatus?.desk}
        />
        {warehouseError ? <ErrorNotice error={warehouseError} testId="warehouse-error" /> : null}
        {warehouseSavedAt && !warehouseBusy && !warehouseError ? (
          <p className="small ok-text" role="status" data-testid="warehouse-saved">
            {t(saved ? 'warehouse.settings.saved' : 'warehouse.settings.turnedOff')}
          </p>
        ) : null}
        <div className="form-actions">
          {saved ? (
            <button
              type="button"
              className="btn"
              disabled={warehouseBusy}
              onClick={() => void turnOff()}
              data-testid="warehouse-off"
            >
              {t('warehouse.settings.turnOff')}
            </button>
          ) : null}
          <button type="submit" className="btn primary" disabled={warehouseBusy} data-testid="warehouse-save">
            {warehouseBusy ? t('warehouse.settings.connecting') : t('warehouse.settings.save')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
