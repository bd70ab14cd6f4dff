// The pickup list: an A4 PDF of the day's labels for the carriers' drivers (pdf-lib). A table
// (ref, recipient, city, carrier/service, tracking code, weight, price), totals per carrier, and
// per carrier a signature block for the driver who takes the parcels. The weight is the one each
// label was bought with, so a driver's scale that disagrees is noticed at the desk, not weeks
// later as a carrier's "divergência de peso".
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DaySummaryView } from '../../../shared/desk';
import type { Locale } from '../../../shared/contract';
import { reais } from '../money';
import { said, type KeysUnder } from '../../../shared/messages';
import { translate } from '../../i18n';
import { formatGrams } from '../../../shared/scale';

const MM = 72 / 25.4;
const A4: [number, number] = [210 * MM, 297 * MM];
const MARGIN = 14 * MM;
const ROW = 5.2 * MM;

/** The list's words, from the shared catalogue (desk.pickup.*), in the desk's language. */
function wordsIn(locale: Locale) {
  const w = (key: KeysUnder<'desk.pickup.'>, params?: Record<string, string | number>) =>
    translate(said(`desk.pickup.${key}`, params), locale);
  return {
    title: w('title'),
    head: [w('ref'), w('recipient'), w('city'), w('service'), w('tracking'), w('weight'), w('price')],
    totals: w('totals'),
    parcels: (count: number) => w('parcels', { count }),
    all: w('all'),
    none: w('none'),
    driver: w('driver'),
    sign: [w('signDriver'), w('signDocument'), w('signSignature'), w('signWhen')],
    page: (page: number) => w('page', { page }),
  };
}

/** Column x positions (fractions of the table width) and widths. */
const COLUMNS = [0, 0.12, 0.28, 0.45, 0.62, 0.78, 0.88];

export async function pickupListPdf(summary: DaySummaryView, lojaName: string, locale: Locale): Promise<Uint8Array> {
  const WORDS = wordsIn(locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`${WORDS.title} ${summary.day}`);
  doc.setCreator('Shipping Station');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  let pages = 1;

  const text = (value: string, x: number, size: number, font: PDFFont, maxWidth: number) =>
    page.drawText(fit(font, value, size, maxWidth), { x, y, size, font, color: rgb(0, 0, 0) });
  const line = (thickness = 0.6) =>
    page.drawLine({
      start: { x: MARGIN, y: y - 1.5 * MM },
      end: { x: MARGIN + width, y: y - 1.5 * MM },
      thickness,
      color: rgb(0, 0, 0),
    });
  const header = () => {
    text(`${WORDS.title} — ${lojaName} — ${formatDay(summary.day)}`, MARGIN, 13, bold, width);
    y -= 9 * MM;
    WORDS.head.forEach((h, i) => text(h, MARGIN + (COLUMNS[i] as number) * width, 8.5, bold, colWidth(i, width)));
    line(0.8);
    y -= ROW;
  };
  const room = (needed: number) => {
    if (y - needed >= MARGIN + 8 * MM) return;
    page.drawText(WORDS.page(pages), {
      x: MARGIN + width - 20 * MM,
      y: MARGIN / 2,
      size: 8,
      font: regular,
    });
    page = doc.addPage(A4);
    pages++;
    y = A4[1] - MARGIN;
    header();
  };

  header();
  if (summary.shipments.length === 0) {
    text(WORDS.none, MARGIN, 10, regular, width);
    y -= ROW;
  }
  for (const s of summary.shipments) {
    room(ROW);
    const cells = [
      s.externalRef ?? '—',
      s.recipientName ?? '—',
      [s.recipientCity, s.recipientState].filter(Boolean).join(' - ') || '—',
      `${s.carrierName ?? '—'} ${s.serviceName ?? ''}`.trim(),
      s.trackingCode ?? '—',
      s.weight ? formatGrams(locale, s.weight.grams) : '—',
      s.priceCents === null ? '—' : reais(s.priceCents),
    ];
    cells.forEach((c, i) =>
      text(c, MARGIN + (COLUMNS[i] as number) * width, 8.5, i === 4 ? bold : regular, colWidth(i, width)),
    );
    y -= ROW;
  }

  room(ROW * (summary.carriers.length + 3));
  y -= ROW / 2;
  text(WORDS.totals, MARGIN, 10, bold, width);
  line();
  y -= ROW;
  for (const c of summary.carriers) {
    text(`${c.carrierName} ${c.serviceName}`, MARGIN, 9, regular, width * 0.5);
    text(WORDS.parcels(c.count), MARGIN + width * 0.55, 9, regular, width * 0.2);
    text(reais(c.totalCents), MARGIN + width * 0.8, 9, regular, width * 0.2);
    y -= ROW;
  }
  text(WORDS.all, MARGIN, 9.5, bold, width * 0.5);
  text(WORDS.parcels(summary.count), MARGIN + width * 0.55, 9.5, bold, width * 0.2);
  text(reais(summary.totalCents), MARGIN + width * 0.8, 9.5, bold, width * 0.2);
  y -= ROW * 2;

  // One block per carrier: each driver signs for his own parcels.
  const carriers = [...new Set(summary.carriers.map((c) => c.carrierName))];
  for (const carrier of carriers.length > 0 ? carriers : ['']) {
    room(26 * MM);
    const count = summary.carriers.filter((c) => c.carrierName === carrier).reduce((n, c) => n + c.count, 0);
    text(`${carrier ? `${carrier}: ` : ''}${WORDS.driver} (${WORDS.parcels(count)})`, MARGIN, 9.5, bold, width);
    y -= 9 * MM;
    WORDS.sign.forEach((label, i) => {
      const x = MARGIN + (i * width) / 4;
      page.drawLine({ start: { x, y }, end: { x: x + width / 4 - 4 * MM, y }, thickness: 0.6, color: rgb(0, 0, 0) });
      page.drawText(fit(regular, label, 8, width / 4), { x, y: y - 3.5 * MM, size: 8, font: regular });
    });
    y -= 14 * MM;
  }
  page.drawText(WORDS.page(pages), {
    x: MARGIN + width - 20 * MM,
    y: MARGIN / 2,
    size: 8,
    font: regular,
  });
  return doc.save();
}

const colWidth = (i: number, width: number): number =>
  ((COLUMNS[i + 1] ?? 1) - (COLUMNS[i] as number)) * width - 2 * MM;
const formatDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Standard fonts encode WinAnsi only: other characters become "?"; long text ends in "…". */
const charsets = new WeakMap<PDFFont, Set<number>>();
function fit(font: PDFFont, value: string, size: number, maxWidth: number): string {
  const known = charsets.get(font) ?? new Set(font.getCharacterSet());
  charsets.set(font, known);
  let out = [...value.replace(/\s+/g, ' ')].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  if (font.widthOfTextAtSize(out, size) <= maxWidth) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > maxWidth) out = out.slice(0, -1);
  return `${out.trimEnd()}…`;
}
