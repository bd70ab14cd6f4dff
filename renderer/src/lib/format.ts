// Money and time as an operator in Brazil reads them: R$ 1.234,56 and local date-times.
// Amounts travel as integer cents everywhere; only this module turns them into text.

export type Locale = 'pt-BR' | 'en';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 123456 → "R$ 1.234,56" (BRL is always written the Brazilian way, whatever the UI language). */
export function formatBRL(cents: number): string {
  // Intl puts a no-break space after "R$"; a plain space reads the same and copies cleanly.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** "R$ 1.234,56" / "1234,56" / "1234.56" → cents, or null when it is not an amount. */
export function parseBRL(text: string): number | null {
  const cleaned = text.replace(/R\$|\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  const normalized = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  const value = Number(normalized);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** An ISO date-time in the desk's local time zone: "21/11/2026 14:05" (pt-BR). */
export function formatDateTime(iso: string, locale: Locale = 'pt-BR'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** Seconds left as "mm:ss" (or "h:mm:ss"), for countdowns such as a quote's expiry. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${String(m).padStart(2, '0')}:${sec}`;
}

/** The desk's calendar day in its own time zone, as the desk channels take it: "2026-11-21". */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "2026-11-21" → "21/11/2026" (pt-BR) or "11/21/2026" (en); the day is read as local, never UTC. */
export function formatDay(day: string, locale: Locale = 'pt-BR'): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(new Date(y, m - 1, d));
}

/** An ISO date-time as the local time of day: "14:05". */
export function formatTime(iso: string, locale: Locale = 'pt-BR'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}
