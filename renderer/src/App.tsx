// Which screen the desk shows: a splash until main has answered, the login, the loja picker when
// the account has several and none is chosen, then the station itself. On every one of them a
// barcode scanner typing into a field other than the scan box is caught (app/wedgeGuard).
//
// The first screen carries only itself (issue 30, item 8): the splash and the login are in the
// initial script; the station (the ship screen, its header and shortcuts) is a chunk of its own,
// asked for once main says who is logged in (loadStationAfterFirstScreen), and the desk's other
// screens load when first opened (app/Shell).
import './App.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from './app/store';
import { useWedgeGuard } from './app/wedgeGuard';
import { LoginScreen, LojaPicker } from './features/auth';
import { LiveRegion } from './app/LiveRegion';
import { loadLanguage } from './i18n';
import { loadChecks } from './lib/checks';

/**
 * The station's chunk, with what its screens need before they show: pt-BR's words beyond the
 * first screen's (the fallback of every language) and the contract's checks of its forms
 * (lib/checks). Asked for once the first screen is known (below), and again by React if not yet there.
 */
export const loadStation = () =>
  Promise.all([import('./app/Shell'), loadLanguage('pt-BR'), loadChecks()]).then(([shell]) => shell);

/** How long the login stays quiet (no key) before the station's chunk is asked for. */
const QUIET_MS = 1000;
/** Set while this desk's page shows a logged-in session (kept by the browser for the origin). */
const WAS_LOGGED_IN = 'station.wasLoggedIn';

/**
 * Asks for the station's chunk (main.tsx): at start when the page last showed a logged-in session
 * (a reload, or a start with the session kept: the station is what comes), else once main has said
 * who is logged in: at once for a session that is, and on the login when a login is sent or once
 * nobody has typed for QUIET_MS. The chunk is ~300 KB of script (the ship screen, the contract's
 * schemas, pt-BR's other words) that holds the page's one thread while it runs: asked for at start,
 * it arrived with main's first answers and held up the login being drawn (startup.bench, issue 30
 * item 8), and run while the operator types, it would hold up the keys.
 */
export function loadStationAfterFirstScreen(): void {
  useStore.subscribe(({ session }, before) => {
    if (session === before.session || !session) return;
    if (session.status === 'logged-in') localStorage.setItem(WAS_LOGGED_IN, '1');
    else localStorage.removeItem(WAS_LOGGED_IN);
  });
  if (localStorage.getItem(WAS_LOGGED_IN)) return void loadStation();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(load, QUIET_MS);
  };
  const stop = useStore.subscribe(({ session, loginBusy }) => {
    if (session?.status === 'logged-in' || loginBusy) load();
    else if (session && timer === undefined) wait();
  });
  window.addEventListener('keydown', wait, true);
  function load() {
    stop();
    clearTimeout(timer);
    window.removeEventListener('keydown', wait, true);
    void loadStation();
  }
}
const Shell = lazy(() => loadStation().then((m) => ({ default: m.Shell })));

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
