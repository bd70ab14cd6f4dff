// The desk scale in Settings (this station): no scale (a normal state: weights are typed), a serial
// port (with its maker, as the OS names it) and the protocol, baud and decimals, or a USB HID
// scale; "Detect" tries the known protocols on the chosen port and says which answered; and
// weigh on scan with the longest wait the operator accepts.
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatGrams,
  SCALE_BAUDS,
  type ScaleBaud,
  type ScaleConfig,
  type ScaleProtocol,
  type ScaleState,
} from '../../../../electron/shared/scale';
import { useStore } from '../../app/store';
import { currentLanguage, say } from '../../i18n';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { Panel } from '../../ui/Panel';

type Kind = ScaleConfig['kind'];

/** The longest wait weigh on scan takes, in whole seconds (electron/shared settings allow 3–120). */
const WAIT_SECONDS = { min: 3, max: 120 } as const;

/** The wait as typed, in seconds, or null when it is no whole number in the range. */
function waitSeconds(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const seconds = Number(text);
  return seconds >= WAIT_SECONDS.min && seconds <= WAIT_SECONDS.max ? seconds : null;
}

function describe(state: ScaleState, t: TFunction): string {
  if (state.kind !== 'reading') return say({ key: state.messageKey }, t);
  return `${formatGrams(currentLanguage(), state.grams)} · ${state.stable ? t('scaleUi.stable') : t('scaleUi.unstable')}`;
}

export function ScaleSettings() {
  const { t } = useTranslation();
  const settings = useStore((s) => s.settingsView?.settings);
  const devices = useStore((s) => s.scaleDevices);
  const state = useStore((s) => s.scaleState);
  const detected = useStore((s) => s.scaleDetect);
  const busy = useStore((s) => s.scaleBusy);
  const error = useStore((s) => s.scaleError);
  const { loadScale, configureScale, detectScale, updateSettings } = useStore();
  const saved = settings?.scale ?? { kind: 'none' };
  // The wait as typed: kept as it is, refused (with an example) while it is wrong, and saved when
  // the operator leaves the field (Enter, Tab, another screen), so "300" never saves 3 and 30 on
  // its way.
  const [waitText, setWaitText] = useState<string | null>(null);
  const shownWait = waitText ?? String(settings?.weighTimeoutS ?? 15);
  const savedWait = settings?.weighTimeoutS ?? 15;
  const saveWait = useRef(() => undefined as void);
  useEffect(() => {
    saveWait.current = () => {
      const seconds = waitText === null ? null : waitSeconds(waitText);
      if (seconds !== null && seconds !== savedWait) void updateSettings({ weighTimeoutS: seconds });
    };
  });
  useEffect(() => () => saveWait.current(), []);
  const [kind, setKind] = useState<Kind>(saved.kind);
  const [path, setPath] = useState(saved.kind === 'serial' ? saved.path : '');
  const [protocol, setProtocol] = useState<ScaleProtocol>(saved.kind === 'serial' ? saved.protocol : 'toledo');
  const [baud, setBaud] = useState<ScaleBaud>(saved.kind === 'serial' ? saved.baud : 9600);
  const [decimals, setDecimals] = useState<0 | 1 | 2 | 3>(saved.kind === 'serial' ? saved.decimals : 3);
  const [hid, setHid] = useState(saved.kind === 'hid' ? `${saved.vendorId}:${saved.productId}` : '');

  useEffect(() => {
    void loadScale();
  }, [loadScale]);

  const serialPorts = (devices ?? []).filter((d) => d.kind === 'serial');
  const hidScales = (devices ?? []).filter((d) => d.kind === 'hid');
  const config = (): ScaleConfig | null => {
    if (kind === 'none') return { kind: 'none' };
    if (kind === 'serial') return path.trim() ? { kind: 'serial', path: path.trim(), protocol, baud, decimals } : null;
    const [vendorId, productId] = hid.split(':').map(Number);
    return vendorId === undefined || productId === undefined || !hid ? null : { kind: 'hid', vendorId, productId };
  };
  const chosen = config();
  /**
   * One click after Detect: the port that was tried and the protocol and baud that answered are
   * saved and connected (the form shows them too), not merely copied into the form to save again.
   */
  const saveDetected = (port: string, found: { protocol: ScaleProtocol; baud: ScaleBaud }) => {
    setKind('serial');
    setPath(port);
    setProtocol(found.protocol);
    setBaud(found.baud);
    void configureScale({ kind: 'serial', path: port, protocol: found.protocol, baud: found.baud, decimals });
  };

  return (
    <Panel titleId="scale-title" title={t('scaleUi.settingsTitle')} testId="scale-settings" body="stack">
      <div className="grid2">
        <Choice
          label={t('scaleUi.kind')}
          testId="scale-kind"
          value={kind}
          options={[
            ['none', t('scaleUi.none')],
            ['serial', t('scaleUi.serial')],
            ['hid', t('scaleUi.hid')],
          ]}
          onChange={setKind}
        />
        {kind === 'serial' ? (
          <label className="field">
            <span>{t('scaleUi.port')}</span>
            <input
              className="input"
              list="scale-ports"
              value={path}
              onChange={(e) => setPath(e.target.value)}
              placeholder={t('scaleUi.choose')}
              data-testid="scale-port"
            />
            <datalist id="scale-ports">
              {serialPorts.map((d) => (
                <option key={d.path} value={d.path}>
                  {d.manufacturer ?? ''}
                </option>
              ))}
            </datalist>
          </label>
        ) : null}
        {kind === 'hid' ? (
          <Choice
            label={t('scaleUi.device')}
            testId="scale-hid"
            value={hid}
            options={[
              ['', t('scaleUi.choose')],
              ...hidScales.map((d): [string, string] => [
                `${d.vendorId}:${d.productId}`,
                [d.manufacturer, d.product].filter(Boolean).join(' ') || `${d.vendorId}:${d.productId}`,
              ]),
            ]}
            onChange={setHid}
          />
        ) : null}
      </div>
      {kind === 'serial' ? (
        <div className="grid3">
          <Choice
            label={t('scaleUi.protocol')}
            testId="scale-protocol"
            value={protocol}
            options={[
              ['toledo', t('scaleUi.toledo')],
              ['continuous', t('scaleUi.continuous')],
            ]}
            onChange={setProtocol}
          />
          <Choice
            label={t('scaleUi.baud')}
            testId="scale-baud"
            value={baud}
            options={SCALE_BAUDS.map((b) => [b, String(b)] as const)}
            onChange={setBaud}
          />
          <Choice
            label={t('scaleUi.decimals')}
            testId="scale-decimals"
            value={decimals}
            options={([3, 2, 1, 0] as const).map((d) => [d, String(d)] as const)}
            onChange={setDecimals}
          />
        </div>
      ) : null}
      {kind !== 'none' && devices && devices.length === 0 ? (
        <p className="faint small">{t('scaleUi.noDevices')}</p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="btn primary small"
          disabled={busy || !chosen}
          onClick={() => chosen && void configureScale(chosen)}
          data-testid="scale-save"
        >
          {t('scaleUi.save')}
        </button>
        {kind === 'serial' ? (
          <button
            type="button"
            className="btn small"
            disabled={busy || !path.trim()}
            onClick={() => void detectScale(path.trim())}
            data-testid="scale-detect"
          >
            {t('scaleUi.detect')}
          </button>
        ) : null}
        <button type="button" className="btn ghost small" onClick={() => void loadScale()} disabled={busy}>
          {t('scaleUi.refresh')}
        </button>
      </div>
      {busy ? <p className="small">{t('scaleUi.detecting')}</p> : null}
      {detected ? (
        <div className="small" role="status" data-testid="scale-detected">
          {detected.found ? (
            <>
              <strong>
                {t('scaleUi.detected', {
                  protocol: t(`scaleUi.${detected.found.protocol}`),
                  baud: detected.found.baud,
                })}
              </strong>{' '}
              {t('scaleUi.detectedReads', { reading: describe(detected.found.state, t) })}{' '}
              <button
                type="button"
                className="btn primary small"
                disabled={busy}
                onClick={() => void saveDetected(detected.path, detected.found!)}
                data-testid="scale-detect-save"
              >
                {t('scaleUi.save')}
              </button>
            </>
          ) : (
            <span>{detected.problem ? say({ key: detected.problem.messageKey }, t) : t('scaleUi.detectNothing')}</span>
          )}
          <ul className="faint">
            {detected.tried.map((a) => (
              <li key={`${a.protocol}-${a.baud}`}>
                {t(`scaleUi.${a.protocol}`)} · {a.baud}: {t(`scaleUi.heard.${a.heard}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="small" data-testid="scale-current">
        {saved.kind === 'none' || !state
          ? t('scaleUi.noneNormal')
          : t('scaleUi.current', { reading: describe(state, t) })}
      </p>
      {error ? <ErrorNotice error={error} /> : null}
      <label className="check">
        <input
          type="checkbox"
          checked={settings?.weighOnScan ?? false}
          onChange={(e) => void updateSettings({ weighOnScan: e.target.checked })}
          data-testid="weigh-on-scan"
        />
        {t('scaleUi.weighOnScan')}
      </label>
      <Field
        className="narrow"
        label={t('scaleUi.weighTimeout')}
        inputMode="numeric"
        value={shownWait}
        onChange={(e) => setWaitText(e.target.value)}
        onBlur={() => saveWait.current()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') saveWait.current();
        }}
        error={waitSeconds(shownWait) === null ? t('scaleUi.weighTimeoutRange', WAIT_SECONDS) : null}
        example="15"
        data-testid="weigh-timeout"
      />
    </Panel>
  );
}

interface ChoiceProps<V extends string | number> {
  label: string;
  testId: string;
  value: V;
  /** Each option's value and the text shown for it. */
  options: readonly (readonly [NoInfer<V>, string])[];
  onChange(value: NoInfer<V>): void;
}

/** A labelled select whose options are values of one type (a kind, a baud, a device id). */
function Choice<V extends string | number>({ label, testId, value, options, onChange }: ChoiceProps<V>) {
  const pick = (text: string) => options.find(([option]) => String(option) === text);
  return (
    <label className="field">
      <span>{label}</span>
      <select
        className="input"
        value={value}
        onChange={(e) => {
          const chosen = pick(e.target.value);
          if (chosen) onChange(chosen[0]);
        }}
        data-testid={testId}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
