// Money as a person at a Brazilian desk types it, read one way everywhere: the ship screen, the
// invoice items, the rate rule's ceiling, the batch CSV and main. Amounts travel as integer
// cents; only formatBRL turns them back into text.
//
// The grammar, and why:
//   "2500", "2.500", "1.234.567"        whole reais; a dot before exactly three digits groups
//                                        thousands, as every Brazilian price tag writes it
//   "2,5", "2,50", "2.500,00", "R$ 1.234,56"
//                                        a comma is the decimal mark (one or two digits after it)
//   "2.5", "2.50"                        a lone dot before one or two digits is a decimal mark too
//                                        (a number pasted from an English sheet or a system)
// Refused, with an example of how to write it, because a person could mean two sums:
//   "2,500" (2,50 or 2.500?), "1,234.56" (English grouping), "1.23.4", "2.5000", a minus sign.

import { failed, ok, type Result } from './result';

export type MoneyProblem = 'empty' | 'not-a-number' | 'ambiguous' | 'negative' | 'too-many-decimals' | 'too-large';

/** Why a text is not a sum of money, and how to write one. */
export interface MoneyRefusal {
  problem: MoneyProblem;
  example: string;
}

/** Exact cents, or why not. */
export type MoneyParse = Result<number, MoneyRefusal>;

/** The largest sum the desk accepts: R$ 100 million (anything above is a typing slip). */
export const MAX_MONEY_CENTS = 10_000_000_000;

const EXAMPLE = 'R$ 1.234,56';
const refuse = (problem: MoneyProblem) => failed<MoneyRefusal>({ problem, example: EXAMPLE });
const GROUPED = /^\d{1,3}(\.\d{3})+$/;
const GROUPED_WITH_DECIMALS = /^\d{1,3}(\.\d{3})+,\d{1,2}$/;
const PLAIN_WITH_COMMA = /^\d+,\d{1,2}$/;
const PLAIN_WITH_DOT = /^\d+\.\d{1,2}$/;

/** Reais typed by a person or a spreadsheet → exact cents, or why not (with an example). */
export function parseMoney(text: string): MoneyParse {
  const cleaned = text.replace(/R\$/gi, '').replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return refuse('empty');
  if (/^-/.test(cleaned)) return refuse('negative');
  if (!/^[\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) return refuse('not-a-number');
  let whole: string;
  let fraction = '';
  if (/^\d+$/.test(cleaned)) whole = cleaned;
  else if (GROUPED.test(cleaned)) whole = cleaned.replace(/\./g, '');
  else if (GROUPED_WITH_DECIMALS.test(cleaned)) [whole = '', fraction = ''] = cleaned.replace(/\./g, '').split(',');
  else if (PLAIN_WITH_COMMA.test(cleaned)) [whole = '', fraction = ''] = cleaned.split(',');
  else if (PLAIN_WITH_DOT.test(cleaned)) [whole = '', fraction = ''] = cleaned.split('.');
  else if (/^\d+[.,]\d{3,}$/.test(cleaned) && !/^\d+\.\d{3}$/.test(cleaned))
    return refuse(cleaned.includes(',') ? 'ambiguous' : 'too-many-decimals');
  else return refuse('ambiguous');
  // Integer arithmetic on the digits: 0.1 + 0.2 style float errors never reach a price.
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS) return refuse('too-large');
  return ok(cents);
}

/** Cents, or null when the text is not a sum of money (see parseMoney for why). */
export function parseMoneyToCents(text: string): number | null {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : null;
}

/** Made with the first sum written: making it loads pt-BR's number data (~20 ms of a start that writes none). */
let brl: Intl.NumberFormat | undefined;

/** 123456 → "R$ 1.234,56" (BRL is always written the Brazilian way, whatever the UI language). */
export function formatBRL(cents: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  // Intl puts a no-break space after "R$"; a plain space reads the same and copies cleanly.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}
