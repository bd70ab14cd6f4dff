// Money as the operator reads it (R$ 1.234,56) and as a CSV types it.

// Reais read and written by the one grammar of electron/shared/money.ts.
export { formatBRL as reais, parseMoney, parseMoneyToCents as parseReaisToCents } from '../../shared/money';

/** A decimal typed with a comma or a dot ("1,2" or "1.2"); null when it is not a number. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
