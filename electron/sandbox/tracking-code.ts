// Correios-style object codes (UPU S10): two letters, eight digits, a check digit, "BR".
import { randomInt } from 'node:crypto';

const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

export function s10CheckDigit(digits: string): number {
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

export function newTrackingCode(prefix: string): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `${prefix}${digits}${s10CheckDigit(digits)}BR`;
}
