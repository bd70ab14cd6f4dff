import { describe, expect, it } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { type PrinterHandle, type Winspool } from '../../../electron/main/printing/windows/raw-spooler';
import {
  WINSPOOL_PROTOTYPES,
  declareWinspoolTypes,
  importKoffi,
  loadWinspool,
} from '../../../electron/main/printing/windows/winspool';

const NAME = 'Zebra ZD220 "Balcão" $(x) `y` & 1';
const HANDLE: PrinterHandle = { printer: 'opaque' };

/**
 * A spooler that records every call with its arguments (copies of the bytes offered), and
 * fails where told. It stands in for winspool.drv, which exists only on Windows.
 */
function fakeWinspool(
  behaviour: {
    openError?: number;
    /** How many bytes each WritePrinter call takes (the last entry repeats); 0 fails the call. */
    takes?: number[];
    writeError?: number;
    endDocFails?: boolean;
  } = {},
) {
  const calls: unknown[][] = [];
  const taken: number[] = [];
  let error = 0;
  let writes = 0;
  const winspool: Winspool = {
    openPrinter: (name) => {
      calls.push(['OpenPrinterW', name]);
      if (behaviour.openError) {
        error = behaviour.openError;
        return null;
      }
      return HANDLE;
    },
    startDocPrinter: (handle, doc) => (calls.push(['StartDocPrinterW', handle, 1, { ...doc }]), 7),
    startPagePrinter: (handle) => (calls.push(['StartPagePrinter', handle]), true),
    writePrinter: (handle, bytes) => {
      calls.push(['WritePrinter', handle, Buffer.from(bytes).toString('latin1'), bytes.length]);
      const takes = behaviour.takes ?? [bytes.length];
      const take = Math.min(bytes.length, takes[Math.min(writes++, takes.length - 1)] ?? bytes.length);
      if (take === 0) {
        error = behaviour.writeError ?? 0;
        return { ok: false, written: 0 };
      }
      taken.push(take);
      return { ok: true, written: take };
    },
    endPagePrinter: (handle) => (calls.push(['EndPagePrinter', handle]), true),
    endDocPrinter: (handle) => (calls.push(['EndDocPrinter', handle]), !behaviour.endDocFails),
    abortPrinter: (handle) => (calls.push(['AbortPrinter', handle]), true),
    closePrinter: (handle) => (calls.push(['ClosePrinter', handle]), true),
    lastError: () => error,
  };
  return { winspool, calls, taken };
}

function pathsWith(winspool: Winspool) {
  return new PrintPaths({ platform: 'win32', windows: { winspool } });
}

const target = { kind: 'windows' as const, name: NAME };

/** Twenty bytes of a ZPL label sent through the paths to the faked spooler. */
const sendTwentyBytes = (winspool: Winspool) =>
  pathsWith(winspool).sendDirect(target, 'application/zpl', new Uint8Array(20).fill(65), {
    title: 't',
    onCommit: () => undefined,
  });

describe('ZPL on Windows goes to the spooler as RAW data', () => {
  it('opens the printer by its name as is, starts a RAW document and writes every byte (Windows spooler faked: no Windows here)', async () => {
    const { winspool, calls } = fakeWinspool();
    const zpl = new TextEncoder().encode('^XA^FO50,50^FDBalcão^FS^XZ');
    let committed = 0;
    const sent = await pathsWith(winspool).sendDirect(target, 'application/zpl', zpl, {
      title: 'shipping-station-1',
      onCommit: () => committed++,
    });
    expect(sent).toEqual({ ok: true, value: undefined });
    expect(committed).toBe(1);
    expect(calls).toEqual([
      ['OpenPrinterW', NAME],
      ['StartDocPrinterW', HANDLE, 1, { docName: 'shipping-station-1', outputFile: null, datatype: 'RAW' }],
      ['StartPagePrinter', HANDLE],
      ['WritePrinter', HANDLE, Buffer.from(zpl).toString('latin1'), zpl.length],
      ['EndPagePrinter', HANDLE],
      ['EndDocPrinter', HANDLE],
      ['ClosePrinter', HANDLE],
    ]);
  });

  it('offers the rest again when WritePrinter takes part of the bytes, until every byte is in (Windows spooler faked: no Windows here)', async () => {
    const { winspool, calls, taken } = fakeWinspool({ takes: [4, 1, 3] });
    const bytes = new TextEncoder().encode('^XA^PQ1^XZ\r\n');
    const sent = await pathsWith(winspool).sendDirect(target, 'raw', bytes, { title: 't', onCommit: () => undefined });
    expect(sent.ok).toBe(true);
    expect(calls.filter((call) => call[0] === 'WritePrinter')).toEqual([
      ['WritePrinter', HANDLE, '^XA^PQ1^XZ\r\n', 12],
      ['WritePrinter', HANDLE, 'PQ1^XZ\r\n', 8],
      ['WritePrinter', HANDLE, 'Q1^XZ\r\n', 7],
      ['WritePrinter', HANDLE, 'XZ\r\n', 4],
      ['WritePrinter', HANDLE, '\n', 1],
    ]);
    expect(taken.reduce((a, b) => a + b, 0)).toBe(bytes.length);
    expect(calls.at(-2)).toEqual(['EndDocPrinter', HANDLE]);
  });

  it('aborts the spool job and closes the printer when the first write fails: nothing went in, so it may be sent again (Windows spooler faked: no Windows here)', async () => {
    const { winspool, calls } = fakeWinspool({ takes: [0], writeError: 63 });
    const sent = await sendTwentyBytes(winspool);
    expect(sent).toMatchObject({
      ok: false,
      error: {
        afterCommit: false,
        kind: 'print-failed',
        said: { key: 'printing.spoolerRefused', params: { name: NAME } },
        quoted: { source: 'printer', lines: ['WritePrinter failed: 63'] },
      },
    });
    expect(calls.map((call) => call[0])).toEqual([
      'OpenPrinterW',
      'StartDocPrinterW',
      'StartPagePrinter',
      'WritePrinter',
      'AbortPrinter',
      'ClosePrinter',
    ]);
  });

  it.each([
    ['a later write fails (a label gone in before a DACE joined to it)', { takes: [5, 0], writeError: 63 }],
    ['EndDocPrinter fails after every byte went in', { endDocFails: true }],
  ])(
    'when %s, the label may have printed: outcome unknown, never sent again by itself (Windows spooler faked: no Windows here)',
    async (_when, behaviour) => {
      const { winspool } = fakeWinspool(behaviour);
      const sent = await sendTwentyBytes(winspool);
      expect(sent).toMatchObject({
        ok: false,
        error: {
          afterCommit: true,
          kind: 'outcome-unknown',
          said: { key: 'printing.spoolerNotConfirmed', params: { name: NAME } },
        },
      });
    },
  );

  it('aborts the spool job and closes the printer when a write fails part-way (Windows spooler faked: no Windows here)', async () => {
    const { winspool, calls } = fakeWinspool({ takes: [5, 0], writeError: 63 });
    await sendTwentyBytes(winspool);
    expect(calls.map((call) => call[0])).toEqual([
      'OpenPrinterW',
      'StartDocPrinterW',
      'StartPagePrinter',
      'WritePrinter',
      'WritePrinter',
      'AbortPrinter',
      'ClosePrinter',
    ]);
  });

  it('says a printer that does not exist is missing, and opens nothing else (Windows spooler faked: no Windows here)', async () => {
    const { winspool, calls } = fakeWinspool({ openError: 1801 });
    const send = () =>
      pathsWith(winspool).sendDirect(target, 'application/zpl', new Uint8Array([1]), {
        title: 't',
        onCommit: () => undefined,
      });
    expect(await send()).toMatchObject({
      ok: false,
      error: {
        afterCommit: false,
        kind: 'printer-not-found',
        said: { key: 'printing.printerMissing', params: { name: NAME } },
        quoted: { source: 'printer', lines: ['OpenPrinter failed: 1801'] },
      },
    });
    expect(calls).toEqual([['OpenPrinterW', NAME]]);

    // Any other refusal (access denied) is the spooler's, retried by the queue.
    const denied = fakeWinspool({ openError: 5 });
    expect(
      await pathsWith(denied.winspool).sendDirect(target, 'raw', new Uint8Array([1]), {
        title: 't',
        onCommit: () => undefined,
      }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'print-failed', quoted: { source: 'printer', lines: ['OpenPrinter failed: 5'] } },
    });
  });

  it("aborts and closes when the binding throws mid-job, its bytes in: outcome unknown, the binding's words kept (Windows spooler faked: no Windows here)", async () => {
    const { winspool, calls } = fakeWinspool();
    const throwing: Winspool = {
      ...winspool,
      endPagePrinter: () => {
        throw new TypeError('Unexpected value');
      },
    };
    expect(
      await pathsWith(throwing).sendDirect(target, 'raw', new Uint8Array([1]), {
        title: 't',
        onCommit: () => undefined,
      }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'outcome-unknown', afterCommit: true, quoted: { source: 'system', lines: ['Unexpected value'] } },
    });
    expect(calls.slice(-2)).toEqual([
      ['AbortPrinter', HANDLE],
      ['ClosePrinter', HANDLE],
    ]);
  });

  it("declares winspool.h's signatures in the real koffi, and refuses to bind winspool.drv off Windows", async () => {
    const koffi = await importKoffi();
    declareWinspoolTypes(koffi);
    for (const prototype of Object.values(WINSPOOL_PROTOTYPES)) expect(() => koffi.proto(prototype)).not.toThrow();
    expect(koffi.sizeof('SS_DOC_INFO_1W')).toBe(3 * koffi.sizeof('void *'));
    await expect(loadWinspool('linux')).rejects.toThrow(/only on Windows/);
  });
});
