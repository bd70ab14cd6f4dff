// The pickup list (A4 PDF for the carriers' drivers) has a weight column: each label's weight as
// it was bought, read back from the PDF's own text with MuPDF, in both languages.
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import type { DaySummaryView, JournalEntryView } from '../../../electron/shared/desk';
import { pickupListPdf } from '../../../electron/main/desk/summary/pickup-pdf';
import { boughtShipment, scaleWeight } from '../../support/desk-views';

function shipment(n: number, grams: number | null): JournalEntryView {
  return boughtShipment(n, grams === null ? null : scaleWeight(grams));
}

const SUMMARY: DaySummaryView = {
  day: '2026-11-26',
  tenantId: 'loja',
  shipments: [shipment(1, 1834), shipment(2, 300), shipment(3, null)],
  carriers: [{ carrierName: 'Correios', serviceName: 'PAC', count: 3, totalCents: 7500 }],
  count: 3,
  totalCents: 7500,
  createdNotBought: 0,
};

function textOf(pdf: Uint8Array): string[] {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  return doc.loadPage(0).toStructuredText('preserve-whitespace').asText().split('\n');
}

describe('the pickup list', () => {
  it('has a weight column with the weight each label was bought with', async () => {
    const lines = textOf(await pickupListPdf(SUMMARY, 'Loja Demo', 'pt-BR'));
    expect(lines).toContain('Peso');
    // The other columns still fit whole beside it.
    expect(lines).toContain('Rio de Janeiro - RJ');
    expect(lines).toContain('Marina Costa');
    expect(lines).toContain('Correios PAC');
    const at = (ref: string) => lines.indexOf(ref);
    // MuPDF reads each cell as a line, in table order: the weight sits between tracking and price.
    expect(lines.slice(at('PED-1'), at('PED-2'))).toEqual(expect.arrayContaining(['PX000000001BR', '1,834 kg']));
    expect(lines.indexOf('1,834 kg')).toBe(lines.indexOf('PX000000001BR') + 1);
    expect(lines.indexOf('300 g')).toBe(lines.indexOf('PX000000002BR') + 1);
    expect(lines[lines.indexOf('PX000000003BR') + 1]).toBe('—');
  });

  it('says its weights the English way on an English desk', async () => {
    const lines = textOf(await pickupListPdf(SUMMARY, 'Loja Demo', 'en'));
    expect(lines).toContain('Weight');
    expect(lines).toContain('1.834 kg');
  });
});
