// Search as the operator types: accents and case folded, documents with or without their
// punctuation, phone and CEP in any printed form, e-mail, city, and every prefix on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOJA, localBook, type LocalBook } from './support/local-book';
import { recipient, sender } from './support/brazilian-records';

let local: LocalBook;
const names = (q: string, kind: 'sender' | 'recipient' = 'recipient') =>
  local.book.search(kind, q).entries.map((e) => e.summary.name);

beforeAll(async () => {
  local = await localBook();
  local.load({
    recipients: [
      recipient(LOJA, 1, {
        name: 'João da Conceição',
        cpfCnpj: '12345678909',
        phone: '11987654321',
        email: 'joao.conceicao@exemplo.com.br',
        city: 'São Paulo',
        zip: '01310100',
      }),
      recipient(LOJA, 2, {
        name: 'Márcia Gonçalves',
        cpfCnpj: '11222333000181',
        phone: '+55 (21) 99876-1234',
        email: 'marcia@loja.com.br',
        city: 'Niterói',
        zip: '24020005',
      }),
      recipient(LOJA, 3, {
        name: 'Mariana Lima',
        cpfCnpj: '39053344705',
        phone: '31912345678',
        email: 'mari@exemplo.com.br',
        city: 'Belo Horizonte',
        zip: '30140071',
      }),
      recipient(LOJA, 4, {
        name: 'Pedro Alves',
        cpfCnpj: '52998224725',
        phone: '51988887777',
        email: 'pedro@exemplo.com.br',
        city: 'Porto Alegre',
        zip: '90010150',
      }),
    ],
    senders: [sender(LOJA, 1, { name: 'Expedição Paulista', company: 'Loja Demo Ltda', isDefault: true })],
  });
});
afterAll(() => local.close());

describe('accents and case', () => {
  it('finds São Paulo from "sao", "SÃO PAU" and "Sao paulo"', () => {
    for (const q of ['sao', 'SÃO PAU', 'Sao paulo']) expect(names(q)).toEqual(['João da Conceição']);
  });
  it('finds João from "joao" and Conceição from "conceicao"', () => {
    expect(names('joao')).toEqual(['João da Conceição']);
    expect(names('CONCEICAO')).toEqual(['João da Conceição']);
  });
  it('finds Niterói from "niteroi" and a sender by its accented name', () => {
    expect(names('niteroi')).toEqual(['Márcia Gonçalves']);
    expect(names('expedicao', 'sender')).toEqual(['Expedição Paulista']);
  });
});

describe('documents', () => {
  it('finds a CPF typed bare, punctuated, or by a middle group', () => {
    for (const q of ['12345678909', '123.456.789-09', '123.456', '1234567', '456.789'])
      expect(names(q)).toEqual(['João da Conceição']);
  });
  it('finds a CNPJ typed bare or as printed', () => {
    for (const q of ['11222333000181', '11.222.333/0001-81', '11.222']) expect(names(q)).toEqual(['Márcia Gonçalves']);
  });
});

describe('phone, e-mail, city and CEP', () => {
  it('finds a phone by its digits with or without DDD, country code or punctuation', () => {
    for (const q of ['11987654321', '98765', '(11) 98765-4321', '+55 11 98765 4321', '987654321']) {
      expect(names(q)).toEqual(['João da Conceição']);
    }
    expect(names('99876-1234')).toEqual(['Márcia Gonçalves']);
  });
  it('finds an e-mail address and its parts', () => {
    expect(names('joao.conceicao@exemplo.com.br')).toEqual(['João da Conceição']);
    expect(names('marcia@loja')).toEqual(['Márcia Gonçalves']);
  });
  it('finds a city and a CEP with or without its hyphen', () => {
    expect(names('belo horiz')).toEqual(['Mariana Lima']);
    for (const q of ['01310100', '01310-100', '01310']) expect(names(q)).toEqual(['João da Conceição']);
  });
});

describe('prefixes as the operator types', () => {
  it('keeps Mariana and Márcia among the results at every keystroke of "mar"', () => {
    for (const q of ['m', 'ma', 'mar'])
      expect(names(q)).toEqual(expect.arrayContaining(['Mariana Lima', 'Márcia Gonçalves']));
    expect(names('mari')).toEqual(['Mariana Lima']);
    expect(names('mari lim')).toEqual(['Mariana Lima']);
  });
  it('needs every term to match', () => {
    expect(names('pedro porto')).toEqual(['Pedro Alves']);
    expect(names('pedro niteroi')).toEqual([]);
  });
  it('lists everyone when nothing searchable is typed', () => {
    expect(names('   ')).toHaveLength(4);
  });
});
