// The address book's channels (addressbook:*): main's offline-tolerant local book. Lists and
// search answer from this desk's copy at once (with how fresh it is); creates go through the
// outbox, so they work offline and are sent when the server answers again.
import { station } from '../../bridge/station';

export function addressBookSource() {
  return station().addressbook;
}
