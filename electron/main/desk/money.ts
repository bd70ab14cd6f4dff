// Money as the operator reads it (R$ 1.234,56) and as a CSV types it.

export const reais = (cents: number): string =>
  `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Reais typed by a person or a spreadsheet: "100", "100.5", "100,50", "1.234,56", "R$ 1.234,56".
 * With a comma, the comma is the decimal mark and dots group thousands (Brazilian style);
 * without one, a dot is the decimal mark. Returns cents, or null when it is not a sum of money.
 */
export function parseReaisToCents(text: string): number | null {
  const cleaned = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  let normal: string;
  if (cleaned.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return null;
    normal = cleaned.replace(/\./g, '').replace(',', '.');
  } else {
    if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
    normal = cleaned;
  }
  // Integer arithmetic on the digits: 0.1 + 0.2 style float errors never reach a price.
  const [whole = '0', fraction = ''] = normal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A decimal typed with a comma or a dot ("1,2" or "1.2"); null when it is not a number. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
