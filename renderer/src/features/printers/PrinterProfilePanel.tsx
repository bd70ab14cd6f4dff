// A printer's profile (issue 16.1, 16.5): language, resolution, media, darkness, speed, offsets
// and rotation. A raw printer (network, CUPS raw queue) prints nothing without one, so for it the
// form opens by itself, filled with what the printer or its driver said about itself (main's
// detection), and the operator confirms it. The calibration label is the test page: the operator
// measures its 50 mm square and rulers, then fixes the offsets or the rotation here.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationError } from '../../bridge';
import { station } from '../../app/station';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PRINTER_DPIS, PRINTER_LANGUAGES, type PrinterProfile } from '../../../../electron/shared/printer-profile';
import type { DetectedProfileView } from '../../../../electron/shared/workflow';

interface Props {
  printerId: string;
  /** For test ids and labels: the routed kind this panel sits under. */
  kind: string;
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
};

const toDraft = (p: PrinterProfile): Draft => ({
  language: p.language,
  dpi: String(p.dpi),
  widthMm: String(p.media.widthMm),
  heightMm: String(p.media.heightMm),
  sensing: p.media.sensing,
  darkness: p.darkness === undefined ? '' : String(p.darkness),
  speed: p.speed === undefined ? '' : String(p.speed),
  xMm: String(p.offsets.xMm),
  yMm: String(p.offsets.yMm),
  rotation: String(p.rotation),
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
  };
}

export function PrinterProfilePanel({ printerId, kind }: Props) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<PrinterProfile | null>(null);
  const [needsProfile, setNeedsProfile] = useState(false);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [detected, setDetected] = useState<DetectedProfileView | null>(null);
  const [error, setError] = useState<StationError | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'printing' | 'printed'>('idle');

  useEffect(() => {
    // A new printer remounts this panel (key={printerId}), so its state starts fresh.
    let live = true;
    void (async () => {
      const result = await station().printers.profile({ printerId });
      if (!live) return;
      if (!result.ok) return setError(result.error);
      setProfile(result.value.profile);
      setNeedsProfile(result.value.needsProfile);
      if (result.value.profile) return setDraft(toDraft(result.value.profile));
      if (!result.value.needsProfile) return;
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
    if (!draft) return;
    setStatus('saving');
    const result = await station().printers.setProfile({ printerId, profile: fromDraft(draft) });
    if (!result.ok) {
      setStatus('idle');
      return setError(result.error);
    }
    setError(null);
    setProfile(result.value.profile);
    setNeedsProfile(result.value.needsProfile);
    setStatus('saved');
    setOpen(false);
  };

  const calibrate = async () => {
    setStatus('printing');
    const result = await station().printers.test({ printerId });
    setStatus(result.ok ? 'printed' : 'idle');
    setError(result.ok ? null : result.error);
  };

  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => (d ? { ...d, [field]: event.target.value } : d));
  const id = (field: string) => `profile-${kind}-${field}`;

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
            width: profile.media.widthMm,
            height: profile.media.heightMm,
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
      {open && !draft ? <p className="small">{t('settings.profile.detecting')}</p> : null}
      {open && draft ? (
        <form className="profile-form" onSubmit={save} aria-label={t('settings.profile.title')}>
          {detected && detected.source !== 'none' ? (
            <p className="small" role="status">
              {t(`settings.profile.detected.${detected.source}`, { model: detected.model ?? '' })}
            </p>
          ) : null}
          <div className="row">
            <div className="field">
              <label htmlFor={id('language')}>{t('settings.profile.language')}</label>
              <select id={id('language')} className="input" value={draft.language} onChange={set('language')}>
                {PRINTER_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`settings.profile.languages.${language}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={id('dpi')}>{t('settings.profile.dpi')}</label>
              <select id={id('dpi')} className="input" value={draft.dpi} onChange={set('dpi')}>
                {PRINTER_DPIS.map((dpi) => (
                  <option key={dpi} value={String(dpi)}>
                    {dpi} dpi
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={id('width')}>{t('settings.profile.width')}</label>
              <input
                id={id('width')}
                className="input"
                inputMode="decimal"
                value={draft.widthMm}
                onChange={set('widthMm')}
              />
            </div>
            <div className="field">
              <label htmlFor={id('height')}>{t('settings.profile.height')}</label>
              <input
                id={id('height')}
                className="input"
                inputMode="decimal"
                value={draft.heightMm}
                onChange={set('heightMm')}
              />
            </div>
            <div className="field">
              <label htmlFor={id('sensing')}>{t('settings.profile.sensing')}</label>
              <select id={id('sensing')} className="input" value={draft.sensing} onChange={set('sensing')}>
                {(['gap', 'mark', 'continuous'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`settings.profile.sensings.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="row">
            <div className="field">
              <label htmlFor={id('darkness')}>{t('settings.profile.darkness')}</label>
              <input
                id={id('darkness')}
                className="input"
                inputMode="numeric"
                value={draft.darkness}
                onChange={set('darkness')}
              />
            </div>
            <div className="field">
              <label htmlFor={id('speed')}>{t('settings.profile.speed')}</label>
              <input
                id={id('speed')}
                className="input"
                inputMode="numeric"
                value={draft.speed}
                onChange={set('speed')}
              />
            </div>
            <div className="field">
              <label htmlFor={id('x')}>{t('settings.profile.offsetX')}</label>
              <input id={id('x')} className="input" inputMode="decimal" value={draft.xMm} onChange={set('xMm')} />
            </div>
            <div className="field">
              <label htmlFor={id('y')}>{t('settings.profile.offsetY')}</label>
              <input id={id('y')} className="input" inputMode="decimal" value={draft.yMm} onChange={set('yMm')} />
            </div>
            <div className="field">
              <label htmlFor={id('rotation')}>{t('settings.profile.rotation')}</label>
              <select id={id('rotation')} className="input" value={draft.rotation} onChange={set('rotation')}>
                {['0', '90', '180', '270'].map((r) => (
                  <option key={r} value={r}>
                    {r}°
                  </option>
                ))}
              </select>
            </div>
          </div>
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
