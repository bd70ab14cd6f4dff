// The station once logged in with a loja: the header (name, training badge, sections, scan field,
// loja switcher, sync state, the warehouse journal's state, help) and the current screen. Global
// shortcuts live here.
import './Shell.css';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../bridge';
import { Brand, LojaSwitcher } from '../features/auth';
import { SyncBadge, loadAddressBookScreen } from '../features/addressbook';
import { WarehouseBadge } from '../features/warehouse';
import { ScanField, ScanToast } from '../features/scan';
import { ReprintAskDialog, loadLabelsScreen } from '../features/label';
import { DraftOffer, ShipScreen } from '../features/shipment';
import { useFirstDay, loadFirstDayGuide } from '../features/firstDay';
import { loadTrackingScreen } from '../features/tracking';
import { loadSettingsScreen } from '../features/settings';
import { loadBatchScreen } from '../features/batch';
import { loadDaySummaryScreen } from '../features/day';
import { loadAuditScreen } from '../features/audit';
import { leaveDialogs } from '../ui/dialogGuard';
import { HelpOverlay } from './HelpOverlay';
import { ONE_KEY, SCAN_INPUT_ID, inDialog, isTyping, runShipCommand, type ShipCommand } from '../lib/shortcuts';
import { useStore, useStoreFields } from './store';
import { holdPageKey } from './wedgeGuard';
import { presetUndoable } from '../features/presets';
import { SCREENS, SCREEN_KEYS, type Screen } from './uiSlice';
import { say } from '../i18n';
import type { Said } from '../../../electron/shared/messages';

const SHIP_KEYS: Record<string, ShipCommand> = {
  KeyD: 'recipient',
  KeyC: 'newRecipient',
  KeyQ: 'quote',
  KeyN: 'next',
  KeyW: 'weigh',
};

/** Ctrl+Z belongs to the last preset, not to the field's own undo, here. */
function presetUndoKey(target: EventTarget | null): boolean {
  const state = useStore.getState();
  const undo = presetUndoable(state);
  if (!undo) return false;
  if (!isTyping(target)) return true;
  return target instanceof HTMLInputElement && target.name === 'weight' && target.value === undo.after.weight;
}

function useGlobalKeys(session: SessionState) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const store = useStore.getState();
      if ((event.key === '?' && !isTyping(event.target)) || event.key === 'F1') {
        event.preventDefault();
        store.setHelpOpen(!store.helpOpen);
        return;
      }
      if (event.key === 'Escape' && store.lojaMenuOpen) {
        store.setLojaMenuOpen(false);
        return;
      }
      // The scan field from anywhere: F2 always, / only where it would not be typed.
      if ((event.key === 'F2' || (event.key === '/' && !isTyping(event.target))) && !inDialog(event.target)) {
        const field = document.getElementById(SCAN_INPUT_ID);
        if (field instanceof HTMLInputElement) {
          event.preventDefault();
          field.focus();
          field.select();
        }
        return;
      }
      if (store.screen === 'ship' && !inDialog(event.target)) {
        if (event.key === ONE_KEY && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
          if (runShipCommand('oneKey')) event.preventDefault();
          return;
        }
        // Presets on 1–9: never while typing, so a dimension or a weight can still hold a digit;
        // and only once the digit is not a scanner's, fired with no field focused (wedgeGuard).
        if (/^[1-9]$/.test(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey && !isTyping(event.target)) {
          const key = Number(event.key);
          event.preventDefault();
          holdPageKey(event, {
            apply: () => runShipCommand('preset', key),
            undo: () => runShipCommand('undoPreset'),
          });
          return;
        }
        // Ctrl+Z takes back the preset just applied: outside a field, or in the weight it left
        // selected (nothing typed over it yet); elsewhere it is the field's own undo.
        if (event.ctrlKey && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'z') {
          if (presetUndoKey(event.target) && runShipCommand('undoPreset')) event.preventDefault();
          return;
        }
      }
      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        const digit = event.code.startsWith('Digit') ? event.code.slice(5) : '';
        const screen = SCREEN_KEYS[digit];
        if (screen) {
          event.preventDefault();
          // A dialog with unsaved typing asks before the screen (and the dialog with it) goes away.
          leaveDialogs(() => store.go(screen));
          return;
        }
        if (event.code === 'KeyL' && session.lojas.length > 1) {
          event.preventDefault();
          store.setLojaMenuOpen(!store.lojaMenuOpen);
          return;
        }
        const command = SHIP_KEYS[event.code];
        if (command && store.screen === 'ship' && runShipCommand(command)) event.preventDefault();
        return;
      }
      // Ctrl+Enter buys on the ship screen; inside a dialog it saves the dialog (ui/Dialog), never buys.
      if (
        event.ctrlKey &&
        event.key === 'Enter' &&
        store.screen === 'ship' &&
        !inDialog(event.target) &&
        runShipCommand('buy')
      )
        event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session.lojas.length]);
}

/**
 * Each screen's component; a new Screen does not compile until it is named here. Screens other
 * than the ship screen load on first use: the desk opens faster.
 */
const SCREEN_COMPONENT: Record<Screen, ComponentType> = {
  ship: ShipScreen,
  labels: lazy(() => loadLabelsScreen().then((m) => ({ default: m.LabelsScreen }))),
  tracking: lazy(() => loadTrackingScreen().then((m) => ({ default: m.TrackingScreen }))),
  addressbook: lazy(() => loadAddressBookScreen().then((m) => ({ default: m.AddressBookScreen }))),
  settings: lazy(() => loadSettingsScreen().then((m) => ({ default: m.SettingsScreen }))),
  batch: lazy(() => loadBatchScreen().then((m) => ({ default: m.BatchScreen }))),
  day: lazy(() => loadDaySummaryScreen().then((m) => ({ default: m.DaySummaryScreen }))),
  audit: lazy(() => loadAuditScreen().then((m) => ({ default: m.AuditScreen }))),
};

/** The first-day guide and the printer panels it shares with Settings: only a desk with no label printer opens it. */
const FirstDayGuide = lazy(() => loadFirstDayGuide().then((m) => ({ default: m.FirstDayGuide })));

/** Screens that read their loja's list when they mount (and nowhere else). */
const READ_ON_MOUNT: ReadonlySet<Screen> = new Set<Screen>(['addressbook', 'audit', 'day']);

function CurrentScreen({ screen }: { screen: Screen }) {
  const Current = SCREEN_COMPONENT[screen];
  return <Current />;
}

const NO_NOTICES: readonly Said[] = [];

/** What this start found (a damaged database moved aside, and what came back): shown until dismissed. */
function StartupNotices() {
  const { t } = useTranslation();
  const notices = useStore((s) => s.settingsView?.notices ?? NO_NOTICES);
  const [dismissed, setDismissed] = useState(false);
  if (notices.length === 0 || dismissed) return null;
  return (
    <div className="notice danger startup-notices" role="alert" data-testid="startup-notices">
      <ul>
        {notices.map((notice, i) => (
          <li key={i}>{say(notice, t)}</li>
        ))}
      </ul>
      <button type="button" className="btn ghost small" onClick={() => setDismissed(true)}>
        {t('app.dismiss')}
      </button>
    </div>
  );
}

/** The e-mail as two unbreakable halves: a narrow header breaks it after its '@', nowhere else
 *  (a half wider than the header on its own still wraps inside, never ends in "…"). */
function EmailParts({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="email-part">{email}</span>;
  return (
    <>
      <span className="email-part">{email.slice(0, at + 1)}</span>
      <wbr />
      <span className="email-part">{email.slice(at + 1)}</span>
    </>
  );
}

export function Shell({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const { screen, go, helpOpen, setHelpOpen, logout } = useStoreFields(
    'screen',
    'go',
    'helpOpen',
    'setHelpOpen',
    'logout',
  );
  useGlobalKeys(session);
  // At a desk with no label printer, the ship screen waits behind the first-day guide.
  const firstDay = useFirstDay();
  const guide = screen === 'ship' && firstDay === 'open';

  return (
    <div className="shell">
      <header className="topbar">
        <Brand compact />
        {session.training ? (
          <span className="badge warn training" title={t('app.trainingHint')} data-testid="training-badge">
            {t('app.training')}
          </span>
        ) : null}
        <nav aria-label={t('nav.label')} className="tabs">
          {SCREENS.map((s, i) => (
            <button
              key={s}
              type="button"
              className="tab"
              aria-current={screen === s ? 'page' : undefined}
              onClick={() => go(s)}
              aria-keyshortcuts={`Alt+${i + 1}`}
              title={`Alt+${i + 1}`}
            >
              {t(`nav.${s}`)}
            </button>
          ))}
        </nav>
        <div className="topbar-end">
          <ScanField />
          <SyncBadge />
          <WarehouseBadge />
          {/* Where and who: the loja's name and the operator's e-mail are always whole. A long one
              wraps (the e-mail after its '@') and the header grows a little rather than cut either. */}
          <div className="who">
            <LojaSwitcher session={session} />
            {session.email ? (
              <span className="operator" title={t('nav.operator', { email: session.email })} data-testid="operator">
                <span className="sr-only">{t('nav.operator', { email: '' })}</span>
                <EmailParts email={session.email} />
              </span>
            ) : null}
          </div>
          <button
            type="button"
            className="btn ghost small on-dark help-button"
            onClick={() => setHelpOpen(true)}
            aria-keyshortcuts="?"
            aria-label={t('nav.help')}
            title={`${t('nav.help')} (? · F1)`}
          >
            <kbd aria-hidden="true">?</kbd>
          </button>
          <button type="button" className="btn ghost small on-dark" onClick={() => void logout()} data-testid="logout">
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <StartupNotices />
      {/* The one main landmark: a screen reader jumps past the header to the screen's work. */}
      <main
        className="screen"
        data-screen={guide ? 'first-day' : firstDay === 'undecided' ? undefined : screen}
        aria-label={guide ? t('firstDay.title') : t(`nav.${screen}`)}
      >
        <Suspense fallback={<p className="muted pad">{t('app.opening')}</p>}>
          {guide ? <FirstDayGuide /> : null}
          {/* A loja switch empties every list (resetDesk). These screens read theirs on mount only,
              so they mount again for the new loja instead of showing an empty address book, audit
              or day until the operator leaves and comes back; the others are reloaded by loadDesk
              and keep what is typed in them (a pasted batch, a scale's port). */}
          {/* Until the settings say whether the guide opens (they are read at start, long before a
              login), the screen is the desk's own; main names it only once that is decided. */}
          {guide ? null : (
            <CurrentScreen
              key={READ_ON_MOUNT.has(screen) ? `${screen}:${session.tenantId ?? ''}` : screen}
              screen={screen}
            />
          )}
        </Suspense>
      </main>
      <ScanToast />
      <ReprintAskDialog />
      {helpOpen ? <HelpOverlay onClose={() => setHelpOpen(false)} /> : null}
      <DraftOffer />
    </div>
  );
}
