import type { scale as source } from '../../pt-BR/station/scale';
import type { Messages } from '../../said';

export const scale: Messages<typeof source> = {
  none: 'No scale configured',
  waiting: 'Waiting for the scale…',
  unstable: 'Weight unstable: wait for the scale to settle',
  negative: 'Negative weight: clear the scale and zero it',
  zero: 'Scale reads zero',
  overload: 'Overload: the parcel is over the scale’s capacity',
  'unknown-unit': 'The scale is set to a unit the station does not convert: use kg, g, lb or oz',
  garbled: 'Unreadable frame from the scale: check the protocol and the baud rate',
  'no-answer': 'The scale does not answer: check it is on, the protocol and the baud rate',
  disconnected: 'Scale disconnected: check the cable; the station reconnects by itself',
  unavailable: 'The scale’s port cannot be opened: another program holds it, or permission is missing',
  fault: 'The scale reports a fault or needs calibration',
  'needs-zeroing': 'The scale asks to be zeroed',
  stale: 'Stale reading: the scale has sent no weight for a few seconds',
  'already-used': 'This weight was already used: change the parcel on the scale and let it settle',
  weighTimeout:
    'No stable weight in {{seconds}} s ({{reason}}); nothing was bought. Put the parcel on the scale and scan the order again.',
  changedBeforeBuy:
    'The scale reading changed before the purchase ({{reason}}); nothing was bought. Let it settle and scan the order again.',
  weightChanged: 'the weight went from {{was}} g to {{now}} g',
  weighBusy: 'Still weighing order {{ref}}: wait for its purchase to finish and scan again.',
  weighOnScanOff: 'Weigh on scan is off at this station (Settings).',
  noDraft: 'To weigh on scan, first choose the recipient and the parcel on the ship screen.',
  pseudoTerminalOnlyInDevelopment:
    "A pseudo-terminal (/dev/pts/…) is taken as a scale only by a development build of the station; choose the scale's serial port (such as /dev/ttyUSB0 or /dev/ttyS0).",
};
