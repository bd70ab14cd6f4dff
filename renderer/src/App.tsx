// Which screen the desk shows: a splash until main has answered, the login, the loja picker when
// the account has several and none is chosen, then the station itself. On every one of them a
// barcode scanner typing into a field other than the scan box is caught (app/wedgeGuard).
import { useTranslation } from 'react-i18next';
import { Shell } from './app/Shell';
import { useStore } from './app/store';
import { useWedgeGuard } from './app/wedgeGuard';
import { LoginScreen } from './features/auth/LoginScreen';
import { LojaPicker } from './features/auth/LojaPicker';
import { LiveRegion } from './ui/LiveRegion';

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
    screen = <Shell session={session} />;
  }
  return (
    <>
      {screen}
      <LiveRegion />
    </>
  );
}
