// The search bench compares builds by the rows its queries show, on a book generated from a seed
// (BENCH_SEED): the same seed must give the same recipients, documents included (the library that
// makes valid CPFs and CNPJs draws from Math.random), and another seed another book.
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { expect, it } from 'vitest';
import { brazilianRecipients } from './support/brazilian-records';

const book = (seed: number) => [...brazilianRecipients(200, { lojaId: 'loja', seed })];

it('gives the same recipients, documents included, for one seed, and valid documents', () => {
  const once = book(7);
  expect(book(7)).toEqual(once);
  expect(book(8).map((r) => r.cpfCnpj)).not.toEqual(once.map((r) => r.cpfCnpj));
  for (const { cpfCnpj } of once) expect(isValidCpf(cpfCnpj!) || isValidCnpj(cpfCnpj!)).toBe(true);
});
