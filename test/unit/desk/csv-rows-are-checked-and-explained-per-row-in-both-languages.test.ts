// The batch CSV: headers in any case, ";" or "," separated, quoted fields with separators and
// line breaks, decimal commas, formatted CEPs and documents. Every row is checked with the
// contract and each problem is named by its column, in Portuguese or English; an unknown column
// is refused outright (a typo would silently drop data).
import { describe, expect, it } from 'vitest';
import { parseCsv, type CsvRecord } from '../../../electron/main/desk/batch/csv-columns';
import { planRow, type RowContext } from '../../../electron/main/desk/batch/row-plan';
import type { PresetView } from '../../../electron/shared/desk';
import { BH_HOME, ORIGIN_SP } from '../../support/addresses';
import { CAIXA_P } from '../../support/parcels';

const SENDER = ORIGIN_SP;
const PRESET: PresetView = { id: 'p1', key: 1, ...CAIXA_P, thicknessCm: null, diameterCm: null, updatedAt: '' };
const ctx = (locale: 'pt-BR' | 'en' = 'pt-BR'): RowContext => ({
  locale,
  sender: SENDER,
  preset: (name) => (name.toLowerCase() === 'caixa p' ? PRESET : undefined),
  presetNames: () => ['Caixa P'],
  recipient: (key) => {
    if (key !== 'r-1') throw new Error(`not in the address book: ${key}`);
    return BH_HOME;
  },
});
const records = (csv: string): CsvRecord[] => {
  const parsed = parseCsv(csv, 'pt-BR');
  if (!parsed.ok) throw new Error(parsed.error.join('; '));
  return parsed.value;
};
const HEAD =
  'EXTERNALREF;name;cpfCnpj;phone;street;number;district;city;state;zip;preset;weightKg;declaredValue;invoiceType;invoiceValor;products;tipoDace';

describe('batch CSV rows', () => {
  it('reads a Brazilian spreadsheet row into a plan: decimal commas, formatted CEP and CPF, quoted products', () => {
    const [row] = records(
      `${HEAD}\r\nPED-1;Marina Costa;529.982.247-25;21999998888;"Rua Primeiro de Março; bloco B";20;Centro;Rio de Janeiro;rj;20040-002;caixa p;1,5;1.234,56;DCE;1.234,56;"Camiseta|2|61728;Boné|1|0";t\r\n`,
    );
    const planned = planRow(row as CsvRecord, ctx());
    expect(planned.messages).toEqual([]);
    expect(planned.plan).toMatchObject({
      externalRef: 'PED-1',
      origin: SENDER,
      dest: {
        name: 'Marina Costa',
        personName: 'Marina Costa',
        cpfCnpj: '52998224725',
        zip: '20040002',
        state: 'RJ',
        street: 'Rua Primeiro de Março; bloco B',
        country: 'BR',
      },
      parcel: {
        format: '2',
        lengthCm: 20,
        widthCm: 15,
        heightCm: 10,
        weightKg: 1.5,
        declaredValueCents: 123_456,
        products: [
          { content: 'Camiseta', quantity: 2, valueCents: 61_728 },
          { content: 'Boné', quantity: 1, valueCents: 0 },
        ],
      },
      invoice: { type: 'DCE', valor: 1234.56 },
      tipoDace: 'T',
    });
  });

  it('explains every problem of a row by column, in the operator language', () => {
    const csv = `externalRef,name,cpfCnpj,phone,street,number,district,city,state,zip,format,lengthCm,weightKg,invoiceType,tipoDace\nPED-2,Ana,,1199,Rua X,1,Centro,Recife,Pernambuco,5000-000,2,abc,,NFE,R\n`;
    const [row] = records(csv);
    const pt = planRow(row as CsvRecord, ctx('pt-BR'));
    expect(pt.plan).toBeNull();
    expect(pt.messages).toEqual(
      expect.arrayContaining([
        'lengthCm: deve ser um número (ex.: 1,5), veio "abc"',
        'weightKg: é obrigatório (ou informe um pacote salvo)',
        'cpfCnpj: é obrigatório para endereço no Brasil (CPF ou CNPJ)',
        'zip: deve ser um CEP de 8 dígitos (ex.: 01310-100)',
        'state: deve ser uma UF do Brasil (SP, RJ, …)',
        'chaveNFe: é obrigatória para nota do tipo NF-e (chave de 44 dígitos)',
      ]),
    );
    const en = planRow(row as CsvRecord, ctx('en'));
    expect(en.messages).toEqual(
      expect.arrayContaining([
        'lengthCm: must be a number (e.g. 1,5), got "abc"',
        'zip: must be a CEP of 8 digits (e.g. 01310-100)',
      ]),
    );
  });

  it('takes a recipient from the address book, and refuses mixing it with typed recipient columns', () => {
    const [ok, mixed, unknown] = records(
      'externalRef,recipientKey,name,preset\nPED-3,r-1,,Caixa P\nPED-4,r-1,Outro,Caixa P\nPED-5,r-9,,Caixa P\n',
    );
    expect(planRow(ok as CsvRecord, ctx()).plan?.dest).toMatchObject({
      personName: 'Ana Lima',
      city: 'Belo Horizonte',
    });
    expect(planRow(mixed as CsvRecord, ctx()).messages).toEqual([
      'recipientKey: use recipientKey ou as colunas do destinatário, não os dois',
    ]);
    expect(planRow(unknown as CsvRecord, ctx('en')).messages[0]).toMatch(/^recipientKey: /);
  });

  it('names unknown presets with the ones that exist, and refuses a DACE without a content declaration', () => {
    const [a, b] = records(
      'externalRef,recipientKey,preset,tipoDace,products\nPED-6,r-1,Caixa G,,\nPED-7,r-1,Caixa P,R,x|1\n',
    );
    expect(planRow(a as CsvRecord, ctx()).messages).toEqual([
      'preset: não há pacote salvo "Caixa G" nesta loja (Caixa P)',
    ]);
    expect(planRow(b as CsvRecord, ctx('en')).messages).toEqual([
      'products: item 1 must be description|quantity|valueCents (e.g. Camiseta|2|5000)',
      'tipoDace: a DACE exists only for a content declaration (invoice type DCE)',
    ]);
  });

  it('refuses a file with unknown columns or without externalRef, and counts lines across quoted line breaks', () => {
    const bad = parseCsv('externalRef;recipientKey;preset;weigthKg\nPED-1;ana;Caixa P;2\n', 'en');
    expect(bad).toEqual({
      ok: false,
      error: [expect.stringMatching(/^Unknown column: weigthKg\. Known columns: externalRef, /)],
    });
    expect(parseCsv('recipientKey;preset\nana;Caixa P\n', 'pt-BR')).toMatchObject({
      ok: false,
      error: ['A coluna externalRef é obrigatória.'],
    });
    const lines = records('externalRef,street,recipientKey,preset\nA,"Rua 1\nfundos"\n\n,,,\nB,Rua 2\n').map((r) => [
      r.fields.externalRef,
      r.line,
    ]);
    expect(lines).toEqual([
      ['A', 2],
      ['B', 6],
    ]);
  });

  it('asks a file for cpfCnpj only when a recipient is in Brazil, and for a preset or weight only without a scale', () => {
    const address = 'externalRef;name;phone;street;number;city;state;zip;country;preset';
    const abroad = parseCsv(`${address}\nPED-1;Ann;+1 555 0100;Main St;1;Austin;TX;73301;US;Caixa P\n`, 'pt-BR');
    expect(abroad.ok).toBe(true);
    const home = parseCsv(
      `${address}\nPED-1;Ann;+1 555 0100;Main St;1;Austin;TX;73301;US;Caixa P\nPED-2;Ana;1199;Rua X;1;Recife;PE;50000-000;;Caixa P\n`,
      'en',
    );
    expect(home).toMatchObject({
      ok: false,
      error: [expect.stringMatching(/^The header has no column cpfCnpj \(CPF or CNPJ\): /)],
    });
    const noParcel = 'externalRef;recipientKey;lengthCm\nPED-1;r-1;20\n';
    expect(parseCsv(noParcel, 'en')).toMatchObject({
      ok: false,
      error: [
        expect.stringMatching(/^The header has neither a preset column nor a weightKg column: no row was checked\./),
      ],
    });
    expect(parseCsv(noParcel, 'en', { weighAtDesk: true }).ok).toBe(true);
  });
});
