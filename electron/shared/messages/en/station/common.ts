import type { common as source } from '../../pt-BR/station/common';
import type { Messages } from '../../said';

export const common: Messages<typeof source> = {
  hostSilent: 'The station is not answering; is the browser host still running?',
  hostRefused: 'The station refused this page; open the address it printed (with ?key=).',
  hostNoResult: 'The station answered {{status}} without a result.',
  unknownChannel: 'Unknown operation.',
  notStationWindow: 'The station refused this call: it did not come from the station window.',
  hostNeedsJson: 'The station takes requests in its own format only; this one was not.',
  hostRequestTooLarge: 'The request is too large for the station (over 1 MiB).',
  invalidInput: 'The request has fields to fix.',
  verbatim: '{{text}}',
  internal: 'Something went wrong inside the station; it has been written to the log.',
};
