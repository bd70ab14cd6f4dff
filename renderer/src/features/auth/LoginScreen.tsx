// The login: e-mail and senha; in training mode the demo account is offered and the screen says
// nothing is charged for real; without an OS keychain it says the session lives in memory only
// (in plain words; what the system said is under "Detalhes").
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../bridge';
import { useStore } from '../../app/store';
import { ErrorNotice, QUOTED_HEADING } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { TechnicalDetails } from '../../ui/TechnicalDetails';
import { AuthCard } from './AuthCard';
import { currentLanguage, say } from '../../i18n';
import { withLocalTimes } from '../../lib/format';

export function LoginScreen({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const lastEmail = useStore((s) => s.settingsView?.settings.lastEmail ?? '');
  const { loginBusy, loginError, sessionEnded, lastSessionEmail, heldWork, login } = useStore();
  // After a session ended, the same operator logs in again: their e-mail is already there.
  const [email, setEmail] = useState(session.email ?? lastSessionEmail ?? lastEmail);
  const [senha, setSenha] = useState('');
  const senhaRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // What is missing at each field when sent empty.
  const [marks, setMarks] = useState<{ email?: string; senha?: string }>({});

  useEffect(() => {
    (email ? senhaRef : emailRef).current?.focus();
    // Focus once, when the screen appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A refused login marks the senha (the server does not say which of the two is wrong): it is
  // focused with its text selected, so typing it again replaces it; the mark stays until it is.
  const [typedOver, setTypedOver] = useState<typeof loginError>(null);
  const refused = loginError?.field === 'password' && typedOver !== loginError;
  useEffect(() => {
    if (!refused) return;
    senhaRef.current?.focus();
    senhaRef.current?.select();
  }, [refused, loginError]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const missing = {
      email: email.trim() ? undefined : t('auth.emailMissing'),
      senha: senha ? undefined : t('auth.senhaMissing'),
    };
    setMarks(missing);
    if (missing.email) return emailRef.current?.focus();
    if (missing.senha) return senhaRef.current?.focus();
    void login(email.trim(), senha);
  };

  const useDemo = () => {
    if (!session.demoAccount) return;
    setEmail(session.demoAccount.email);
    setSenha(session.demoAccount.senha);
    void login(session.demoAccount.email, session.demoAccount.senha);
  };

  return (
    <AuthCard title={t('auth.title')} hint={t('auth.subtitle')}>
      {sessionEnded ? (
        <div className="notice warn session-ended" role="alert" data-testid="session-ended">
          <strong>{t('auth.sessionEnded')}</strong>
          <p>{say(sessionEnded.said, t)}</p>
          {sessionEnded.quoted?.source === 'system' ? (
            <TechnicalDetails lines={sessionEnded.quoted.lines} />
          ) : sessionEnded.quoted?.lines.length ? (
            // The server's own words, under a heading in the operator's language.
            <div className="quoted" data-testid="server-message">
              <span className="small">{t(QUOTED_HEADING[sessionEnded.quoted.source])}</span>
              <ul className="server" aria-label={t(QUOTED_HEADING[sessionEnded.quoted.source])}>
                {sessionEnded.quoted.lines.map((line, i) => (
                  <li key={i}>{withLocalTimes(line, currentLanguage())}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {heldWork ? <p data-testid="work-kept">{t('auth.workKept')}</p> : null}
        </div>
      ) : null}
      {session.training ? (
        <section className="notice info" aria-labelledby="training-title" data-testid="training-notice">
          <strong id="training-title">{t('auth.trainingTitle')}</strong>
          <p>{t('auth.trainingBody')}</p>
          {session.demoAccount ? (
            <div className="actions">
              <button type="button" className="btn small" onClick={useDemo} disabled={loginBusy}>
                {t('auth.useDemo')}
              </button>
              <span className="faint">{t('auth.demoAccount', session.demoAccount)}</span>
            </div>
          ) : null}
        </section>
      ) : null}
      <form onSubmit={submit} className="auth-form" noValidate>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          value={email}
          inputRef={emailRef}
          error={marks.email}
          onChange={(e) => {
            setEmail(e.target.value);
            setMarks((m) => ({ ...m, email: undefined }));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && email.trim()) {
              e.preventDefault();
              senhaRef.current?.focus();
            }
          }}
        />
        <Field
          label={t('auth.senha')}
          type="password"
          autoComplete="current-password"
          value={senha}
          inputRef={senhaRef}
          error={marks.senha ?? (refused ? t('auth.senhaRefused') : undefined)}
          onChange={(e) => {
            setSenha(e.target.value);
            setMarks((m) => ({ ...m, senha: undefined }));
            setTypedOver(loginError);
          }}
        />
        {loginError ? <ErrorNotice error={loginError} testId="login-error" /> : null}
        <button type="submit" className="btn primary big" disabled={loginBusy}>
          {loginBusy ? t('auth.submitting') : t('auth.submit')}
        </button>
      </form>
      {session.tokenStorage === 'memory' && session.tokenStorageNotice ? (
        <div className="notice warn" data-testid="keychain-notice">
          <strong>{t('auth.keychainTitle')}</strong>
          <span>{say(session.tokenStorageNotice, t)}</span>
          {/* What the system said (no session bus, the keychain's message): for support only. */}
          {session.tokenStorageDetail ? (
            <TechnicalDetails lines={[session.tokenStorageDetail]} testId="keychain-detail" />
          ) : null}
        </div>
      ) : null}
    </AuthCard>
  );
}
