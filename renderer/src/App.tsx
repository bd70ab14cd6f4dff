// Which screen the desk shows: a splash until main has answered, the login, the loja picker when
// the account has several and none is chosen, then the station itself. On every one of them a
// barcode scanner typing into a field other than the scan box is caught (app/wedgeGuard).
//
// The first screen carries only itself (issue 30, item 8): the splash and the login are in the
// initial script; the station (the ship screen, its header and shortcuts) is a chunk of its own,
// asked for as the operator starts on the login (loadStationSoon) so it is there by the time the
// login answers, or at once by a restored session, and the desk's other screens load when first
// opened (app/Shell).
import './App.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from './app/store';
import { useWedgeGuard } from './app/wedgeGuard';
import { LoginScreen, LojaPicker } from './features/auth';
import { LiveRegion } from './ui/LiveRegion';
import { loadLanguage } from './i18n';
import { loadChecks } from './lib/checks';

/**
 * The station's chunk, with what its screens need before they show: pt-BR's words beyond the
 * first screen's (the fallback of every language) and the contract's checks of its forms
 * (lib/checks). Asked for by loadStationSoon, or by React first when a session is restored.
 */
export const loadStation = () =>
  Promise.all([import('./app/Shell'), loadLanguage('pt-BR'), loadChecks()]).then(([shell]) => shell);
const Shell = lazy(() => loadStation().then((m) => ({ default: m.Shell })));

/** How long the first screen waits for the operator's first key or click before loading the station anyway. */
const STATION_AFTER_MS = 1_000;

/**
 * The station's chunk after the first screen's first key or click ends (keyup, pointerup), or
 * STATION_AFTER_MS after it shows, whichever comes first: reading and running it takes the page
 * ~100 ms (the contract's checks, the rest of pt-BR, the ship screen), which would otherwise land
 * on the login just drawn and hold its first keys (startup.bench). The operator is still typing
 * the e-mail and the senha when it is done, so the ship screen is there at the login's answer as
 * before; a restored session asks for it at once (Shell).
 */
export function loadStationSoon(): void {
  const stop = new AbortController();
  const load = () => {
    stop.abort();
    clearTimeout(timer);
    void loadStation();
  };
  const timer = setTimeout(load, STATION_AFTER_MS);
  for (const type of ['keyup', 'pointerup'] as const)
    window.addEventListener(type, load, { capture: true, signal: stop.signal });
}

export function App() {
  const { t } = useTranslation();
  const session = useStore((s) => s.session);
  useWedgeGuard();
  let screen;
  if (!session) {
    screen = (
      <main className="splash" aria-busy="true">
        <h1>{t('app.name')}</h1>
        <p className="muted">{t('app.loading')}</p>
      </main>
    );
  } else if (session.status !== 'logged-in') {
    screen = <LoginScreen session={session} />;
  } else if (!session.tenantId) {
    screen = <LojaPicker session={session} />;
  } else {
    screen = (
      <Suspense
        fallback={
          <main className="splash" aria-busy="true">
            <h1>{t('app.name')}</h1>
            <p className="muted">{t('app.loading')}</p>
          </main>
        }
      >
        <Shell session={session} />
      </Suspense>
    );
  }
  return (
    <>
      {screen}
      <LiveRegion />
    </>
  );
}
