// A day typed by the operator in the app's language, not the browser's: pt-BR types 21/11/2026
// (dd/mm/aaaa), English types 2026-11-21 (yyyy-mm-dd: "11/21" and "21/11" both read as a day to
// someone, so en takes the one order nobody misreads). The slices keep ISO yyyy-mm-dd either way.
import { localDay, type Locale } from './format';
import { digitsOf } from './masks';

type Part = 'd' | 'm' | 'y';

interface DayShape {
  /** What the empty field shows, in the operator's words. */
  placeholder: string;
  /** Digits per part, in typing order, and which part each is. */
  parts: readonly { part: Part; digits: number }[];
  separator: string;
}

/** A year has four digits, a month and a day two. */
const shape = (placeholder: string, order: readonly Part[], separator: string): DayShape => ({
  placeholder,
  parts: order.map((part) => ({ part, digits: part === 'y' ? 4 : 2 })),
  separator,
});

const SHAPES: Record<Locale, DayShape> = {
  'pt-BR': shape('dd/mm/aaaa', ['d', 'm', 'y'], '/'),
  en: shape('yyyy-mm-dd', ['y', 'm', 'd'], '-'),
};

export const dayPlaceholder = (locale: Locale) => SHAPES[locale].placeholder;

/** Digits as typed, with the separators put in as the parts fill: "2111" → "21/11" (pt-BR). */
export function maskDay(text: string, locale: Locale): string {
  const { parts, separator } = SHAPES[locale];
  let digits = digitsOf(text).slice(0, 8);
  const out: string[] = [];
  for (const { digits: n } of parts) {
    if (!digits) break;
    out.push(digits.slice(0, n));
    digits = digits.slice(n);
  }
  // A separator typed right after a full part is kept, so "21/" stays as the operator sees it.
  const typedSeparator =
    /[/\-.]$/.test(text) && out.length < parts.length && out.at(-1)?.length === parts[out.length - 1]!.digits;
  return out.join(separator) + (typedSeparator ? separator : '');
}

/** An ISO day as the field shows it: "2026-11-21" → "21/11/2026" (pt-BR), "2026-11-21" (en). */
export function showDay(day: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '';
  const [, y, mo, d] = m;
  const byPart = { d: d!, m: mo!, y: y! };
  const { parts, separator } = SHAPES[locale];
  return parts.map(({ part }) => byPart[part]).join(separator);
}

export type DayRead =
  | { ok: true; day: string }
  /** incomplete: not all 8 digits; invalid: no such day (31/02); future: after today. */
  | { ok: false; problem: 'incomplete' | 'invalid' | 'future' };

/** The field's text as an ISO day, refused when it is not a whole, real day up to `today`. */
export function readDay(text: string, locale: Locale, today: string): DayRead {
  const digits = digitsOf(text);
  if (digits.length !== 8) return { ok: false, problem: 'incomplete' };
  const byPart: Record<'d' | 'm' | 'y', number> = { d: 0, m: 0, y: 0 };
  let at = 0;
  for (const { part, digits: n } of SHAPES[locale].parts) {
    byPart[part] = Number(digits.slice(at, at + n));
    at += n;
  }
  const { d, m, y } = byPart;
  const date = new Date(y, m - 1, d);
  if (y < 1900 || date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d)
    return { ok: false, problem: 'invalid' };
  const day = localDay(date);
  return day > today ? { ok: false, problem: 'future' } : { ok: true, day };
}

/** The ISO day `days` away from `day` (arrow keys step the field a day at a time). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return localDay(new Date(y!, m! - 1, d! + days));
}
