// The first-day guide (issue 29.6): at a desk with no label printer routed, the first screen after
// login walks the operator through the label printer, its profile and a test label, then shows
// where the shortcuts are. Whether it opens is decided once the station's settings are in, at
// each login (the shell mounting); it stays open while the operator routes the printer (the
// routing it is there to make must not close it), and ends when the operator finishes it, skips
// it or goes to another screen.
//
// An ended guide is remembered for this operator in this window (sessionStorage, as the bridge
// keeps its key): a reload does not walk them through it again. The next start of the station
// asks again while the desk still has no label printer: a desk that cannot print a label is
// worth a reminder each morning, and a new seasonal worker is exactly who needs it.
import type { SettingsView } from '../../bridge';
import type { SliceCreator } from '../../app/store';

export type FirstDay = 'undecided' | 'open' | 'closed';

const SEEN_KEY = 'shipping-station.first-day-seen';

function seenBy(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

const who = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/** Whether this operator already ended the guide in this window. */
export function firstDaySeen(email: string | null | undefined): boolean {
  return seenBy().includes(who(email));
}

function rememberSeen(email: string | null | undefined): void {
  const seen = seenBy();
  if (seen.includes(who(email))) return;
  try {
    window.sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seen, who(email)]));
  } catch {
    // Storage refused (full, disabled): the guide may come back after a reload, nothing worse.
  }
}

/**
 * Whether the guide opens: undecided until the settings are in; open when no label printer is
 * routed and this operator has not ended it in this window; closed otherwise.
 */
export function firstDayFor(view: SettingsView | null, seen: boolean, settingsFailed = false): FirstDay {
  // Settings that could not be read say nothing of the printer: the desk is shown as it is.
  if (!view) return settingsFailed ? 'closed' : 'undecided';
  return view.settings.printers.label === null && !seen ? 'open' : 'closed';
}

export interface FirstDaySlice {
  firstDay: FirstDay;
  /** Decides, once the settings are in (a decided guide stays as it is until clearFirstDay). */
  decideFirstDay(): void;
  /** The operator finished the guide, skipped it or went elsewhere: it does not come back in this window. */
  endFirstDay(): void;
  /** The next login decides again (the shell unmounting at logout). */
  clearFirstDay(): void;
}

export const createFirstDaySlice: SliceCreator<FirstDaySlice> = (set, get) => ({
  firstDay: 'undecided',

  decideFirstDay() {
    const { firstDay, settingsView, settingsError, session } = get();
    if (firstDay !== 'undecided') return;
    set({ firstDay: firstDayFor(settingsView, firstDaySeen(session?.email), settingsError !== null) });
  },

  endFirstDay() {
    if (get().firstDay !== 'open') return;
    rememberSeen(get().session?.email);
    set({ firstDay: 'closed' });
  },

  clearFirstDay() {
    set({ firstDay: 'undecided' });
  },
});
