// Renders a piece of the desk with the real store (reset before each test) and the real i18n.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { resetStore, useStore, type StoreState } from '../../../../renderer/src/app/store';
import { i18n, loadLanguage, setLanguage, type Language } from '../../../../renderer/src/i18n';
import { loadChecks } from '../../../../renderer/src/lib/checks';

// What the desk loads with the station's chunk (App's loadStation: the rest of pt-BR, the forms'
// checks) and English, a chunk of its own loaded on first use: a test renders any screen at once.
await Promise.all([loadLanguage('pt-BR'), loadLanguage('en'), loadChecks()]);

// Vite defines the app version at build time; the tests give it the package's version.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '0.1.0';

export function renderDesk(
  ui: ReactElement,
  options: { state?: Partial<StoreState>; language?: Language } = {},
): RenderResult {
  resetStore(options.state);
  setLanguage(options.language ?? 'pt-BR');
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

export { useStore };

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
