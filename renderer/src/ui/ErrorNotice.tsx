// Every failure the desk shows: what happened in the operator's words, what fixes it (with the
// button that does it, when the desk can), and the server's own message verbatim.
import { useTranslation } from 'react-i18next';
import type { ErrorKind, StationError } from '../bridge';

export type FixAction = 'requote' | 'switchLoja' | 'printers' | 'login' | 'retry';

/** Which action fixes which kind; kinds without one are fixed by editing what is on screen. */
export const FIX_OF_KIND: Partial<Record<ErrorKind, FixAction>> = {
  'quote-expired': 'requote',
  'quote-mismatch': 'requote',
  'insufficient-balance': 'switchLoja',
  'printer-unavailable': 'printers',
  unauthorized: 'login',
  'loja-required': 'switchLoja',
  offline: 'retry',
  timeout: 'retry',
  server: 'retry',
  'link-expired': 'retry',
};

interface ErrorNoticeProps {
  error: StationError;
  /** The fixes this place can run; the kind's own fix is shown first when offered. */
  actions?: Partial<Record<FixAction, () => void>>;
  testId?: string;
  compact?: boolean;
}

export function ErrorNotice({ error, actions = {}, testId = 'error-notice', compact }: ErrorNoticeProps) {
  const { t } = useTranslation();
  const fix = FIX_OF_KIND[error.kind];
  const run = fix ? actions[fix] : undefined;
  const lines = error.messages?.length ? error.messages : error.message ? [error.message] : [];
  return (
    <div className="notice danger" role="alert" data-testid={testId} data-kind={error.kind}>
      <strong>{t(`errors.kind.${error.kind}.title`)}</strong>
      {compact ? null : <span>{t(`errors.kind.${error.kind}.fix`)}</span>}
      {lines.length ? (
        <ul className="server" aria-label={t('errors.serverSaid')} data-testid="server-message">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      {run && fix ? (
        <div className="actions">
          <button type="button" className="btn small primary" onClick={run} data-testid={`fix-${fix}`}>
            {t(`errors.action.${fix}`)}
          </button>
        </div>
      ) : null}
    </div>
  );
}
