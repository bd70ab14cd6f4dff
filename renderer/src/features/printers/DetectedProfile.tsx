// What detection found for a printer (its label language and resolution, and where that was
// read: a CUPS or Windows driver, or the printer's own ~HI answer), shown beside the profile the
// operator confirmed or is editing, with one click to take it. Nothing detected: no line.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DetectedProfileView } from '../../../../electron/shared/workflow';

/** "ZPL, 300 dpi (driver do CUPS 'Zebra ZPL Label Printer')" in the operator's language. */
export function describeDetected(detected: DetectedProfileView, t: TFunction): string {
  const { profile, labelLanguage, model } = detected;
  const language =
    profile.language === 'driver' && labelLanguage
      ? t('settings.profile.throughDriver', { language: t(`settings.profile.languageShort.${labelLanguage}`) })
      : t(`settings.profile.languageShort.${profile.language}`);
  const where = detected.source === 'printer' ? 'printer' : (detected.system ?? 'driver');
  const from = model
    ? t(`settings.profile.from.${where}`, { model })
    : t(`settings.profile.fromUnnamed.${where === 'printer' ? 'driver' : where}`);
  return t('settings.profile.detectedLine', { language, dpi: profile.dpi, from });
}

/** Whether the detected language or resolution differ from the ones confirmed (or typed). */
export const differsFrom = (detected: DetectedProfileView, current: { language: string; dpi: string | number }) =>
  detected.profile.language !== current.language || String(detected.profile.dpi) !== String(current.dpi);

export function DetectedLine({
  detected,
  differs,
  onUse,
  busy = false,
  testId,
}: {
  detected: DetectedProfileView | null;
  /** False when the confirmed (or typed) profile already says the same. */
  differs: boolean;
  onUse(): void;
  busy?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!detected || detected.source === 'none') return null;
  return (
    <p className="small" data-testid={testId}>
      {describeDetected(detected, t)}{' '}
      {differs ? (
        <button type="button" className="btn small" disabled={busy} onClick={onUse} data-testid={`${testId}-use`}>
          {t('settings.profile.useDetected')}
        </button>
      ) : (
        <span className="muted">· {t('settings.profile.sameAsConfirmed')}</span>
      )}
    </p>
  );
}
