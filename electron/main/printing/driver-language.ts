// The label language a printer reads, told from its driver's name: a CUPS queue's make and model
// (its PPD's NickName, e.g. "Zebra EPL2 Label Printer") or a Windows printer's driver name
// (PRINTER_INFO_2.pDriverName, e.g. "ZDesigner ZD220-203dpi ZPL", "Argox OS-214 plus series
// PPLA"). One reading for both systems: detection proposes it, and a driver queue for another
// label language is never sent ZPL.
//
// How names map (checked in this order, the first match wins):
// - an emulation the name spells out: PPLA, PPLB, or PPLZ (Argox's ZPL emulation). Argox sells
//   each model with PPLA (Datamax DPL-like), PPLB (EPL-like) and PPLZ (ZPL-like) firmware and
//   a driver per emulation (quebeckautomacao.com.br/?p=591: "No caso da Argox, os emuladores
//   são PPLA (DPL), PPLB (EPL) e PPLZ (ZPL)"); Elgin's L42 line is built on the same engines;
// - EPL: "EPL", "EPL2", Eltron, or the EPL-only LP/TLP 2844 and 2824 (ZDesigner names an EPL
//   driver of a dual-language model "… (EPL)", so this is asked before ZDesigner);
// - CPCL or Intellitech/IntelliBar: a label printer in a language the station does not write;
// - ZPL: "ZPL", ZDesigner (Zebra's Windows driver), or Zebra with none of the above;
// - DPL: Datamax (Datamax-O'Neil, Honeywell's DPL line) or "DPL";
// - Argox or Elgin without an emulation in the name: PPLA, the one these printers ship with
//   for the Brazilian market's label software; the calibration label shows it at once if not.
// Anything else (an office laser, a PDF writer) is no label printer the station knows.
import type { RawPrinterLanguage } from '../../shared/printer-profile';

/** A label language the station writes, or `other` for a label printer in one it does not. */
export type DriverLabelLanguage = RawPrinterLanguage | 'other';

const RULES: ReadonlyArray<readonly [RegExp, DriverLabelLanguage]> = [
  [/\bPPLZ\b/i, 'zpl'],
  [/\bPPLB\b/i, 'pplb'],
  [/\bPPLA\b/i, 'ppla'],
  [/\bEPL\d?\b|\bEltron\b|\bT?LP[ -]?28[24]4(?![-\s]?Z)\b/i, 'epl2'],
  [/\bCPCL\b|\bIntelli(?:tech|bar)\b/i, 'other'],
  [/\bZPL(?:\s?II)?\b|\bZDesigner\b|\bZebra\b/i, 'zpl'],
  [/\bDatamax\b|\bDPL\b/i, 'dpl'],
  [/\bArgox\b|\bElgin\b/i, 'ppla'],
];

/** The label language a driver's name says its printer reads; undefined for no label printer known. */
export function driverLabelLanguage(driverName: string | undefined): DriverLabelLanguage | undefined {
  if (!driverName) return undefined;
  return RULES.find(([pattern]) => pattern.test(driverName))?.[1];
}

/** A raw profile language to propose for a driver, when the station writes its language. */
export function proposedRawLanguage(driverName: string | undefined): RawPrinterLanguage | undefined {
  const language = driverLabelLanguage(driverName);
  return language === 'other' ? undefined : language;
}

/**
 * Whether a driver is for a label printer that reads some other language than ZPL: ZPL sent raw
 * through it comes out as text. Unknown models (an office laser) are not claimed either way.
 */
export function driverSpeaksAnotherLabelLanguage(driverName: string | undefined): boolean {
  const language = driverLabelLanguage(driverName);
  return language !== undefined && language !== 'zpl';
}

/** The resolution a driver's name says ("ZDesigner ZD220-203dpi", "… 300 dpi"), if any. */
export function driverNameDpi(driverName: string | undefined): number | undefined {
  const dpi = /(\d{3})\s?dpi/i.exec(driverName ?? '')?.[1];
  return dpi === undefined ? undefined : Number(dpi);
}
