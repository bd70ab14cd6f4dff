// The freight step: quote, the options table with the expiry counting down, and the two states
// in which the options may not be bought: stale (a quoted field changed) and expired. Once the
// bench's label is bought (by Ctrl+Enter or by the rule's one key, which quotes in main), it says
// so: no countdown, no "fill in and quote", no "quote again to buy".
import './quote.css';
import { useTranslation } from 'react-i18next';
import { useStore, useStoreFields } from '../../app/store';
import { formatCountdown } from '../../lib/format';
import { ErrorNotice, RefusedNotice } from '../../ui/ErrorNotice';
import { OptionsTable } from './OptionsTable';
import { QuoteChecklist } from './QuoteChecklist';
import { isQuoteStale } from './quoteSlice';
import { useSecondsLeft } from './useCountdown';
import { Panel } from '../../ui/Panel';

interface QuotePanelProps {
  onQuote(): void;
  onConfirm(): void;
}

function issueText(issue: Record<string, unknown>): string {
  const who = [issue.carrierName, issue.serviceName].filter((v) => typeof v === 'string').join(' ');
  const message = typeof issue.message === 'string' ? issue.message : String(issue.code ?? '');
  return who ? `${who}: ${message}` : message;
}

export function QuotePanel({ onQuote, onConfirm }: QuotePanelProps) {
  const { t } = useTranslation();
  const quote = useStore((s) => s.quote);
  const stale = useStore(isQuoteStale);
  const selected = useStore((s) => s.selectedQuoteId);
  const { sort, selectOption, setSort } = useStoreFields('sort', 'selectOption', 'setSort');
  const issues = useStore((s) => s.quoteIssues);
  const left = useSecondsLeft(quote.status === 'ready' ? quote.deadline : null);
  const expired = left !== null && left <= 0;
  const busy = quote.status === 'loading';
  const bought = useStore((s) => s.buy.status === 'done');

  return (
    <Panel
      titleId="quote-title"
      title={t('ship.quote.title')}
      className="quote-panel"
      testId="quote-panel"
      step={5}
      stepDone={bought || (quote.status === 'ready' && !stale && !expired)}
      badge={
        quote.status === 'ready' && !stale && !bought ? (
          <span
            className={`badge ${expired ? 'danger' : left !== null && left < 60 ? 'warn' : ''}`}
            data-testid="quote-countdown"
            role="timer"
          >
            {expired ? t('ship.quote.expiredShort') : t('ship.quote.expiresIn', { time: formatCountdown(left ?? 0) })}
          </span>
        ) : null
      }
      aside={
        <button
          type="button"
          className={`btn small${quote.status === 'ready' && (stale || expired) ? ' primary' : ''}`}
          onClick={onQuote}
          disabled={busy}
          aria-keyshortcuts="Alt+Q"
        >
          {busy
            ? t('ship.quote.submitting')
            : quote.status === 'ready'
              ? t('ship.quote.requote')
              : t('ship.quote.submit')}{' '}
          <kbd aria-hidden="true">Alt+Q</kbd>
        </button>
      }
      body="scroll"
    >
      <RefusedNotice said="common.invalidInput" source="checks" lines={issues} />
      {bought ? (
        <p className="small" data-testid="quote-bought">
          {t('ship.quote.bought')}
        </p>
      ) : null}
      {quote.status === 'idle' && !issues.length && !bought ? <QuoteChecklist /> : null}
      {quote.status === 'loading' ? (
        <p className="muted" aria-live="polite">
          {t('ship.quote.submitting')}
        </p>
      ) : null}
      {quote.status === 'error' ? (
        <ErrorNotice error={quote.error} actions={{ retry: onQuote, requote: onQuote }} />
      ) : null}
      {quote.status === 'ready' ? (
        <>
          {stale ? (
            <div className="notice warn" role="alert" data-testid="quote-stale">
              {t('ship.quote.stale')}
            </div>
          ) : expired && !bought ? (
            <div className="notice warn" role="alert" data-testid="quote-expired">
              {t('ship.quote.expired')}
              <div className="actions">
                <button type="button" className="btn small primary" onClick={onQuote}>
                  {t('ship.quote.requote')}
                </button>
              </div>
            </div>
          ) : null}
          {quote.response.shippingOptions.length ? (
            <OptionsTable
              options={quote.response.shippingOptions}
              selected={selected}
              sort={sort}
              disabled={stale || expired}
              onSelect={selectOption}
              onSort={setSort}
              onConfirm={onConfirm}
            />
          ) : (
            <p className="muted">{t('ship.quote.none')}</p>
          )}
          {quote.response.issues?.length ? (
            <div className="quote-issues">
              <span className="faint">{t('ship.quote.issues')}</span>
              <ul>
                {quote.response.issues.map((issue, i) => (
                  <li key={i}>{issueText(issue)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}
