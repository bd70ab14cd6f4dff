// Issue 28.5 (scan-to-reprint): the same document on the same profile is converted once; the
// thermal engine is the real one (MuPDF in its worker), counted as it is called.
import { afterAll, expect, it } from 'vitest';
import { calibrationPdf, closeThermalEngine, convertForPrinter } from '../../../electron/main/thermal';
import { rememberConversions } from '../../../electron/main/printing/conversion-memo';
import { rawProfile } from '../../support/profiles';

afterAll(() => closeThermalEngine());

function counted() {
  const calls: string[] = [];
  const convert: typeof convertForPrinter = (bytes, profile, options) => {
    calls.push(`${String(profile.language)}@${String(profile.dpi)}`);
    return convertForPrinter(bytes, profile, options);
  };
  return { calls, convert };
}

it('sends the bytes it converted before for the same document and profile, and converts anew when either changes', async () => {
  const engine = counted();
  const convert = rememberConversions(engine.convert);
  const zpl203 = rawProfile('zpl', 203);
  const label = await calibrationPdf(zpl203, new Date('2026-12-06T10:00:00Z'));
  const other = await calibrationPdf(zpl203, new Date('2026-12-06T11:00:00Z'));

  const first = await convert(label, zpl203);
  const again = await convert(label, zpl203, { deadlineMs: 5_000 }); // a deadline changes nothing drawn
  expect(first.ok && again.ok).toBe(true);
  if (!first.ok || !again.ok) return;
  expect(Buffer.from(again.value.bytes).equals(Buffer.from(first.value.bytes))).toBe(true);
  expect(engine.calls).toEqual(['zpl@203']);

  // The profile fixed after the calibration label (300 dpi), another document: converted.
  const at300 = await convert(label, rawProfile('zpl', 300));
  const otherLabel = await convert(other, zpl203);
  expect(engine.calls).toEqual(['zpl@203', 'zpl@300', 'zpl@203']);
  expect(at300.ok && at300.value.bytes.byteLength).not.toBe(first.value.bytes.byteLength);
  expect(otherLabel.ok && Buffer.from(otherLabel.value.bytes).equals(Buffer.from(first.value.bytes))).toBe(false);
});

it('tries a document that failed afresh each time, and forgets the least recently used past its bound', async () => {
  const engine = counted();
  const convert = rememberConversions(engine.convert, { entries: 2 });
  const zpl = rawProfile('zpl', 203);
  const broken = new TextEncoder().encode('%PDF-1.7\nnot a pdf at all');
  expect((await convert(broken, zpl)).ok).toBe(false);
  expect((await convert(broken, zpl)).ok).toBe(false);
  expect(engine.calls).toHaveLength(2);

  const [a, b, c] = await Promise.all(
    [1, 2, 3].map((hour) => calibrationPdf(zpl, new Date(`2026-12-06T0${hour}:00:00Z`))),
  );
  engine.calls.length = 0;
  await expectTheLeastRecentlyUsedGoes(convert, engine.calls, [a, b, c] as Uint8Array[], zpl);
});

/** a, b, a again (b is now the oldest), c (b goes): a is still kept, b is converted anew. */
async function expectTheLeastRecentlyUsedGoes(
  convert: typeof convertForPrinter,
  calls: string[],
  [a, b, c]: Uint8Array[],
  profile: ReturnType<typeof rawProfile>,
) {
  for (const label of [a, b, a, c]) await convert(label!, profile);
  expect(calls).toHaveLength(3);
  await convert(a!, profile);
  expect(calls).toHaveLength(3);
  await convert(b!, profile);
  expect(calls).toHaveLength(4);
}

it('is bounded by the bytes it keeps: a label past them makes room by forgetting the least recently used', async () => {
  const engine = counted();
  const zpl = rawProfile('zpl', 203);
  const [a, b, c] = await Promise.all(
    [4, 5, 6].map((hour) => calibrationPdf(zpl, new Date(`2026-12-06T0${hour}:00:00Z`))),
  );
  const size = await convertForPrinter(a as Uint8Array, zpl);
  if (!size.ok) throw new Error('the calibration label did not convert');
  // Room for two of these labels and not three; no count bound.
  const convert = rememberConversions(engine.convert, { bytes: Math.floor(size.value.bytes.byteLength * 2.5) });
  await expectTheLeastRecentlyUsedGoes(convert, engine.calls, [a, b, c] as Uint8Array[], zpl);
});

it('keeps far more than sixteen labels by default, so a reprint of the morning labels converts nothing', async () => {
  const engine = counted();
  const convert = rememberConversions(engine.convert);
  const zpl = rawProfile('zpl', 203);
  const labels = await Promise.all(
    Array.from({ length: 40 }, (_, i) => calibrationPdf(zpl, new Date(Date.UTC(2026, 11, 6, 8, i)))),
  );
  for (const label of labels) await convert(label, zpl);
  for (const label of labels) await convert(label, zpl);
  expect(engine.calls).toHaveLength(40);
});
