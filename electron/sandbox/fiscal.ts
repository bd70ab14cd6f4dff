// The electronic content declaration (DC-e) behind a DACE: its 44-digit access key is built the
// way NF-e keys are (state, year-month, issuer document, model, series, number, emission type,
// random code, mod-11 check digit), so apps can show and validate it like a real one.
import { randomInt } from 'node:crypto';

const IBGE_UF: Record<string, string> = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
};

/** DC-e model code in the key. */
const MODEL = '99';

export function mod11CheckDigit(digits: string): number {
  let weight = 2;
  let sum = 0;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

export interface FiscalKeyInput {
  uf: string;
  issuedAt: number;
  issuerDocument: string;
  serie: string;
  numero: string;
}

export function accessKey(input: FiscalKeyInput): string {
  const date = new Date(input.issuedAt);
  const yymm = `${String(date.getUTCFullYear() % 100).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  const body = [
    IBGE_UF[input.uf.toUpperCase()] ?? '35',
    yymm,
    input.issuerDocument.replace(/\D/g, '').padStart(14, '0').slice(-14),
    MODEL,
    input.serie.padStart(3, '0').slice(-3),
    input.numero.padStart(9, '0').slice(-9),
    '1', // normal emission
    randomDigits(8),
  ].join('');
  return `${body}${mod11CheckDigit(body)}`;
}

export function protocolNumber(uf: string, issuedAt: number): string {
  const yy = String(new Date(issuedAt).getUTCFullYear() % 100).padStart(2, '0');
  return `1${IBGE_UF[uf.toUpperCase()] ?? '35'}${yy}${randomDigits(10)}`;
}

/** The public consultation address a DACE's QR code points to (a sandbox host, never real). */
export const consultationUrl = (chave: string) =>
  `https://dce.sandbox.shipping-station.test/consulta?chDCe=${chave}&tpAmb=2`;
