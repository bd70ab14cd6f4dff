import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App, loadStation } from './App';
import { bootStation } from './app/stationEvents';
import { i18n } from './i18n';
import './styles/base.css';
import './styles/layout.css';
import './styles/screens.css';
import './styles/speed.css';
import './styles/warehouse.css';
import './styles/first-day.css';
import './styles/reflow.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
void bootStation();
// The station's chunk now, while main answers who is logged in: the ship screen is ready when
// the session is (a local file: the Electron build and the browser host alike, offline).
void loadStation();
