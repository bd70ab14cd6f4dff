// Issue 29, item 3: a field never shows a value other than what was typed. A CEP with a digit
// missing is not punctuated into another CEP ("1310100" never becomes "13101-00"): it stays,
// is refused with why, and the lost leading zero is offered. The same for CPF/CNPJ (zeros a
// spreadsheet dropped), phone (the country's 55, a trunk 0, the mobile 9) and the NF-e key.
// A complete value takes its usual punctuation, and only that: its digits never change.
import { describe, expect, it } from 'vitest';
import {
  checkCep,
  checkCpfCnpj,
  checkPhone,
  digitsOf,
  tidyCep,
  tidyCpfCnpj,
  tidyPhone,
  type Checked,
} from '../../../renderer/src/lib/documents';
import { chaveProblem, tidyChave } from '../../../renderer/src/features/purchase/invoice';
import { NFE_KEY } from './support/fixtures';

/** The fix a check offers, if any. */
const fixOf = (checked: Checked) => ('fix' in checked ? checked.fix : undefined);

describe('a CEP', () => {
  it('one digit short stays as typed and is offered its lost leading zero', () => {
    expect(tidyCep('1310100')).toBe('1310100');
    expect(checkCep('1310100')).toEqual({
      problem: 'cep',
      params: { n: 7 },
      fix: { value: '01310-100', why: 'leadingZero' },
    });
  });

  it('with its 8 digits is punctuated (the same digits) and accepted', () => {
    expect(tidyCep('01310100')).toBe('01310-100');
    expect(tidyCep(' 01310-100')).toBe('01310-100');
    expect(checkCep('01310-100')).toEqual({ problem: null });
  });

  it('too long, starting with a zero, or with a letter stays as typed with no fix to guess', () => {
    expect(tidyCep('013101000')).toBe('013101000');
    expect(checkCep('013101000')).toEqual({ problem: 'cep', params: { n: 9 } });
    expect(checkCep('0131010')).toEqual({ problem: 'cep', params: { n: 7 } });
    expect(tidyCep('0131O-100')).toBe('0131O-100');
    expect(checkCep('0131O-100')).toEqual({ problem: 'cepChars' });
  });
});

describe('a CPF or CNPJ', () => {
  it('missing the zeros a spreadsheet drops stays as typed and is offered them, when its check digits then hold', () => {
    expect(tidyCpfCnpj('1234567890')).toBe('1234567890');
    expect(checkCpfCnpj('1234567890')).toEqual({
      problem: 'cpfCnpj',
      params: { n: 10 },
      fix: { value: '012.345.678-90', why: 'leadingZero' },
    });
    expect(fixOf(checkCpfCnpj('123456010'))).toEqual({ value: '001.234.560-10', why: 'leadingZeros' });
    expect(fixOf(checkCpfCnpj('1222333000128'))).toEqual({ value: '01.222.333/0001-28', why: 'leadingZero' });
  });

  it('short with no right padding offers nothing, and a wrong check digit is named', () => {
    expect(checkCpfCnpj('1234567891')).toEqual({ problem: 'cpfCnpj', params: { n: 10 } });
    expect(checkCpfCnpj('111.444.777-36')).toEqual({ problem: 'cpfCnpjCheck' });
    expect(checkCpfCnpj('111.444.777-3S')).toEqual({ problem: 'cpfCnpjChars' });
  });

  it('complete is punctuated as a CPF or a CNPJ, right or wrong, with the same digits', () => {
    expect(tidyCpfCnpj('11144477735')).toBe('111.444.777-35');
    expect(tidyCpfCnpj('11222333000182')).toBe('11.222.333/0001-82');
    expect(checkCpfCnpj('11.222.333/0001-81')).toEqual({ problem: null });
  });
});

describe('a phone in Brazil', () => {
  it('with the 55 of the country, the trunk 0 or without the mobile 9 is offered the number it most likely is', () => {
    expect(checkPhone('5511987654321')).toEqual({
      problem: 'phone',
      params: { n: 13 },
      fix: { value: '(11) 98765-4321', why: 'countryCode' },
    });
    expect(fixOf(checkPhone('011987654321'))).toEqual({ value: '(11) 98765-4321', why: 'trunkZero' });
    expect(checkPhone('01130001000')).toEqual({
      problem: 'phoneInvalid',
      fix: { value: '(11) 3000-1000', why: 'trunkZero' },
    });
    expect(checkPhone('(21) 8765-4321')).toEqual({
      problem: 'phoneInvalid',
      fix: { value: '(21) 98765-4321', why: 'mobileNine' },
    });
  });

  it('too short stays as typed with its count; a right one is punctuated; abroad keeps its own shape', () => {
    expect(tidyPhone('2198')).toBe('2198');
    expect(checkPhone('2198')).toEqual({ problem: 'phone', params: { n: 4 } });
    expect(tidyPhone('21987654321')).toBe('(21) 98765-4321');
    expect(tidyPhone('1130001000')).toBe('(11) 3000-1000');
    expect(checkPhone('(11) 3000-1000')).toEqual({ problem: null });
    expect(checkPhone('+1 212 555 0100')).toEqual({ problem: null });
    expect(tidyPhone('+1 212 555 0100')).toBe('+1 212 555 0100');
    expect(checkPhone('212 555 0100', false)).toEqual({ problem: null });
    expect(checkPhone('21 9876x4321')).toEqual({ problem: 'phoneChars' });
  });
});

describe('an NF-e key', () => {
  it('grouped in fours as the DANFE prints it is the same key, joined once left', () => {
    const grouped = NFE_KEY.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(chaveProblem(grouped)).toBeUndefined();
    expect(tidyChave(grouped)).toBe(NFE_KEY);
  });

  it('short or long stays as typed and says its count; a letter is refused', () => {
    expect(tidyChave(NFE_KEY.slice(1))).toBe(NFE_KEY.slice(1));
    expect(chaveProblem(NFE_KEY.slice(1))).toBe('chaveLength');
    expect(tidyChave(`${NFE_KEY}9`)).toBe(`${NFE_KEY}9`);
    expect(chaveProblem(`${NFE_KEY.slice(0, 10)}O${NFE_KEY.slice(11)}`)).toBe('chaveChars');
  });
});

describe('punctuation', () => {
  it('never changes a digit of what was typed', () => {
    for (const typed of ['01310100', '11144477735', '11222333000181', '21987654321', '1130001000'])
      for (const tidy of [tidyCep, tidyCpfCnpj, tidyPhone]) expect(digitsOf(tidy(typed))).toBe(typed);
  });
});
