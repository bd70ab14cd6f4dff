import type { stationSection as source } from '../../pt-BR/station/station';
import type { Messages } from '../../said';

export const stationSection: Messages<typeof source> = {
  couldNotStart: 'Shipping Station could not start',
  databaseNewer:
    '{{file}} was written by a newer version of the app (schema {{version}}); it was left untouched. Update Shipping Station.',
  databaseNotWritable:
    "This computer's user cannot write {{file}} (or its folder) ({{detail}}); the station stopped before recording any purchase or label. Ask whoever looks after this computer to allow writing in the data folder, then restart the station.",
  databaseNotSqlite: '{{file}} is not a data file of the station (damaged?); it was left untouched.',
  databaseUnreadable:
    'The station could not read {{file}} ({{detail}}); it was neither changed nor moved. If another program is using it, close that program and restart the station; if it goes on, call support.',
  folderInUse:
    'Another station is already using the data folder {{dataDir}} ({{who}}). Close it or use another folder (--data-dir).',
  settingsLost:
    "This desk's settings ({{movedTo}}) and their backup copy are unreadable: which server it uses is unknown, and nothing was sent to any. Choose in Settings: the store's server address, or training mode (nothing is charged and the labels are not real). Then restart the station and check the printers.",
  recoveredUnknown_one:
    '{{count}} purchase of this desk got no answer and was missing from the purchase journal (shipment {{shipments}}); the audit log kept it. It shows among the unsettled purchases as "may have been charged" until the server confirms it.',
  recoveredUnknown_other:
    '{{count}} purchases of this desk got no answer and were missing from the purchase journal (shipments {{shipments}}); the audit log kept them. They show among the unsettled purchases as "may have been charged" until the server confirms them.',
  addressBookRebuilt:
    'The local address book {{file}} was damaged; it was moved to {{movedTo}} and is being rebuilt from the server.',
  salvaged_one:
    '{{file}} was damaged; it was moved to {{movedTo}}. {{count}} record was recovered. Check the unfinished labels and the print history.',
  salvaged_other:
    '{{file}} was damaged; it was moved to {{movedTo}}. {{count}} records were recovered. Check the unfinished labels and the print history.',
  salvagedSome_one:
    '{{file}} was damaged; it was moved to {{movedTo}}. {{count}} record was recovered, others could not be read. Check the unfinished labels and the print history.',
  salvagedSome_other:
    '{{file}} was damaged; it was moved to {{movedTo}}. {{count}} records were recovered, others could not be read. Check the unfinished labels and the print history.',
  recoveredCharges_one:
    "{{count}} label charged and not printed was in the audit log but neither in the purchase journal nor in the print queue (tracking {{tracking}}). It is back as this desk's purchase and prints once, with no new charge, when the loja is opened.",
  recoveredCharges_other:
    "{{count}} labels charged and not printed were in the audit log but neither in the purchase journal nor in the print queue (tracking {{tracking}}). They are back as this desk's purchases and print once, with no new charge, when the loja is opened.",
};
