// Issue 14, point 6: free text the operator types (names, addresses, notes, references, presets,
// the workstation name) refuses NUL and the bidi embedding, override and isolate controls with a
// message saying why, in the desk's language; a list search q has a maximum length (the spec
// shows none; the station's own, MAX_QUERY_LENGTH), checked before anything is sent.
import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_LENGTH,
  listQuerySchema,
  parseOrIssues,
  recipientCreateDtoSchema,
  senderListQuerySchema,
  shipmentAddressSchema,
} from '../../../electron/shared/contract';
import { addressBookSearchInputSchema } from '../../../electron/shared/addressbook';
import { presetInputSchema, oneKeyShipInputSchema, scanInputSchema } from '../../../electron/shared/desk';
import { settingsPatchSchema } from '../../../electron/shared/ipc';
import { RIO } from '../../support/addresses';

const HIDDEN = ['\u0000', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

const { cpfCnpj, ...rioAddress } = RIO;
const recipient = { name: 'Marina Costa', phone: RIO.phone, cpfCnpj, address: { ...rioAddress, country: 'BR' } };

describe('free text typed by the operator', () => {
  it.each(HIDDEN.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'refuses %s in every kind of free text, naming the field and the reason',
    (_, c) => {
      const cases: [string, { safeParse: (v: unknown) => unknown }, unknown, string][] = [
        ['workstation', settingsPatchSchema, { workstationName: `Bancada${c} 1` }, 'workstationName'],
        [
          'preset',
          presetInputSchema,
          { name: `Caixa${c}`, format: '1', lengthCm: 20, widthCm: 10, weightKg: 1 },
          'name',
        ],
        ['recipient notes', recipientCreateDtoSchema, { ...recipient, notes: `portão${c} azul` }, 'notes'],
        ['recipient name', recipientCreateDtoSchema, { ...recipient, name: `${c}Maria` }, 'name'],
        ['shipment address', shipmentAddressSchema, { ...RIO, complement: `apto${c} 2` }, 'complement'],
        [
          'order reference',
          oneKeyShipInputSchema,
          { externalRef: `PED${c}-1`, recipient: RIO, presetKey: 1 },
          'externalRef',
        ],
        ['scan', scanInputSchema, { text: `PED-1${c}` }, 'text'],
      ];
      for (const [what, schema, value, field] of cases) {
        const pt = parseOrIssues(schema as never, value, 'pt-BR');
        const en = parseOrIssues(schema as never, value, 'en');
        expect([what, pt.ok]).toEqual([what, false]);
        if (pt.ok || en.ok) continue;
        expect([what, pt.error.field]).toEqual([what, field]);
        expect(pt.error.issues.join('\n')).toContain(`${field}: contém um caractere oculto`);
        expect(en.error.issues.join('\n')).toContain(`${field}: holds a hidden character`);
      }
    },
  );

  it('still takes accents, emoji and punctuation', () => {
    expect(settingsPatchSchema.safeParse({ workstationName: 'Bancada São João – nº 2 📦' }).success).toBe(true);
    expect(recipientCreateDtoSchema.safeParse({ ...recipient, notes: 'deixar na portaria; "frágil"' }).success).toBe(
      true,
    );
  });
});

describe('a list search', () => {
  it(`is refused past ${MAX_QUERY_LENGTH} characters with the reason, before anything is sent`, () => {
    expect(listQuerySchema.safeParse({ q: 'a'.repeat(MAX_QUERY_LENGTH) }).success).toBe(true);
    const pt = parseOrIssues(listQuerySchema, { q: 'a'.repeat(MAX_QUERY_LENGTH + 1) }, 'pt-BR');
    const en = parseOrIssues(listQuerySchema, { q: 'a'.repeat(MAX_QUERY_LENGTH + 1) }, 'en');
    expect(pt).toEqual({
      ok: false,
      error: { field: 'q', issues: ['q: é longa demais para uma pesquisa (no máximo 200 caracteres)'] },
    });
    expect(en).toEqual({
      ok: false,
      error: { field: 'q', issues: ['q: is too long for a search (at most 200 characters)'] },
    });
    const local = parseOrIssues(addressBookSearchInputSchema, { kind: 'recipient', q: 'a'.repeat(201) }, 'pt-BR');
    expect(local).toMatchObject({
      ok: false,
      error: { issues: ['q: é longa demais para uma pesquisa (no máximo 200 caracteres)'] },
    });
  });

  it('is not limited on the sandbox side: the limit is the station’s, not the spec’s', () => {
    expect(senderListQuerySchema.safeParse({ q: 'a'.repeat(5_000) }).success).toBe(true);
  });
});
