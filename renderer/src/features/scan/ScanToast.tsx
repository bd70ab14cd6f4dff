// What the last scan did, in a notice in the screen's bottom-left corner: the label (and DACE) reprinted, the
// order without a label (buy it here), the new order, the scanner's repeat ignored, or why it
// failed. Results fade after a while; offers and errors stay until acted on or closed.
import './scan.css';
import { useEffect, useState } from 'react';
import { formatGrams } from '../../../../electron/shared/scale';
import { useTranslation } from 'react-i18next';
import type { ScanResult } from '../../../../electron/shared/desk';
import { useStore } from '../../app/store';
import { formatBRL, withLocalTimes } from '../../lib/format';
import type { ScanNotice } from './scanSlice';
import { currentLanguage, say } from '../../i18n';
import { HeldActions } from '../warehouse';
import { TechnicalDetails } from '../../ui/TechnicalDetails';

const FADE_MS = 12_000;

type Tone = 'ok' | 'info' | 'warn' | 'danger';

function toneOf(notice: ScanNotice): Tone {
  if (notice.status === 'error' || notice.status === 'buy-failed') return 'danger';
  if (notice.status === 'bought') return 'ok';
  if (notice.status !== 'done') return 'info';
  const { result } = notice;
  if (result.kind === 'reprinted') return result.dace?.status === 'failed' ? 'warn' : 'ok';
  if (result.kind === 'not-bought' || (result.kind === 'new-order' && result.looksLikeTrackingCode)) return 'warn';
  if (result.kind === 'weighed') return result.ship.kind === 'shipped' ? 'ok' : 'warn';
  return 'info';
}

function ResultBody({ result }: { result: ScanResult }) {
  const { t } = useTranslation();
  switch (result.kind) {
    case 'reprinted': {
      const s = result.shipment;
      const dace = result.dace;
      return (
        <>
          <strong>{dace?.status === 'reprinted' ? t('scan.reprintedWithDace') : t('scan.reprinted')}</strong>
          <span>
            <span className="mono">{s.trackingCode ?? '—'}</span>
            {s.externalRef ? ` · ${t('scan.order', { ref: s.externalRef })}` : ''} · {result.label.printer}
          </span>
          <span className="faint">{t(`scan.matchedBy.${result.matchedBy}`)}</span>
          {dace?.status === 'with-label' ? <span className="faint">{t('scan.daceWithLabel')}</span> : null}
          {dace?.status === 'failed' ? (
            <span className="field-error">{t('scan.daceFailed', { message: say(dace.error.said, t) })}</span>
          ) : null}
        </>
      );
    }
    case 'not-bought':
      return (
        <>
          <strong>
            {t('scan.notBought', { ref: result.shipment.externalRef ?? result.shipment.shipmentId.slice(0, 8) })}
          </strong>
          <span>{t('scan.notBoughtHint')}</span>
        </>
      );
    case 'new-order':
      return (
        <>
          <strong>{t('scan.newOrder', { ref: result.externalRef })}</strong>
          <span>{t('scan.newOrderHint')}</span>
          {result.looksLikeTrackingCode ? <span className="field-error">{t('scan.looksLikeTracking')}</span> : null}
        </>
      );
    case 'weighed': {
      const weight = formatGrams(currentLanguage(), result.weight.grams);
      const ref = result.externalRef;
      return (
        <>
          <strong data-testid="scan-weighed">
            {result.ship.kind === 'shipped'
              ? t('scaleUi.weighedShipped', { ref, weight })
              : result.ship.kind === 'confirm'
                ? t('scaleUi.weighed', { ref, weight })
                : t('scaleUi.weighedNotShipped', { ref, weight })}
          </strong>
          {result.weight.device ? <span className="faint small">{result.weight.device}</span> : null}
        </>
      );
    }
    case 'repeat-ignored':
      return (
        <>
          <strong>{t('scan.repeat')}</strong>
          <span>{t('scan.repeatHint', { seconds: Math.round(result.windowMs / 1000) })}</span>
        </>
      );
  }
}

/** Weigh on scan in progress: the live reading and the seconds left before it gives up. */
function Weighing({ refText, until }: { refText: string; until: number }) {
  const { t } = useTranslation();
  const state = useStore((s) => s.scaleState);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <>
      <strong>{t('scaleUi.weighing', { ref: refText })}</strong>
      <span data-testid="scan-weighing">
        {state?.kind === 'reading'
          ? `${formatGrams(currentLanguage(), state.grams)} · ${state.stable ? t('scaleUi.stable') : t('scaleUi.unstable')}`
          : state
            ? say({ key: state.messageKey }, t)
            : ''}
      </span>
      <span className="faint small" data-testid="scan-weighing-left">
        {t('scaleUi.weighingLeft', { seconds })}
      </span>
    </>
  );
}

export function ScanToast() {
  const { t } = useTranslation();
  const notice = useStore((s) => s.scanNotice);
  const dismiss = useStore((s) => s.dismissScan);
  const buyScanned = useStore((s) => s.buyScanned);
  const fades = notice
    ? (notice.status === 'done' && notice.result.kind !== 'not-bought') || notice.status === 'bought'
    : false;

  useEffect(() => {
    if (!fades) return;
    const timer = setTimeout(dismiss, FADE_MS);
    return () => clearTimeout(timer);
  }, [fades, notice?.id, notice?.status, dismiss]);

  if (!notice) return null;
  const kind = notice.status === 'done' ? notice.result.kind : notice.status;
  const offerBuy = (notice.status === 'done' && notice.result.kind === 'not-bought') || notice.status === 'buy-failed';
  return (
    <div
      className={`toast ${toneOf(notice)}`}
      role={toneOf(notice) === 'danger' ? 'alert' : 'status'}
      data-testid="scan-result"
      data-kind={kind}
    >
      <div className="toast-body">
        <span className="faint small">{t('scan.scanned', { text: notice.text.trim() })}</span>
        {notice.field ? (
          <span className="small" data-testid="scan-from-field">
            {t('scan.fromField', { field: notice.field })}
          </span>
        ) : null}
        {notice.status === 'working' ? <strong>{t('scan.working')}</strong> : null}
        {notice.status === 'weighing' ? <Weighing refText={notice.text.trim()} until={notice.until} /> : null}
        {notice.status === 'done' ? <ResultBody result={notice.result} /> : null}
        {notice.status === 'buying' ? <strong>{t('scan.buying')}</strong> : null}
        {notice.status === 'bought' ? (
          <>
            <strong>{t('scan.bought')}</strong>
            <span>
              <span className="mono">{notice.outcome.trackingCode}</span>
              {notice.outcome.priceCents === null ? '' : ` · ${formatBRL(notice.outcome.priceCents)}`} ·{' '}
              {notice.outcome.printer}
            </span>
          </>
        ) : null}
        {notice.status === 'error' || notice.status === 'buy-failed' ? (
          <>
            <strong>{t(`errors.kind.${notice.error.kind}.title`)}</strong>
            <span className="small">{say(notice.error.said, t)}</span>
            {notice.error.quoted?.source === 'system' ? (
              // The system's words (a network code, the call) are for support: folded (issue 29.7).
              <TechnicalDetails lines={notice.error.quoted.lines} />
            ) : notice.error.quoted ? (
              <span className="server small">
                {notice.error.quoted.lines.map((line) => withLocalTimes(line, currentLanguage())).join(' · ')}
              </span>
            ) : null}
          </>
        ) : null}
        {notice.status === 'buy-failed' ? (
          <HeldActions error={notice.error} onResend={(word) => void buyScanned(word)} />
        ) : null}
        {offerBuy ? (
          <div className="actions">
            <button
              type="button"
              className="btn small primary"
              onClick={() => void buyScanned()}
              data-testid="scan-buy"
            >
              {t('scan.buy')}
            </button>
          </div>
        ) : null}
      </div>
      <button type="button" className="btn ghost small" onClick={dismiss} aria-label={t('help.close')}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
