// Issue 16, items 1–4 through the real print path: a sandbox label PDF (emitted and downloaded
// over HTTP) is queued by the printing service on a raw printer with a profile, converted in the
// thermal engine's worker at send time, and delivered through a real CUPS raw queue and over TCP
// to a listener. The captured bytes are decoded back to dots: the label is the media's size
// (±1 mm) and its Code 128 and QR read (zxing-wasm) as the tracking code. A raw printer without
// a profile prints nothing and says so; a CUPS driver queue still gets the PDF (its driver
// renders it); ZPL reaches an EPL2 printer drawn in EPL2, never as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printerIdOf, type PrinterTarget, type RoutedKind } from '../../../electron/main/printing';
import type { PrinterDpi, RawPrinterLanguage } from '../../../electron/shared/printer-profile';
import { decodeLabels, readCodes } from '../../support/label-decoders';
import { oneShippingLabel } from '../../support/label-size';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { printThrough as printThroughService } from '../../support/printing-service';
import { rawProfile } from '../../support/profiles';
import { startThermalRig, type ThermalRig } from '../thermal/thermal-rig';

let rig: ThermalRig;

beforeAll(async () => {
  rig = await startThermalRig({
    zebra: { identity: 'ZD421-300dpi,V93.21.26Z,12,8192KB' },
    description: 'Zebra ZD421 (raw)',
    driver: { ppd: 'drv:///sample.drv/zebra.ppd', prefix: 'SS-Driver' },
  });
}, 60_000);

afterAll(async () => rig?.close());

/** Queues a document the way the workflow does and answers what the printer received. */
const printThrough = (
  kind: RoutedKind,
  target: PrinterTarget,
  bytes: Uint8Array,
  contentType: 'application/pdf' | 'application/zpl',
  at: PrintListener = rig.listener,
) => printThroughService(rig.printing, kind, target, bytes, contentType, at);

const PATHS = [
  ['a CUPS raw queue', () => rig.rawQueue],
  ['TCP 9100', () => rig.network],
] as const;

describe.each(['zpl', 'epl2'] as RawPrinterLanguage[])('a %s printer', (language) => {
  describe.each([203, 300] as PrinterDpi[])('at %i dpi', (dpi) => {
    it.each(PATHS)(
      'through %s gets the sandbox label converted, 100 × 150 mm, with its Code 128 and QR readable',
      async (_path, target) => {
        expect(rig.printing.settings.setProfile(target(), rawProfile(language, dpi)).ok).toBe(true);
        const { job, received } = await printThrough('label', target(), rig.docs.labelPdf, 'application/pdf');
        // The stored job is the label as the server sent it (a reprint converts it again for its printer).
        expect(job.document.contentType).toBe('application/pdf');
        expect(received.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
        const image = oneShippingLabel(language, received, dpi);
        expect(await readCodes(image)).toEqual(
          expect.arrayContaining([
            { format: 'Code128', text: rig.docs.trackingCode },
            { format: 'QRCode', text: rig.docs.trackingCode },
          ]),
        );
      },
      60_000,
    );
  });
});

describe('ZPL written for 203 dpi', () => {
  it('reaches a 300 dpi ZPL printer as the thermal DACE at true size (100 mm wide, readable QR)', async () => {
    rig.printing.settings.setProfile(rig.network, rawProfile('zpl', 300));
    const { received } = await printThrough('dace-thermal', rig.network, rig.docs.daceZpl, 'application/zpl');
    const [label] = decodeLabels('zpl', received);
    expect(Math.abs(label!.width / 12 - 100)).toBeLessThanOrEqual(1);
    expect(Math.abs(label!.height / 12 - 150)).toBeLessThanOrEqual(1);
    const codes = await readCodes(label!);
    expect(codes.find((c) => c.format === 'QRCode')?.text).toContain(`chDCe=${rig.docs.chave}`);
  }, 60_000);

  it('reaches an EPL2 printer drawn in EPL2, never as ZPL text: true size, readable QR, and the job says so', async () => {
    rig.printing.settings.setProfile(rig.network, rawProfile('epl2', 203));
    const { job, received } = await printThrough('dace-thermal', rig.network, rig.docs.daceZpl, 'application/zpl');
    expect(received.toString('latin1')).not.toContain('^XA');
    const [label] = decodeLabels('epl2', received);
    expect(Math.abs(label!.width / 8 - 100)).toBeLessThanOrEqual(1);
    expect(Math.abs(label!.height / 8 - 150)).toBeLessThanOrEqual(1);
    const codes = await readCodes(label!);
    expect(codes.find((c) => c.format === 'QRCode')?.text).toContain(`chDCe=${rig.docs.chave}`);
    expect(job.notes).toContainEqual({ key: 'printing.noteZplDrawn', params: { language: 'EPL2', dpi: 203 } });
  }, 60_000);
});

describe('a raw printer without a profile', () => {
  it('is refused before anything is bought or queued (network), and its queued job fails saying so (CUPS raw queue)', async () => {
    rig.printing.settings.setProfile(rig.network, null);
    rig.printing.settings.setProfile(rig.rawQueue, null);
    rig.printing.settings.route('label', rig.network);
    const said = { key: 'printing.profileMissing', params: { name: `127.0.0.1:${rig.listener.port}` } };
    expect(await rig.printing.checkRoutedPrinterConfigured('label')).toMatchObject({
      ok: false,
      error: { kind: 'not-configured', said: said },
    });
    expect(
      rig.printing.printRouted('label', { contentType: 'application/pdf', bytes: rig.docs.labelPdf }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'not-configured', said: said },
    });

    rig.printing.settings.route('label', rig.rawQueue);
    expect(await rig.printing.checkRoutedPrinterReady('label')).toMatchObject({
      ok: false,
      error: { kind: 'not-configured', said: { key: 'printing.profileMissing', params: { name: rig.queue.name } } },
    });
    const before = (await rig.listener.jobs()).length;
    const queued = rig.printing.printRouted('label', { contentType: 'application/pdf', bytes: rig.docs.labelPdf });
    if (!queued.ok) throw new Error('not queued');
    const job = await rig.printing.queue.settled(queued.value.job.id);
    expect(job).toMatchObject({ status: 'failed', lastError: { kind: 'not-configured' } });
    expect(await rig.listener.jobs()).toHaveLength(before);

    // Once the operator sets it, "send again" converts the same stored label for it.
    rig.printing.settings.setProfile(rig.rawQueue, rawProfile('zpl', 203));
    const resent = rig.printing.queue.resend(job.id);
    expect(resent.ok).toBe(true);
    expect(await rig.printing.queue.settled(job.id)).toMatchObject({ status: 'done' });
    const [label] = decodeLabels('zpl', (await rig.listener.waitForJobs(before + 1, 30_000))[before]!);
    expect(Math.abs(label!.width / 8 - 100)).toBeLessThanOrEqual(1);
  }, 60_000);

  it('is proposed a profile from what it says about itself (~HI: a ZD421 at 12 dots/mm is 300 dpi)', async () => {
    expect(await rig.printing.detectProfile(rig.network)).toMatchObject({
      source: 'printer',
      raw: true,
      model: 'ZD421-300dpi',
      // ~HI is a ZPL command: what answers it reads ZPL.
      labelLanguage: 'zpl',
      profile: { language: 'zpl', dpi: 300, media: { widthMm: 100, heightMm: 150 } },
    });
    // Behind a CUPS raw queue, its socket:// device is asked the same way.
    expect(await rig.printing.detectProfile(rig.rawQueue)).toMatchObject({
      source: 'printer',
      raw: true,
      profile: { dpi: 300 },
    });
    // Something that takes the connection and says nothing keeps the defaults.
    const silent = await startPrintListener();
    try {
      expect(await rig.printing.detectProfile({ kind: 'network', host: '127.0.0.1', port: silent.port })).toMatchObject(
        {
          source: 'none',
          raw: true,
          profile: { language: 'zpl', dpi: 203 },
        },
      );
    } finally {
      await silent.close();
    }
  });
});

describe('a CUPS driver queue (Zebra ZPL PPD)', () => {
  it('needs no profile, is detected from its PPD, and still gets the PDF: its driver renders it', async () => {
    const target: PrinterTarget = { kind: 'cups', name: rig.driverQueue.name };
    expect(await rig.printing.profiles.needsProfile(target)).toBe(false);
    // Its make and model is read the way a Windows driver name is (driver-language.ts): a ZPL printer.
    expect(await rig.printing.detectProfile(target)).toMatchObject({
      source: 'driver',
      system: 'cups',
      raw: false,
      model: 'Zebra ZPL Label Printer',
      labelLanguage: 'zpl',
      profile: { language: 'driver', dpi: 203 },
    });
    expect(rig.printing.settings.profileFor(target)).toBeUndefined();
    const { received } = await printThrough('label', target, rig.docs.labelPdf, 'application/pdf', rig.driverListener);
    // rastertolabel's ZPL (a ~DG graphic), not the station's own ^GF: the PDF went through the driver.
    const text = received.toString('latin1');
    expect(text).toContain('~DG');
    expect(text).not.toContain('^GFA');
    expect(printerIdOf(target)).toBe(`cups:${rig.driverQueue.name}`);
  }, 60_000);
});
