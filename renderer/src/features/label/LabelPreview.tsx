// The bought label drawn with pdf.js on a canvas (PDF), or a note for ZPL labels (raw printer
// language, nothing to draw in a page). A PDF pdf.js cannot draw is said in the operator's words,
// pdf.js's own message under "Detalhes".
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TechnicalDetails } from '../../ui/TechnicalDetails';
import type { PreviewState } from './labelSlice';

export function LabelPreview({
  preview,
  trackingCode,
  onRetry,
}: {
  preview: PreviewState;
  trackingCode: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState<{ labelId: string } | null>(null);
  const [renderError, setRenderError] = useState<string | null>(null);

  useEffect(() => {
    if (preview.status !== 'ready' || preview.file.contentType !== 'application/pdf' || !canvas.current) return;
    let cancelled = false;
    const target = canvas.current;
    // As wide as the panel allows, and never taller than it (labels are 100 × 150 mm).
    const box = target.parentElement;
    const width = Math.max(
      160,
      Math.min((box?.clientWidth ?? 320) - 8, ((box?.parentElement?.clientHeight ?? 600) - 24) / 1.5),
    );
    import('./pdf')
      .then(({ renderPdfPage }) => renderPdfPage(preview.file.bytes, target, width))
      .then(() => {
        if (!cancelled) setRendered({ labelId: preview.labelId });
      })
      .catch((error: unknown) => {
        if (!cancelled) setRenderError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
    };
  }, [preview]);

  if (preview.status === 'loading' || preview.status === 'idle')
    return <p className="muted preview-box">{t('labels.previewLoading')}</p>;
  if (preview.status === 'error') {
    return (
      <div className="preview-box">
        <p className="faint">{t('labels.previewUnavailable')}</p>
        <ErrorNotice error={preview.error} compact actions={{ retry: onRetry }} testId="preview-error" />
      </div>
    );
  }
  if (preview.file.contentType === 'application/zpl')
    return <p className="muted preview-box">{t('labels.previewZpl')}</p>;
  return (
    <div className="preview-box">
      <canvas
        ref={canvas}
        className="label-canvas"
        role="img"
        aria-label={t('labels.previewPage', { code: trackingCode, page: 1 })}
        data-testid="label-canvas"
        data-rendered={rendered?.labelId === preview.labelId ? 'true' : 'false'}
      />
      {renderError ? (
        // pdf.js's own words (English, technical) are for support: folded under "Detalhes".
        <div data-testid="preview-not-drawn">
          <p className="field-error">{t('labels.previewNotDrawn', { save: t('labels.saveFile') })}</p>
          <TechnicalDetails lines={[renderError]} testId="preview-not-drawn-details" />
        </div>
      ) : null}
    </div>
  );
}
