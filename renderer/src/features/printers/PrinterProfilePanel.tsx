// A printer's profile (issue 16.1, 16.5): language, resolution, media, darkness, speed, offsets
// and rotation. A raw printer (network, CUPS raw queue) prints nothing without one, so for it the
// form opens by itself, filled with what the printer or its driver said about itself (main's
// detection), and the operator confirms it. The calibration label is the test page: the operator
// measures its 50 mm square and rulers, then fixes the offsets or the rotation here.
import './printers.css';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationError } from '../../bridge';
import { station } from '../../bridge/station';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { currentLanguage } from '../../i18n';
import { formatDecimal } from '../../lib/numbers';
import { PRINTER_DPIS, PRINTER_LANGUAGES, type PrinterProfile } from '../../../../electron/shared/printer-profile';
import type { DetectedProfileView } from '../../../../electron/shared/printing';
import { DetectedLine, ProposedMedia, differsFrom, takesDetectedMedia } from './DetectedProfile';

interface Props {
  printerId: string;
  /** For test ids and labels: the routed kind this panel sits under. */
  kind: string;
  /** Told whether the printer can print as it is: its profile confirmed, or none needed (the first-day guide). */
  onReady?(ready: boolean): void;
}

type Draft = {
  language: PrinterProfile['language'];
  dpi: string;
  widthMm: string;
  heightMm: string;
  sensing: PrinterProfile['media']['sensing'];
  darkness: string;
  speed: string;
  xMm: string;
  yMm: string;
  rotation: string;
  scaleToFit: boolean;
};

/** The fields typed or chosen as text (the check box is set on its own). */
type TextField = Exclude<keyof Draft, 'scaleToFit'>;

/** Millimetres as the operator reads and types them: "101,6" in pt-BR, "101.6" in en. */
const mmText = (value: number) => formatDecimal(value, currentLanguage());

const toDraft = (p: PrinterProfile): Draft => ({
  language: p.language,
  dpi: String(p.dpi),
  widthMm: mmText(p.media.widthMm),
  heightMm: mmText(p.media.heightMm),
  sensing: p.media.sensing,
  darkness: p.darkness === undefined ? '' : String(p.darkness),
  speed: p.speed === undefined ? '' : String(p.speed),
  xMm: mmText(p.offsets.xMm),
  yMm: mmText(p.offsets.yMm),
  rotation: String(p.rotation),
  scaleToFit: p.scaleToFit === true,
});

const num = (text: string) => Number(text.replace(',', '.'));

function fromDraft(d: Draft): PrinterProfile {
  return {
    language: d.language,
    dpi: num(d.dpi) as PrinterProfile['dpi'],
    media: { widthMm: num(d.widthMm), heightMm: num(d.heightMm), sensing: d.sensing },
    ...(d.darkness.trim() === '' ? {} : { darkness: num(d.darkness) }),
    ...(d.speed.trim() === '' ? {} : { speed: num(d.speed) }),
    offsets: { xMm: num(d.xMm || '0'), yMm: num(d.yMm || '0') },
    rotation: num(d.rotation) as PrinterProfile['rotation'],
    ...(d.scaleToFit ? { scaleToFit: true } : {}),
  };
}

export function PrinterProfilePanel({ printerId, kind, onReady }: Props) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<PrinterProfile | null>(null);
  const [needsProfile, setNeedsProfile] = useState(false);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [detected, setDetected] = useState<DetectedProfileView | null>(null);
  const [error, setError] = useState<StationError | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'printing' | 'printed'>('idle');
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  useEffect(() => {
    // A new printer remounts this panel (key={printerId}), so its state starts fresh.
    let live = true;
    void (async () => {
      const result = await station().printers.profile({ printerId });
      if (!live) return;
      if (!result.ok) return setError(result.error);
      setProfile(result.value.profile);
      setNeedsProfile(result.value.needsProfile);
      ready.current?.(result.value.profile !== null || !result.value.needsProfile);
      if (result.value.profile) setDraft(toDraft(result.value.profile));
      if (result.value.profile || !result.value.needsProfile) {
        // Shown beside the confirmed choice, one click to take; a printer that cannot be asked
        // now (off, unreachable) simply shows no line: its confirmed profile still prints.
        const found = await station().printers.detect({ printerId });
        if (live && found.ok) setDetected(found.value);
        return;
      }
      // A raw printer without a profile: ask it (or its driver) what it is, then ask the operator.
      setOpen(true);
      const found = await station().printers.detect({ printerId });
      if (!live) return;
      if (found.ok) {
        setDetected(found.value);
        setDraft(toDraft(found.value.profile));
      } else setError(found.error);
    })();
    return () => {
      live = false;
    };
  }, [printerId]);

  const edit = async () => {
    setOpen(true);
    if (draft) return;
    const found = await station().printers.detect({ printerId });
    if (found.ok) {
      setDetected(found.value);
      setDraft(toDraft(found.value.profile));
    } else setError(found.error);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft) await store(fromDraft(draft));
  };

  /**
   * The detected language and resolution, saved in one click: into the confirmed profile (its
   * offsets and rotation kept: the operator measured them; its label size too, unless the
   * proposal is the page the printer's driver prints on: a driver page the station did not match
   * to the label, such as the driver's default, prints the label cut), or the whole proposal for
   * a printer without one.
   */
  const takeDetected = async () => {
    if (!detected) return;
    const { language, dpi, media } = detected.profile;
    const taken = profile
      ? {
          ...profile,
          language,
          dpi,
          ...(takesDetectedMedia(detected)
            ? { media: { ...profile.media, widthMm: media.widthMm, heightMm: media.heightMm } }
            : {}),
        }
      : detected.profile;
    setDraft(toDraft(taken));
    await store(taken);
  };

  /** The detected values into the open form (the same ones takeDetected saves). */
  const fillDetected = () =>
    setDraft((d) => {
      if (!d || !detected) return d;
      const { language, dpi, media } = detected.profile;
      const size = takesDetectedMedia(detected)
        ? { widthMm: mmText(media.widthMm), heightMm: mmText(media.heightMm) }
        : {};
      return { ...d, language, dpi: String(dpi), ...size };
    });

  const store = async (chosen: PrinterProfile) => {
    setStatus('saving');
    const result = await station().printers.setProfile({ printerId, profile: chosen });
    if (!result.ok) {
      setStatus('idle');
      return setError(result.error);
    }
    setError(null);
    setProfile(result.value.profile);
    setNeedsProfile(result.value.needsProfile);
    ready.current?.(result.value.profile !== null || !result.value.needsProfile);
    setStatus('saved');
    setOpen(false);
  };

  const calibrate = async () => {
    setStatus('printing');
    const result = await station().printers.test({ printerId });
    setStatus(result.ok ? 'printed' : 'idle');
    setError(result.ok ? null : result.error);
  };

  const set = (field: TextField) => (event: { target: { value: string } }) =>
    setDraft((d) => (d ? { ...d, [field]: event.target.value } : d));
  const id = (field: string) => `profile-${kind}-${field}`;
  /** One labelled input or select of the form; `name` makes its id. */
  const labelled = (name: string, label: string, control: ReactNode) => (
    <div className="field">
      <label htmlFor={id(name)}>{label}</label>
      {control}
    </div>
  );
  const input = (name: string, label: string, field: TextField, inputMode: 'decimal' | 'numeric') =>
    labelled(
      name,
      label,
      <input id={id(name)} className="input" inputMode={inputMode} value={draft?.[field]} onChange={set(field)} />,
    );
  const select = <V extends string>(
    name: string,
    label: string,
    field: TextField,
    values: readonly V[],
    text: (value: V) => string,
  ) =>
    labelled(
      name,
      label,
      <select id={id(name)} className="input" value={draft?.[field]} onChange={set(field)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </select>,
    );

  return (
    <div className="printer-profile" data-testid={`printer-profile-${kind}`}>
      {needsProfile && !profile ? (
        <p className="small warn-text" role="alert">
          {t('settings.profile.needed')}
        </p>
      ) : null}
      {profile && !open ? (
        <p className="small">
          {t('settings.profile.summary', {
            language: t(`settings.profile.languages.${profile.language}`),
            dpi: profile.dpi,
            width: mmText(profile.media.widthMm),
            height: mmText(profile.media.heightMm),
          })}{' '}
          <button type="button" className="btn small" onClick={() => void edit()}>
            {t('settings.profile.edit')}
          </button>{' '}
          <button
            type="button"
            className="btn small"
            disabled={status === 'printing'}
            onClick={() => void calibrate()}
            data-testid={`calibrate-${kind}`}
          >
            {t('settings.profile.calibrate')}
          </button>
        </p>
      ) : null}
      {!profile && !needsProfile && !open ? (
        <button type="button" className="btn small" onClick={() => void edit()}>
          {t('settings.profile.add')}
        </button>
      ) : null}
      {/* After the panel's own buttons: its first button stays "change" (or "set") the profile. */}
      {!open ? (
        <DetectedLine
          detected={detected}
          differs={detected !== null && (profile === null || differsFrom(detected, { ...profile, ...profile.media }))}
          busy={status === 'saving'}
          onUse={() => void takeDetected()}
          testId={`detected-${kind}`}
        />
      ) : null}
      {open && !draft ? <p className="small">{t('settings.profile.detecting')}</p> : null}
      {open && draft ? (
        // save() says its outcome through status and error; the bridge never rejects.
        <form className="profile-form" onSubmit={(event) => void save(event)} aria-label={t('settings.profile.title')}>
          {detected && detected.source !== 'none' ? (
            <p className="small" role="status">
              {t(`settings.profile.detected.${detected.source}`, { model: detected.model ?? '' })}
            </p>
          ) : null}
          <DetectedLine
            detected={detected}
            differs={detected !== null && differsFrom(detected, draft)}
            onUse={fillDetected}
            testId={`detected-form-${kind}`}
          />
          {detected?.source === 'none' ? (
            <ProposedMedia detected={detected} testId={`detected-form-${kind}-media`} />
          ) : null}
          <div className="row">
            {select('language', t('settings.profile.language'), 'language', PRINTER_LANGUAGES, (language) =>
              t(`settings.profile.languages.${language}`),
            )}
            {select('dpi', t('settings.profile.dpi'), 'dpi', PRINTER_DPIS.map(String), (dpi) => `${dpi} dpi`)}
            {input('width', t('settings.profile.width'), 'widthMm', 'decimal')}
            {input('height', t('settings.profile.height'), 'heightMm', 'decimal')}
            {select('sensing', t('settings.profile.sensing'), 'sensing', ['gap', 'mark', 'continuous'] as const, (s) =>
              t(`settings.profile.sensings.${s}`),
            )}
          </div>
          <div className="row">
            {input('darkness', t('settings.profile.darkness'), 'darkness', 'numeric')}
            {input('speed', t('settings.profile.speed'), 'speed', 'numeric')}
            {input('x', t('settings.profile.offsetX'), 'xMm', 'decimal')}
            {input('y', t('settings.profile.offsetY'), 'yMm', 'decimal')}
            {select('rotation', t('settings.profile.rotation'), 'rotation', ['0', '90', '180', '270'], (r) => `${r}°`)}
          </div>
          <label className="small" htmlFor={id('scale-to-fit')}>
            <input
              id={id('scale-to-fit')}
              type="checkbox"
              checked={draft.scaleToFit}
              onChange={(event) => setDraft((d) => (d ? { ...d, scaleToFit: event.target.checked } : d))}
            />{' '}
            {t('settings.profile.scaleToFit')}
          </label>
          <p className="small">{t('settings.profile.calibrateHint')}</p>
          <button
            type="submit"
            className="btn small primary"
            disabled={status === 'saving'}
            data-testid={`profile-save-${kind}`}
          >
            {t('settings.profile.save')}
          </button>
        </form>
      ) : null}
      {status === 'saved' ? (
        <span className="small ok-text" role="status">
          {t('settings.profile.saved')}
        </span>
      ) : null}
      {status === 'printed' ? (
        <span className="small ok-text" role="status">
          {t('settings.profile.calibrationSent')}
        </span>
      ) : null}
      {error ? <ErrorNotice error={error} compact /> : null}
    </div>
  );
}
