// en: the scan box, and what a scanner typing into another field is told (same keys as pt-BR).
import type { scan as source } from '../pt-BR/scan';
import type { Messages } from '../said';

export const scan: Messages<typeof source> = {
  scan: {
    label: 'Scan order or tracking code',
    placeholder: 'Scan order',
    scanned: 'Read: {{text}}',
    working: 'Looking it up…',
    reprinted: 'Label reprinted',
    reprintedWithDace: 'Label and DACE reprinted',
    order: 'Order {{ref}}',
    matchedBy: { externalRef: 'Found by the order number.', trackingCode: 'Found by the tracking code.' },
    daceWithLabel: 'The thermal DACE came out in the same job as the label.',
    daceFailed: 'DACE not reprinted: {{message}} (the label did print).',
    notBought: 'Order {{ref}}: label not bought yet',
    notBoughtHint: 'The shipment exists at this station, but its label was not bought.',
    buy: 'Buy label',
    buying: 'Buying the label…',
    bought: 'Label bought and sent to the printer',
    newOrder: 'New order {{ref}}',
    newOrderHint: 'The number is already in the Order field: choose the recipient and the package.',
    looksLikeTracking: 'This looks like a tracking code from another station: check before buying.',
    repeat: 'Repeated scan ignored',
    repeatHint: 'Already reprinted — scan again in {{seconds}} s for another copy.',
    fromField: 'Read by the scanner into the {{field}} field, not the scan box: that field was left as it was.',
    wedgeSent:
      'The barcode scanner typed {{text}} here: it was read in the scan box and this field was left as it was.',
    wedgeRefusedInDialog:
      'Barcode scan refused ({{text}}): this field was left as it was. To scan an order, close this window and use the scan box (F2).',
    wedgeRefusedNoLoja:
      'Barcode scan refused ({{text}}): this field was left as it was. Orders are scanned with a store open, in the scan box (F2).',
  },
};
