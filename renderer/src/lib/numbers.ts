// Numbers as a Brazilian desk types them: "1,2" and "1.2" are both 1.2 kg.

/** "1,25" / "1.25" / " 3 " → number; null when it is not a plain decimal. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** 1.2 → "1,2" in pt-BR (no grouping, up to 3 decimals), for showing quoted measures. */
export function formatDecimal(value: number, locale: 'pt-BR' | 'en' = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(value);
}
