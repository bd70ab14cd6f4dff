// Case- and accent-insensitive search over the address book. Each row keeps a `search` column
// of its folded fields; a query is folded the same way and matched as a substring, so "sao"
// finds "São Paulo" and "01310-100" finds the CEP 01310100.

/** Lower case, accents removed, whitespace collapsed. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The search column of a row: every searchable field folded, plus digit-only forms of numbers. */
export function searchText(
  fields: Array<string | null | undefined>,
  numeric: Array<string | null | undefined>,
): string {
  const parts = fields.filter((field): field is string => !!field).map(fold);
  for (const value of numeric) if (value) parts.push(digitsOnly(value));
  return `\u0001${parts.join('\u0001')}\u0001`;
}

/**
 * The LIKE patterns for a query: the folded text, and, when the query looks like a formatted
 * number (CEP, CPF, phone), its digits alone.
 */
export function likePatterns(q: string): string[] {
  const escape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
  const folded = fold(q);
  const patterns = [`%${escape(folded)}%`];
  const digits = digitsOnly(q);
  if (digits.length >= 3 && /^[\d\s.\-/()+]+$/.test(q) && digits !== folded) patterns.push(`%${digits}%`);
  return patterns;
}
