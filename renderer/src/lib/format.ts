// Money and time as an operator in Brazil reads them: R$ 1.234,56 and local date-times.
// Amounts travel as integer cents everywhere; only this module turns them into text.

export type Locale = 'pt-BR' | 'en';

// One money grammar for every form, the batch and main: electron/shared/money.ts.
import { parseMoney } from '../../../electron/shared/money';
export { formatBRL, parseMoneyToCents as parseBRL } from '../../../electron/shared/money';

/**
 * Why a sum typed in a field is refused, as a key of errors.field: "2,500" (R$ 2,50 or
 * R$ 2.500,00?) says it reads two ways, anything else that it is not an amount; both show an example.
 */
export function moneyProblem(text: string): 'money' | 'moneyAmbiguous' {
  const read = parseMoney(text);
  return !read.ok && read.error.problem === 'ambiguous' ? 'moneyAmbiguous' : 'money';
}

/**
 * Every time of day the desk shows is on the 24-hour clock, in both languages: a shift runs past
 * noon and past midnight, and "14:05" next to "2:05 PM" on another screen is two clocks to read.
 * Every screen formats a time through the functions below, never through Intl or toLocale*
 * itself (test/unit/layers/one-clock-for-every-time-on-screen.test.ts).
 */
const CLOCK = { hourCycle: 'h23' } as const;

/**
 * An ISO date-time in the desk's local time zone: "21/11/2026, 14:05" (pt-BR), "2026-11-21, 14:05"
 * (en). English never reads month first ("11/21/26", which a Brazilian reads as 11 of month 21, or
 * "12/7/26" as 12 July): its day is the ISO day the day screen shows and takes (localDay).
 */
export function formatDateTime(iso: string, locale: Locale = 'pt-BR'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (locale === 'en') return `${localDay(date)}, ${formatTime(iso, locale)}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', ...CLOCK }).format(date);
}

/** An instant in ISO 8601 with its zone, as a server writes one into its words. */
const ISO_INSTANT = /\b\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)/g;

/**
 * Someone else's line (the server's) with each ISO instant in it written as the desk writes times:
 * "A cotação expirou em 2026-12-07T12:00:00.000Z" → "… em 07/12/2026, 09:00" (pt-BR, São Paulo).
 */
export function withLocalTimes(line: string, locale: Locale = 'pt-BR'): string {
  return line.replace(ISO_INSTANT, (iso) => formatDateTime(iso, locale));
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

/** An ISO date-time as the local time of day: "14:05" (both languages); with seconds, "14:05:09". */
export function formatTime(iso: string, locale: Locale = 'pt-BR', options: { seconds?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    ...CLOCK,
  }).format(date);
}
