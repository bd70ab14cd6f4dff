// A carrier's label as ZPL, for tests and benchmarks of ZPL on printers that do not read it.
/**
 * A carrier's label as ZPL (the sandbox serves labels as PDF only): 100 × 150 mm at 203 dpi with
 * a frame, the addresses as text, a Code 128 (^BY3: 3-dot modules) and a QR of the tracking code,
 * written the way Correios and Jadlog ZPL labels are.
 */
export function carrierZplLabel(trackingCode: string): Uint8Array {
  const zpl = [
    '^XA',
    '^CI28',
    '^PW799',
    '^LL1199',
    '^LH0,0',
    '^FO16,16^GB767,1167,3^FS',
    '^FO40,40^A0N,40,40^FDCorreios SEDEX^FS',
    '^FO40,100^A0N,28,28^FDDestinatário: Maria da Silva^FS',
    '^FO40,140^A0N,28,28^FDRua do Catete, 100 - Rio de Janeiro/RJ^FS',
    `^FO60,220^BY3,3,160^BCN,160,Y,N,N^FD${trackingCode}^FS`,
    `^FO260,520^BQN,2,8^FDQA,${trackingCode}^FS`,
    '^FO40,1120^A0N,24,24^FDRemetente: Loja Demo - São Paulo/SP^FS',
    '^XZ',
  ];
  return new TextEncoder().encode(zpl.join('\n'));
}
