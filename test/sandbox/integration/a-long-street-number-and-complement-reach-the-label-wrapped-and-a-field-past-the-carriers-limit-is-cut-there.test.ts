// Issue 29, item 4: nothing on the label is cut without a word. The training server draws its
// label as a carrier's does: a long street, the house number and the complement all reach it,
// wrapped onto the next line instead of ending in "…"; a field longer than the carrier publishes
// for its label is cut at that length, and exactly where the station's warning said it would be
// (shortenedFields, the same table). Read back from the PDF the sandbox serves over HTTP, as
// poppler lays its text out.
import { describe, expect, it } from 'vitest';
import { emitLabelReadySchema, labelDownloadResponseSchema } from '../../../electron/shared/contract';
import { labelFieldLimits, shortenedFields } from '../../../electron/shared/label-fields';
import { RIO } from '../../support/addresses';
import { pdfText } from '../../support/pdf-text';
import { useLoggedInSandbox } from './client';
import { createShipment, emit } from './fixtures';
import { fetchBytes } from './pdf';

const live = useLoggedInSandbox({ accessTtl: 24 * 3600 });

/** Buys a PAC label (Correios) to `destAddress` and answers the text of the PDF the server serves, line by line. */
async function labelLines(destAddress: Record<string, unknown>): Promise<string[]> {
  const { shipmentId } = await createShipment(live.api, { destAddress });
  const ready = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
  const { downloadUrl } = labelDownloadResponseSchema.parse(
    (await live.api.get(`/api/v1/labels/${ready.labelId}/download`)).body,
  );
  const file = await fetchBytes(downloadUrl);
  expect(file.status).toBe(200);
  return (await pdfText(file.bytes))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The recipient block: from its title to the CEP line. */
function recipientBlock(lines: string[]): string[] {
  const from = lines.indexOf('DESTINATÁRIO');
  const to = lines.findIndex((line, i) => i > from && line.startsWith('CEP '));
  expect(from).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThan(from);
  return lines.slice(from, to + 1);
}

describe('the training label', () => {
  it('prints a long street, its number and its complement whole, wrapped, never with an ellipsis', async () => {
    // Within Correios' published lengths: 49, 6 and 30 characters.
    const street = 'Rua Doutor Professor Engenheiro Alcântara Machado';
    const number = '1234-B';
    const complement = 'Bloco C Apartamento 1203 Torre';
    expect(
      shortenedFields({ ...RIO, street, number, complement }, labelFieldLimits({ carrierName: 'Correios' }).limits),
    ).toEqual([]);

    const block = recipientBlock(await labelLines({ ...RIO, street, number, complement }));
    const addressLines = block.slice(2, -2); // after the title and the name, before the district and the CEP
    // More than one line (wrapped), and read in order they are the whole street line.
    expect(addressLines.length).toBeGreaterThan(1);
    expect(addressLines.join(' ')).toBe(`${street}, ${number} - ${complement}`);
    expect(block.join('\n')).not.toContain('…');
    expect(block).toContain('Centro - Rio de Janeiro / RJ');
    expect(block.at(-1)).toBe('CEP 20040-002');
  });

  it('cuts a field past Correios’ length exactly where the station’s warning says, and keeps number and complement', async () => {
    const street = 'Avenida Governador Engenheiro Doutor Professor Alcântara Machado de Albuquerque'; // 79
    const complement = 'Bloco C Apartamento 1203 Torre Norte, entrada lateral'; // 53
    const address = { ...RIO, street, number: '77', complement };
    const warned = shortenedFields(address, labelFieldLimits({ carrierName: 'Correios' }).limits);
    expect(warned.map(({ field, length, max }) => [field, length, max])).toEqual([
      ['street', 79, 50],
      ['complement', 53, 30],
    ]);
    const [cutStreet, cutComplement] = warned;

    const block = recipientBlock(await labelLines(address));
    const printed = block.slice(2, -2).join(' ');
    expect(printed).toBe(`${cutStreet!.printed}, 77 - ${cutComplement!.printed}`);
    expect(printed).not.toContain(cutStreet!.cut);
    expect(printed).not.toContain(cutComplement!.cut);
    expect(block.join('\n')).not.toContain('…');
  });
});
