// Every failure the desk shows: what happened in the operator's words (the kind's title, then
// what the station said about it, translated from its key), what fixes it (with the button that
// does it, when the desk can), and apart, under a heading naming whose they are, someone else's
// words verbatim: the server's, the printer's, or the station's own field checks; the system's
// (an error code, the call that failed) folded under "Detalhes".
import { useTranslation } from 'react-i18next';
import type { Said } from '../../../electron/shared/messages/said';
import type { ErrorKind, StationError } from '../bridge';
import { currentLanguage, say } from '../i18n';
import { withLocalTimes } from '../lib/format';
import { adviceNotSaid } from './advice';
import { TechnicalDetails } from './TechnicalDetails';

/** The heading, in the operator's language, over someone else's words (by whose they are). */
export const QUOTED_HEADING = {
  server: 'errors.serverSaid',
  printer: 'errors.printerSaid',
  system: 'errors.systemSaid',
  checks: 'errors.checksSaid',
} as const;

export type FixAction = 'requote' | 'switchLoja' | 'printers' | 'login' | 'retry';

/** Which action fixes which kind; kinds without one are fixed by editing what is on screen. */
export const FIX_OF_KIND: Partial<Record<ErrorKind, FixAction>> = {
  'quote-expired': 'requote',
  'quote-mismatch': 'requote',
  'insufficient-balance': 'switchLoja',
  'printer-unavailable': 'printers',
  'no-printer': 'printers',
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
  const said = say(error.said, t);
  const quoted = error.quoted?.lines.length ? error.quoted : undefined;
  // The kind's advice, less what the station's words already said (never one sentence twice).
  const advice = compact ? '' : adviceNotSaid(said, t(`errors.kind.${error.kind}.fix`));
  return (
    <div className="notice danger" role="alert" data-testid={testId} data-kind={error.kind}>
      <strong>{t(`errors.kind.${error.kind}.title`)}</strong>
      {said ? <span data-testid="station-said">{said}</span> : null}
      {/* Two sentences in one line of text: a space between them, never "…volume".Nada… */}
      {said && advice ? ' ' : null}
      {advice ? <span data-testid="kind-advice">{advice}</span> : null}
      {quoted?.source === 'system' ? (
        // The system's words are technical: folded under "Detalhes", never the explanation.
        <TechnicalDetails lines={quoted.lines} testId="system-message" />
      ) : quoted ? (
        <div
          className="quoted"
          data-testid={quoted.source === 'server' ? 'server-message' : `${quoted.source}-message`}
        >
          <span className="small">{t(QUOTED_HEADING[quoted.source])}</span>
          <ul className="server" aria-label={t(QUOTED_HEADING[quoted.source])}>
            {quoted.lines.map((line, i) => (
              <li key={i}>{withLocalTimes(line, currentLanguage())}</li>
            ))}
          </ul>
        </div>
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

interface RefusedProps {
  /** What the station says about the refusal. */
  said: Said['key'];
  /** Whose words the lines are: the server's, or the desk's own field checks. */
  source: 'server' | 'checks';
  lines: readonly string[] | undefined;
}

/** What the operator typed was refused: the station's word, then the lines quoted; nothing when none. */
export function RefusedNotice({ said, source, lines }: RefusedProps) {
  return lines?.length ? (
    <ErrorNotice error={{ kind: 'validation', said: { key: said }, quoted: { source, lines: [...lines] } }} />
  ) : null;
}
