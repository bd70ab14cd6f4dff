// The shipping label as a carrier that sends ZPL II sends it (the spec does not say the label
// file's format): 100 × 150 mm at 203 dpi with the carrier and service, the tracking code as a
// Code 128 barcode drawn by the printer (^BC), and the recipient. Served when the personality's
// `labelFile` is `zpl`; it is what makes a thermal DACE join the label's own print job.
import type { LabelDocument } from './label-pdf';

/** ^ and ~ start ZPL commands; inside field data they would cut the label short. */
const field = (text: string) => text.replace(/[\^~]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);

export function renderLabelZpl(label: LabelDocument): string {
  const { destAddress: to } = label.shipment;
  return [
    '^XA',
    '^CI28',
    '^PW799',
    '^LL1199',
    `^FO30,30^A0N,40,40^FD${field(label.carrierName)}^FS`,
    `^FO30,80^A0N,28,28^FD${field(label.serviceName)}^FS`,
    `^FO30,140^BY3^BCN,160,Y,N,N^FD${field(label.trackingCode)}^FS`,
    '^FO30,380^A0N,28,28^FDDestinatario^FS',
    `^FO30,420^A0N,36,36^FD${field(to.personName || to.name)}^FS`,
    `^FO30,470^A0N,28,28^FD${field(`${to.street}, ${to.number}`)}^FS`,
    `^FO30,510^A0N,28,28^FD${field(`${to.city} - ${to.state}  ${to.zip}`)}^FS`,
    '^XZ',
    '',
  ].join('\n');
}
