// Issue 17, point 3: the batch checks what the form checks. A CSV row with a CPF whose check
// digits are wrong (123.456.789-00), a CEP that is not 8 digits, or a state that is not a UF is
// refused at import, before any money is spent, with the row, the column and the reason; and the
// form and the batch agree because they ask the same shared check.
import { describe, expect, it } from 'vitest';
import { isValidCpfCnpj, partyProblems } from '../../../electron/shared/contract';
import { planRow } from '../../../electron/main/desk/batch/row-plan';
import { parseCsv } from '../../../electron/main/desk/batch/csv-columns';
import type { Locale, ShipmentAddress } from '../../../electron/shared/contract';
import { ORIGIN_SP } from '../../support/addresses';

const SENDER: ShipmentAddress = ORIGIN_SP;

const header =
  'externalRef,name,personName,phone,street,number,district,city,state,zip,cpfCnpj,format,lengthCm,widthCm,heightCm,weightKg';
const row = (cpf: string, zip = '20040-002', state = 'RJ') =>
  `PED-1,Casa,Marina Costa,21999998888,Rua Primeiro de Março,20,Centro,Rio de Janeiro,${state},${zip},${cpf},2,20,15,10,1.2`;

function plan(line: string, moreColumns = '', locale: Locale = 'pt-BR') {
  const parsed = parseCsv(`${header}${moreColumns}\n${line}\n`, locale);
  if (!parsed.ok) throw new Error(parsed.error.join('; '));
  const record = parsed.value[0]!;
  return planRow(record, {
    locale,
    sender: SENDER,
    preset: () => undefined,
    presetNames: () => [],
    recipient: () => {
      throw new Error('no address book here');
    },
  });
}

describe('a batch row is checked like the form', () => {
  it('refuses a CPF whose check digits are wrong, naming the column and why', () => {
    const planned = plan(row('123.456.789-00'));
    expect(planned.plan).toBeNull();
    expect(planned.messages).toContain('cpfCnpj: os dígitos verificadores não conferem (erro de digitação?)');
    // The form's check says the same about the same document.
    expect(isValidCpfCnpj('12345678900')).toBe(false);
    expect(partyProblems({ cpfCnpj: '123.456.789-00', zip: '20040002', state: 'RJ' })).toEqual({
      cpfCnpj: 'cpfCnpjCheck',
    });
  });

  it('refuses a CEP that is not 8 digits and a state that is not a UF', () => {
    const planned = plan(row('529.982.247-25', '2004-002', 'XX'));
    expect(planned.plan).toBeNull();
    expect(planned.messages).toEqual(
      expect.arrayContaining([
        'zip: deve ser um CEP de 8 dígitos (ex.: 01310-100)',
        'state: deve ser uma UF do Brasil (SP, RJ, …)',
      ]),
    );
  });

  it('reads a declared value as the form does: "2.500" is R$ 2.500,00, and "2,500" is refused as reading two ways', () => {
    const withValue = (value: string) => plan(`${row('529.982.247-25')},"${value}"`, ',declaredValue');
    expect(withValue('2.500').plan?.parcel).toMatchObject({ declaredValueCents: 250_000 });
    expect(withValue('R$ 1.234,56').plan?.parcel).toMatchObject({ declaredValueCents: 123_456 });
    const ambiguous = withValue('2,500');
    expect(ambiguous.plan).toBeNull();
    expect(ambiguous.messages).toEqual([
      'declaredValue: pode ser lido de dois jeitos, veio "2,500": a vírgula separa só os centavos (ex.: 2.500,00 ou 2,50)',
    ]);
    expect(withValue('dez').messages).toEqual([
      'declaredValue: deve ser um valor em reais (ex.: 1.234,56), veio "dez"',
    ]);
  });

  it('refuses a DC-e whose items or valor add up to something else than the declared value, as the form does', () => {
    const dce = (declared: string, valor: string, products: string) =>
      plan(
        `${row('529.982.247-25')},"${declared}",DCE,"${valor}",${products}`,
        ',declaredValue,invoiceType,invoiceValor,products',
      );
    const off = dce('100,00', '30,30', 'Camiseta|3|1010');
    expect(off.plan).toBeNull();
    expect(off.messages).toEqual([
      'products: os itens da DC-e somam R$ 30,30, mas o valor declarado é R$ 100,00 (a transportadora cobra e segura pelo valor declarado)',
      'invoiceValor: o valor da DC-e é R$ 30,30, mas o valor declarado é R$ 100,00 (a transportadora cobra e segura pelo valor declarado)',
    ]);
    const agreed = dce('30,30', '30,30', 'Camiseta|3|1010');
    expect(agreed.messages).toEqual([]);
    expect(agreed.plan).toMatchObject({ parcel: { declaredValueCents: 3_030 }, invoice: { type: 'DCE', valor: 30.3 } });
  });

  it('refuses a weight that is not a number with that one reason, in either language', () => {
    const heavy = (weight: string, locale?: Locale) =>
      plan(row('529.982.247-25').replace(/,1\.2$/, `,${weight}`), '', locale);
    expect(heavy('abc').plan).toBeNull();
    expect(heavy('abc').messages).toEqual(['weightKg: deve ser um número (ex.: 1,5), veio "abc"']);
    expect(heavy('um quilo', 'en').messages).toEqual(['weightKg: must be a number (e.g. 1,5), got "um quilo"']);
    // A weight left out is still required (or a preset): that is its one reason then.
    expect(heavy('').messages).toEqual(['weightKg: é obrigatório (ou informe um pacote salvo)']);
  });

  it('takes a valid formatted CPF and CEP as the form does', () => {
    const planned = plan(row('529.982.247-25'));
    expect(planned.messages).toEqual([]);
    expect(planned.plan?.dest).toMatchObject({ cpfCnpj: '52998224725', zip: '20040002' });
  });
});
