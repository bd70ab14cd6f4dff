// Which screen is up, the overlays, and what screen readers are told (aria-live).
import type { TFunction } from 'i18next';
import { currentLanguage, i18n, type Language } from '../i18n';
import type { SliceCreator } from './store';

export type Screen = 'ship' | 'labels' | 'tracking' | 'addressbook' | 'settings' | 'batch' | 'day' | 'audit';
/** In the order of the header's tabs and of Alt+1 … Alt+8. */
export const SCREENS: readonly Screen[] = [
  'ship',
  'labels',
  'tracking',
  'addressbook',
  'settings',
  'batch',
  'day',
  'audit',
];

/** The screen each of Alt+1 … Alt+8 opens (lib/shortcuts.ts lists the keys for the help). */
export const SCREEN_KEYS: Record<string, Screen> = {
  '1': 'ship',
  '2': 'labels',
  '3': 'tracking',
  '4': 'addressbook',
  '5': 'settings',
  '6': 'batch',
  '7': 'day',
  '8': 'audit',
};

/** What is told to a screen reader: words, or how to say them (then said again in a new language). */
export type Spoken = string | ((t: TFunction) => string);

export interface Announcement {
  id: number;
  /** The words, in `language` as it was when they were said. */
  text: string;
  language: Language;
  /** Says them again after the desk's language changed (issue 29.7); without it they are dropped. */
  again?: (t: TFunction) => string;
  /** assertive for errors the operator must act on; polite for progress and results. */
  politeness: 'polite' | 'assertive';
}

export interface UiSlice {
  screen: Screen;
  helpOpen: boolean;
  lojaMenuOpen: boolean;
  announcement: Announcement | null;
  go(screen: Screen): void;
  setHelpOpen(open: boolean): void;
  setLojaMenuOpen(open: boolean): void;
  announce(spoken: Spoken, politeness?: Announcement['politeness']): void;
}

let announcementId = 0;

export const createUiSlice: SliceCreator<UiSlice> = (set, get) => ({
  screen: 'ship',
  helpOpen: false,
  lojaMenuOpen: false,
  announcement: null,
  go: (screen) => {
    // Going to a screen on purpose (a tab, Alt+digit) ends the first-day guide: the operator chose.
    get().endFirstDay();
    set({ screen, lojaMenuOpen: false });
  },
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setLojaMenuOpen: (lojaMenuOpen) => set({ lojaMenuOpen }),
  announce: (spoken, politeness = 'polite') => {
    const again = typeof spoken === 'function' ? spoken : undefined;
    const text = again ? again(i18n.t) : (spoken as string);
    set({
      announcement: {
        id: ++announcementId,
        text,
        language: currentLanguage(),
        politeness,
        ...(again ? { again } : {}),
      },
    });
  },
});
