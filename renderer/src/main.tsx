// The shared tokens and element defaults first: every feature's own sheet comes after them in the
// cascade (the station's and each screen's with their chunk), so it refines them, never the reverse.
import './styles/tokens.css';
import './styles/base.css';
import './styles/patterns.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App, loadStationAfterFirstScreen } from './App';
import { bootStation } from './app/stationEvents';
import { i18n } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
// Before the first calls go out: it listens for their answer.
loadStationAfterFirstScreen();
void bootStation();
