import type { warehouse as source } from '../../pt-BR/station/warehouse';
import type { Messages } from '../../said';

export const warehouse: Messages<typeof source> = {
  heldBought:
    'Order {{ref}} was already bought at {{desk}} at {{at}} (label {{tracking}}). If the label must come out again, reprint it at {{desk}}; for a second parcel of the order, use "Another parcel".',
  heldBuying: 'Order {{ref}} is being bought at {{desk}} since {{at}}. Wait: do not buy it again here.',
  heldClaimed:
    'Order {{ref}} was claimed for purchase at {{desk}} at {{at}}. Wait for its result; if that desk stopped, you may take the order over after {{minutes}} min without word from it.',
  heldClaimedStale:
    'Order {{ref}} was claimed at {{desk}} at {{at}} and that desk has been silent for over {{minutes}} min. You may take the order over (it is recorded).',
  unreachable:
    'The warehouse journal ({{where}}) is not answering; without it nobody knows whether another desk already bought order {{ref}}. Nothing was bought.',
  unreachableAsk:
    'The warehouse journal ({{where}}) is not answering; without it nobody knows whether another desk already bought order {{ref}}. Nothing was bought. Buy only if you are sure no other desk bought it (this is recorded).',
  schemaNewer:
    'The warehouse journal was upgraded by a newer Shipping Station (schema {{found}}; this one knows up to {{known}}). This desk claims no orders until it is updated.',
  noPassword: "The warehouse database's password is not in this station's keychain; enter it in Settings.",
  notSet: 'This station works alone: no warehouse is set up.',
  caUnreadable: 'The certificate authority file ({{file}}) could not be read.',
  lost: 'This desk cannot talk to the warehouse database (PostgreSQL). Check that it is running, that the network reaches it, and that the certificate and password set up are its own.',
};
