// What detection found for a printer (its label language and resolution, and where that was
// read: a CUPS or Windows driver, or the printer's own ~HI answer), shown beside the profile the
// operator confirmed or is editing, with one click to take it. Nothing detected: no line.
// Beside it, the label size proposed next to the label the station prints (issue 29.1): for a
// driver printer, the page its driver offers nearest to the label, never the driver's default.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DetectedProfileView } from '../../../../electron/shared/printing';
import { currentLanguage } from '../../i18n';
import { formatDecimal } from '../../lib/numbers';

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

/**
 * "Etiqueta proposta: 101,6 × 152,4 mm, a página do driver mais próxima da etiqueta de 100 × 150
 * mm que a estação imprime." in the operator's language and decimal comma.
 */
export function describeProposedMedia(detected: DetectedProfileView, t: TFunction): string {
  const mm = (value: number) => formatDecimal(value, currentLanguage());
  const { widthMm, heightMm } = detected.profile.media;
  const { label } = detected.media;
  return t(`settings.profile.proposedMedia.${detected.media.from === 'driver-page' ? 'driverPage' : 'label'}`, {
    width: mm(widthMm),
    height: mm(heightMm),
    labelWidth: mm(label.widthMm),
    labelHeight: mm(label.heightMm),
  });
}

/** What a profile (confirmed, or typed in the form) says, as the detected line compares it. */
export interface ComparedProfile {
  language: string;
  dpi: string | number;
  widthMm: string | number;
  heightMm: string | number;
}

/** Whether the detected media is the driver's page: then it is taken with the language and dpi. */
export const takesDetectedMedia = (detected: DetectedProfileView) => detected.media.from === 'driver-page';

/**
 * Whether what was detected differs from what is confirmed (or typed): the language, the
 * resolution, and the label size when it is the page the driver prints on. A raw printer's label
 * size is the roll the operator measured, so it is not compared.
 */
export function differsFrom(detected: DetectedProfileView, current: ComparedProfile): boolean {
  const { profile } = detected;
  const number = (value: string | number) => Number(String(value).replace(',', '.'));
  const mediaDiffers =
    takesDetectedMedia(detected) &&
    (number(current.widthMm) !== profile.media.widthMm || number(current.heightMm) !== profile.media.heightMm);
  return profile.language !== current.language || String(profile.dpi) !== String(current.dpi) || mediaDiffers;
}

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
    <>
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
      <ProposedMedia detected={detected} testId={`${testId}-media`} />
    </>
  );
}

/** The proposed label size next to the label's, before anything is saved. */
export function ProposedMedia({ detected, testId }: { detected: DetectedProfileView | null; testId: string }) {
  const { t } = useTranslation();
  if (!detected) return null;
  return (
    <p className="small" data-testid={testId}>
      {describeProposedMedia(detected, t)}
    </p>
  );
}
