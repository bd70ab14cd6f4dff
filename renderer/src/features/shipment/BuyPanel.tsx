// Buy and print: one click or Enter, or one key (F9) by the loja's rule. Shows each stage while it
// runs (PENDING included), the tracking code and the price once READY, and on failure the
// server's words with the fix. A purchase whose answer was lost is settled here, on its own line of
// the unsettled list (the labels screen's actions), and the buy button stays off until it is.
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { formatBRL } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import {
  BuyAnywayButton,
  ShipmentKept,
  usePurchaseActions,
  LabelFitNotice,
  stopWaiting,
  type BuyStage,
  type BuyWait,
} from '../purchase';
import { PrintAnywayButton, UnsettledList } from '../label';
import { PrintStatus } from './PrintStatus';
import { OneKeyPanel } from '../oneKey';
import { HeldActions } from '../warehouse';
import { optionName, isQuoteStale, useSecondsLeft } from '../quote';
import { describeRule } from '../rules';
import { Panel } from '../../ui/Panel';
import { unsettledOnBench } from './shipmentSlice';

const STAGES: BuyStage[] = [
  'choosing',
  'creating',
  'checking-printer',
  'emitting',
  'pending',
  'downloading',
  'printing',
];

interface BuyPanelProps {
  onBuy(): void;
  onNext(): void;
  onRequote(): void;
  onOneKey(): void;
}

export const BuyPanel = forwardRef<HTMLButtonElement, BuyPanelProps>(function BuyPanel(
  { onBuy, onNext, onRequote, onOneKey },
  buyButton,
) {
  const { t } = useTranslation();
  const buy = useStore((s) => s.buy);
  const quote = useStore((s) => s.quote);
  const stale = useStore(isQuoteStale);
  const selected = useStore((s) => s.selectedQuoteId);
  const printerId = useStore((s) => s.settingsView?.settings.printers.label ?? null);
  const printers = useStore((s) => s.printers);
  const printer = printerId ? (printers.find((p) => p.id === printerId)?.name ?? printerId) : null;
  const picked = useStore((s) => s.oneKeyPicked);
  const { go, openSettings, selectShipment, reprint, buyAndPrint } = useStore();
  const fixes = usePurchaseActions();
  const left = useSecondsLeft(quote.status === 'ready' ? quote.deadline : null);
  const option =
    quote.status === 'ready' ? quote.response.shippingOptions.find((o) => o.quoteId === selected) : undefined;
  // Its outcome unknown, the shipment is not bought again from here: the line below settles it.
  const unsettled = useStore(unsettledOnBench);
  const canBuy = Boolean(option) && !stale && (left === null || left > 0) && buy.status !== 'working' && !unsettled;
  const nextButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (buy.status === 'done') nextButton.current?.focus();
  }, [buy.status]);

  const price = option?.priceCents !== undefined ? formatBRL(option.priceCents) : '';
  return (
    <Panel
      titleId="buy-title"
      title={t('ship.buy.title')}
      className="buy-panel"
      testId="buy-panel"
      step={6}
      stepDone={buy.status === 'done'}
      aside={
        printer ? (
          <span className="small faint" data-testid="label-printer">
            {t('ship.buy.printerTarget', { printer })}
          </span>
        ) : (
          <button
            type="button"
            className="btn small danger"
            onClick={() => openSettings('station')}
            data-testid="label-printer"
          >
            {t('ship.buy.noPrinter')}
          </button>
        )
      }
    >
      {buy.status !== 'done' ? <LabelFitNotice /> : null}
      {buy.status !== 'done' ? (
        <button
          ref={buyButton}
          type="button"
          className={`btn big buy-button${unsettled ? '' : ' primary'}`}
          disabled={!canBuy}
          onClick={onBuy}
          aria-keyshortcuts="Control+Enter"
          data-testid="buy-button"
        >
          {price ? t('ship.buy.submitPrice', { price }) : t('ship.buy.submit')} <kbd aria-hidden="true">Ctrl+Enter</kbd>
        </button>
      ) : null}
      {buy.status === 'idle' && !canBuy ? <p className="muted small">{t('ship.buy.needQuote')}</p> : null}
      {buy.status !== 'done' && buy.status !== 'working' ? (
        <OneKeyPanel onOneKey={onOneKey} onQuote={onRequote} />
      ) : null}
      {buy.status === 'working' ? (
        <Progress
          stage={buy.stage}
          providerJobId={buy.providerJobId}
          startedAt={buy.startedAt}
          oneKey={buy.via === 'one-key'}
          wait={buy.wait}
          shipmentId={buy.shipmentId}
        />
      ) : null}
      {buy.status === 'error' ? (
        <>
          <ErrorNotice
            error={buy.error}
            testId="buy-error"
            actions={{ requote: onRequote, ...(unsettled ? {} : { retry: onBuy }), ...fixes }}
          />
          {buy.error.kind === 'printer-unavailable' && printer ? (
            <BuyAnywayButton onClick={() => void buyAndPrint({ confirmPrinterDown: true })} testId="buy-anyway" />
          ) : null}
          <HeldActions error={buy.error} onResend={(word) => void buyAndPrint(word)} />
          <PrintAnywayButton error={buy.error} shipmentId={buy.shipmentId} />
          {buy.shipmentId ? <ShipmentKept shipmentId={buy.shipmentId} /> : null}
          {unsettled ? <UnsettledList testId="buy-unsettled" only={unsettled.shipmentId} /> : null}
        </>
      ) : null}
      {buy.status === 'done' ? (
        <div className="ready" data-testid="buy-ready">
          <div className="ready-head">
            <span className="badge ok">{t('ship.buy.ready')}</span>
            {buy.outcome.chargeAlreadyCaptured ? <span className="badge">{t('ship.buy.alreadyCharged')}</span> : null}
          </div>
          <dl className="ready-facts">
            <div>
              <dt>{t('ship.buy.tracking')}</dt>
              <dd className="tracking-code mono" data-testid="tracking-code">
                {buy.outcome.trackingCode}
              </dd>
            </div>
            <div>
              <dt>{t('ship.buy.price')}</dt>
              <dd className="paid" data-testid="paid-price">
                {buy.outcome.priceCents === null ? '—' : formatBRL(buy.outcome.priceCents)}
              </dd>
            </div>
          </dl>
          {picked ? (
            <p className="small muted" data-testid="one-key-picked">
              {t('oneKey.pickedBy', {
                rule: describeRule(picked.rule, t, { short: true }),
                service: optionName(picked.option),
              })}
              {picked.requoted ? ` ${t('oneKey.requoted')}` : ''}
            </p>
          ) : null}
          <PrintStatus outcome={buy.outcome} onReprint={() => void reprint(buy.outcome.shipmentId)} />
          <div className="actions">
            <button
              ref={nextButton}
              type="button"
              className="btn primary"
              onClick={onNext}
              aria-keyshortcuts="Alt+N"
              data-testid="next-shipment"
            >
              {t('ship.buy.newShipment')} <kbd aria-hidden="true">Alt+N</kbd>
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                selectShipment(buy.outcome.shipmentId);
                go('labels');
              }}
            >
              {t('ship.buy.viewLabel')}
            </button>
          </div>
        </div>
      ) : null}
    </Panel>
  );
});

function Progress({
  stage,
  providerJobId,
  startedAt,
  oneKey,
  wait,
  shipmentId,
}: {
  stage: BuyStage;
  providerJobId?: string;
  startedAt: number;
  oneKey: boolean;
  wait?: BuyWait;
  shipmentId?: string;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const current = STAGES.indexOf(stage);
  const shown = STAGES.filter(
    (s, i) =>
      i <= current &&
      (s !== 'pending' || stage === 'pending' || providerJobId) &&
      (s !== 'checking-printer' || stage === s) &&
      (s !== 'choosing' || oneKey),
  );
  return (
    <ol className="list-stack progress" aria-live="polite" data-testid="buy-progress" data-stage={stage}>
      {shown.map((s) => (
        <li key={s} className={s === stage ? 'current' : 'done'}>
          <span aria-hidden="true">{s === stage ? '◌' : '✓'}</span> {t(`ship.buy.stage.${s}`)}
          {s === 'pending' && providerJobId ? (
            <span className="faint small">
              {' '}
              {t('ship.buy.pendingJob', {
                job: providerJobId.slice(0, 12),
                seconds: Math.max(0, Math.round((now - startedAt) / 1000)),
              })}
            </span>
          ) : null}
          {s === 'emitting' && stage === 'emitting' && wait ? (
            <ServerWait wait={wait} now={now} shipmentId={shipmentId} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The server answered busy (429/5xx): which try comes next and in how many seconds (its
 * Retry-After), and a way to stop waiting. Stopping never says "nothing was charged": main
 * holds the purchase as maybe bought and settles it at the next try or start.
 */
function ServerWait({ wait, now, shipmentId }: { wait: BuyWait; now: number; shipmentId?: string }) {
  const { t } = useTranslation();
  const [stopping, setStopping] = useState(false);
  const seconds = Math.max(0, Math.ceil((wait.retryAt - now) / 1000));
  return (
    <span className="small" data-testid="server-wait">
      {' '}
      <span className="warn-text">{t('ship.buy.serverBusy', { attempt: wait.attempt, seconds })}</span>{' '}
      {shipmentId ? (
        <button
          type="button"
          className="btn small"
          disabled={stopping}
          onClick={() => {
            setStopping(true);
            void stopWaiting(shipmentId);
          }}
          data-testid="stop-waiting"
        >
          {t('ship.buy.stopWaiting')}
        </button>
      ) : null}
    </span>
  );
}
