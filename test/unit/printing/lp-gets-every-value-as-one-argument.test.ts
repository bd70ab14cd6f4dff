import { describe, expect, it } from 'vitest';
import { Cups } from '../../../electron/main/printing/cups/cups';
import { lpSubmitArgs } from '../../../electron/main/printing/cups/lp-args';
import { findJobByTitle } from '../../../electron/main/printing/cups/lpstat';
import { type PrintJob } from '../../../electron/main/printing/queue/job';
import { cupsTitle } from '../../../electron/main/printing/queue/worker-deps';
import { type CommandResult, type RunCommand } from '../../../electron/main/printing/run-command';

const HOSTILE = '-Etiqueta$(id);`id`|&>*~=%@,:!(){}[]^+.Balcão';

function recorder(answer: (file: string, args: readonly string[]) => Partial<CommandResult> = () => ({})) {
  const calls: { file: string; args: string[]; env: Record<string, string> | undefined }[] = [];
  const run: RunCommand = async (file, args, options) => {
    calls.push({ file, args: [...args], env: options?.env });
    return { code: 0, stdout: '', stderr: '', ...answer(file, args) };
  };
  return { calls, run };
}

describe('lp gets every value as one argument', () => {
  it('prints a PDF at 100% on 100×150 mm media, the name and the file each one argv element', () => {
    expect(lpSubmitArgs(HOSTILE, '/tmp/a b/label "1".pdf', 'application/pdf', { title: 'shipping-station-1' })).toEqual(
      [
        '-d',
        HOSTILE,
        '-t',
        'shipping-station-1',
        '-o',
        'media=Custom.100x150mm',
        '-o',
        'print-scaling=none',
        '-o',
        'fit-to-page=false',
        '--',
        '/tmp/a b/label "1".pdf',
      ],
    );
  });

  it('sends ZPL raw, held when asked', () => {
    expect(lpSubmitArgs('Zebra', '/tmp/x.zpl', 'application/zpl', { title: 't', hold: true })).toEqual([
      '-d',
      'Zebra',
      '-H',
      'hold',
      '-t',
      't',
      '-o',
      'raw',
      '--',
      '/tmp/x.zpl',
    ]);
  });

  it('runs lp, lpq and lpstat through execFile in the C locale and reads the job number', async () => {
    const { calls, run } = recorder((file) =>
      file === 'lp' ? { stdout: `request id is ${HOSTILE}-77 (1 file(s))\n` } : {},
    );
    const cups = new Cups(run);
    expect(await cups.submit(HOSTILE, '/tmp/f.zpl', 'application/zpl', { title: 'T', hold: true })).toEqual({
      ok: true,
      value: 77,
    });
    expect(await cups.release(77)).toEqual({ ok: true, value: undefined });
    await cups.findJob(HOSTILE, 'T');
    await cups.pendingJobs();
    expect(calls.map((c) => [c.file, ...c.args])).toEqual([
      ['lp', '-d', HOSTILE, '-H', 'hold', '-t', 'T', '-o', 'raw', '--', '/tmp/f.zpl'],
      ['lp', '-i', '77', '-H', 'resume'],
      ['lpq', '-P', HOSTILE, '-l'],
      ['lpstat', '-l', '-W', 'not-completed', '-o'],
    ]);
    expect(calls.every((c) => c.env?.LC_ALL === 'C')).toBe(true);
  });

  it('tells a missing queue from a stopped print service, which lp reports with the same words', async () => {
    const missing = new Cups(
      recorder((file) =>
        file === 'lp'
          ? { code: 1, stderr: 'lp: Error - The printer or class does not exist.' }
          : { stdout: 'scheduler is running\n' },
      ).run,
    );
    const down = new Cups(
      recorder((file) =>
        file === 'lp'
          ? { code: 1, stderr: 'lp: Error - The printer or class does not exist.' }
          : { code: 1, stdout: 'scheduler is not running\n' },
      ).run,
    );
    const refusing = new Cups(
      recorder(() => ({ code: 1, stderr: 'lp: Destination "Zebra" is not accepting jobs.' })).run,
    );
    const notInstalled = new Cups(recorder(() => ({ code: -1, stderr: 'spawn lp ENOENT' })).run);
    const submit = (cups: Cups) => cups.submit('Zebra', '/tmp/f', 'application/pdf', { title: 't' });
    expect(await submit(missing)).toMatchObject({
      ok: false,
      error: { kind: 'printer-not-found', said: { key: 'printing.printerMissing', params: { name: 'Zebra' } } },
    });
    expect(await submit(down)).toMatchObject({
      ok: false,
      error: { kind: 'printer-unavailable', said: { key: 'printing.cupsNotRunning' } },
    });
    expect(await submit(refusing)).toMatchObject({
      ok: false,
      error: {
        kind: 'printer-unavailable',
        quoted: { source: 'printer', lines: ['lp: Destination "Zebra" is not accepting jobs.'] },
      },
    });
    expect(await submit(notInstalled)).toMatchObject({
      ok: false,
      error: { kind: 'printer-unavailable', said: { key: 'printing.cupsNotInstalled' } },
    });
  });

  it('counts releasing a finished or purged job as released, so it is never submitted again', async () => {
    const finished = new Cups(
      recorder(() => ({ code: 1, stderr: 'lp: Job #20 is finished and cannot be altered.' })).run,
    );
    const purged = new Cups(recorder(() => ({ code: 1, stderr: 'lp: Job #99999 does not exist.' })).run);
    const down = new Cups(recorder(() => ({ code: 1, stderr: 'lp: Unable to connect to server.' })).run);
    expect((await finished.release(20)).ok).toBe(true);
    expect((await purged.release(99999)).ok).toBe(true);
    expect(await down.release(20)).toMatchObject({ ok: false, error: { kind: 'printer-unavailable' } });
  });

  it('titles a job so lpq shows the whole title (lpq cuts titles at 39 characters), to find it after a crash', () => {
    const title = cupsTitle({ id: '80ef7865-694d-460d-8ca2-ea9a386643d0' } as PrintJob);
    expect(title).toBe('ss-80ef7865694d460d8ca2ea9a386643d0');
    expect(title.length).toBeLessThanOrEqual(39);
    // Real lpq -l output for a held job with this title.
    const lpq = `Q is ready\n\n\nroot: 1st                               [job 61 localhost]\n        ${title}     1024 bytes\n`;
    expect(findJobByTitle(lpq, title)).toBe(61);
  });

  it('treats "No destinations added" as an empty printer list', async () => {
    const cups = new Cups(recorder(() => ({ code: 1, stderr: 'lpstat: No destinations added.' })).run);
    expect(await cups.queues()).toEqual({ ok: true, value: [] });
  });
});
