// Whether the first-day guide opens, apart from the guide itself: the station's header asks at
// every login, while the guide (with the printer panels it shares with Settings) loads only at a
// desk that needs it (issue 30, item 8).
import { useEffect } from 'react';
import { useStoreFields } from '../../app/store';
import type { FirstDay } from './firstDaySlice';

/** Decides whether the guide opens once the settings are in, and decides again at the next login. */
export function useFirstDay(): FirstDay {
  const { firstDay, settingsView, settingsError, decideFirstDay, clearFirstDay } = useStoreFields(
    'firstDay',
    'settingsView',
    'settingsError',
    'decideFirstDay',
    'clearFirstDay',
  );
  useEffect(() => {
    if (firstDay === 'undecided') decideFirstDay();
  }, [firstDay, settingsView, settingsError, decideFirstDay]);
  useEffect(() => clearFirstDay, [clearFirstDay]);
  return firstDay;
}
