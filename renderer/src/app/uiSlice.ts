// Which screen is up, the overlays, and what screen readers are told (aria-live).
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

export interface Announcement {
  id: number;
  text: string;
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
  announce(text: string, politeness?: Announcement['politeness']): void;
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
  announce: (text, politeness = 'polite') => set({ announcement: { id: ++announcementId, text, politeness } }),
});
