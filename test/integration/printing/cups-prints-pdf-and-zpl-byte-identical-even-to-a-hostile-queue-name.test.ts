// Real CUPS: a raw queue whose name holds every character CUPS accepts that a shell, an option
// parser or lpstat's comma lists would misread, pointed at a TCP listener standing in for the
// printer. CUPS refuses space, tab, / \ ? ' " and # in queue names (lpadmin: "Printer name can
// only contain printable characters"); it accepts < but then refuses every job ("Forbidden").
// Names with spaces and quotes live in the description (-D), which is what the operator sees.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Printing } from '../../../electron/main/printing';
import { combineForOneRoll } from '../../../electron/main/printing/zpl';
import { pdfTestPage, zplTestPage } from '../../../electron/main/printing/test-page';
import { printedExactly } from '../../support/printed';
import { saying, spoken } from '../../support/said';
import { PASS_THROUGH } from '../../support/profiles';
import { useCupsPrinter } from './support/print-queue';

const suffix = Math.random().toString(16).slice(2, 8);
// If any of these reached a shell, it would create the canary file.
const CANARY = `ss-canary-${suffix}`;
const HOSTILE = `-Etiqueta$(touch\${IFS}${CANARY});\`touch\${IFS}${CANARY}\`|&>*~=%@,:!(){}[]^+.Balcão`;

const printer = useCupsPrinter({ queue: { name: HOSTILE, description: 'Label Desk "1"' } });
let printing: Printing;
let settingsValue: unknown;

beforeAll(() => {
  printing = new Printing({
    platform: 'linux',
    dataDir: printer.dataDir,
    settings: { read: () => settingsValue, write: (s) => (settingsValue = s) },
    queue: { cupsPollMs: 100 },
  });
});

afterAll(() => printing?.close());

describe('CUPS prints PDF and ZPL byte-identical, even to a hostile queue name', () => {
  it('has the queue under exactly that name, with the description the operator sees', async () => {
    const list = await printing.discovery.list();
    expect(list.ok && list.value.find((p) => p.target.kind === 'cups' && p.target.name === HOSTILE)).toMatchObject({
      displayName: 'Label Desk "1"',
      deviceUri: `socket://127.0.0.1:${printer.listener.port}`,
    });
  });

  it('delivers a routed PDF label and a ZPL DACE unchanged, in order, and marks both done', async () => {
    expect(printing.settings.route('label', { kind: 'cups', name: HOSTILE }).ok).toBe(true);
    // A raw queue prints nothing without a profile; this printer reads PDF and ZPL itself.
    expect(printing.settings.setProfile({ kind: 'cups', name: HOSTILE }, PASS_THROUGH).ok).toBe(true);
    const pdf = await pdfTestPage({ printerName: 'Label Desk "1"' });
    const zpl = zplTestPage({ printerName: HOSTILE });
    const labelJob = printing.printRouted('label', {
      key: 'label:L-1',
      contentType: 'application/pdf',
      bytes: pdf,
      shipmentId: 'S-1',
      labelId: 'L-1',
    });
    const daceJob = printing.printRouted('dace-thermal', {
      key: 'dace-thermal:S-1',
      contentType: 'application/zpl',
      bytes: zpl,
      shipmentId: 'S-1',
    });
    if (!labelJob.ok || !daceJob.ok) throw new Error('enqueue failed');

    const [labelDone, daceDone] = await Promise.all([
      printing.queue.settled(labelJob.value.job.id),
      printing.queue.settled(daceJob.value.job.id),
    ]);
    expect(labelDone).toMatchObject({
      status: 'done',
      attempts: 1,
      target: { kind: 'cups', name: HOSTILE },
      document: { kind: 'label', labelId: 'L-1' },
    });
    expect(daceDone).toMatchObject({
      status: 'done',
      document: { kind: 'dace-thermal', contentType: 'application/zpl' },
    });
    expect(labelDone.cupsJob).toEqual(expect.any(Number));

    const jobs = await printer.listener.waitForJobs(2);
    expect(jobs).toHaveLength(2);
    expect(jobs[0]?.equals(Buffer.from(pdf))).toBe(true);
    expect(jobs[1]?.equals(Buffer.from(zpl))).toBe(true);
    expect(existsSync(CANARY) || existsSync(join(tmpdir(), CANARY))).toBe(false);
  });

  it('answers the strict-mode question for the routed label printer, and names a kind with no printer', async () => {
    expect(await printing.checkRoutedPrinterReady('label')).toEqual({
      ok: true,
      value: { kind: 'cups', name: HOSTILE },
    });
    expect(await printing.checkRoutedPrinterReady('dace-pdf')).toMatchObject({
      ok: false,
      error: { kind: 'no-printer', said: saying('DACEs em PDF') },
    });
    expect(
      printing.printRouted('dace-pdf', { contentType: 'application/pdf', bytes: new Uint8Array([1]) }),
    ).toMatchObject({ ok: false, error: { kind: 'no-printer' } });
  });

  it('prints through the path function directly (lp without the queue), byte-identical', async () => {
    const before = (await printer.listener.jobs()).length;
    const bytes = zplTestPage({ printerName: 'direct' });
    expect(await printing.paths.print({ kind: 'cups', name: HOSTILE }, 'application/zpl', bytes)).toEqual({
      ok: true,
      value: undefined,
    });
    const jobs = await printer.listener.waitForJobs(before + 1);
    expect(jobs[before]?.equals(Buffer.from(bytes))).toBe(true);
  });

  it('sends a ZPL label and its thermal DACE as one job on the same roll', async () => {
    const before = (await printer.listener.jobs()).length;
    const labelZpl = new TextEncoder().encode('^XA^FO40,40^A0N,40,40^FDLABEL L-2^FS^XZ\n');
    const daceZpl = new TextEncoder().encode('^XA^FO40,40^A0N,40,40^FDDACE S-2^FS^XZ\n');
    const combined = combineForOneRoll([
      { contentType: 'application/zpl', bytes: labelZpl },
      { contentType: 'application/zpl', bytes: daceZpl },
    ]);
    if (!combined.ok) throw new Error(spoken(combined.error.said));
    const job = printing.printRouted('label', {
      key: 'label+dace:L-2',
      contentType: 'application/zpl',
      bytes: combined.value,
    });
    if (!job.ok) throw new Error(spoken(job.error.said));
    await printing.queue.settled(job.value.job.id);
    // One job: the queue has finished everything it holds, and the printer got exactly one more.
    const jobs = await printedExactly(printer.listener, before + 1, { queues: () => [printing.queue] });
    expect(jobs[before]?.toString()).toBe(
      '^XA^FO40,40^A0N,40,40^FDLABEL L-2^FS^XZ\n^XA^FO40,40^A0N,40,40^FDDACE S-2^FS^XZ\n',
    );
  });

  it('queues the calibration label as the test page of a printer with a profile, and refuses a raw queue without one', async () => {
    const before = (await printer.listener.jobs()).length;
    const page = await printing.testPrint({ kind: 'cups', name: HOSTILE }, 'zpl');
    if (!page.ok) throw new Error('test print failed');
    await printing.queue.settled(page.value.job.id);
    const jobs = await printer.listener.waitForJobs(before + 1);
    expect(jobs[before]?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(jobs[before]).toHaveLength(page.value.job.byteLength);
    expect(page.value.job.document.kind).toBe('test');

    printing.settings.setProfile({ kind: 'cups', name: HOSTILE }, null);
    expect(await printing.testPrint({ kind: 'cups', name: HOSTILE }, 'zpl')).toMatchObject({
      ok: false,
      error: { kind: 'not-configured', said: { key: 'printing.profileMissing', params: { name: HOSTILE } } },
    });
    printing.settings.setProfile({ kind: 'cups', name: HOSTILE }, PASS_THROUGH);
  });
});
