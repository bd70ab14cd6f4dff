import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { type RunCommand } from '../../../electron/main/printing/run-command';
import { RAW_SPOOLER_SCRIPT, rawSpoolerCommand } from '../../../electron/main/printing/windows/raw-spooler';

const NAME = 'Zebra ZD220 "Balcão" $(x) `y` & 1';

describe('ZPL on Windows goes to the spooler as RAW data', () => {
  it('runs a fixed PowerShell script that opens the printer and starts a RAW document', () => {
    const command = rawSpoolerCommand({ kind: 'windows', name: NAME }, 'C:\\Temp\\a b\\job.zpl', 'shipping-station-1');
    expect(command.file).toBe('powershell.exe');
    expect(command.args.slice(0, 5)).toEqual([
      '-NoProfile',
      '-NonInteractive',
      '-ExecutionPolicy',
      'Bypass',
      '-EncodedCommand',
    ]);
    const script = Buffer.from(command.args[5] ?? '', 'base64').toString('utf16le');
    expect(script).toBe(RAW_SPOOLER_SCRIPT);
    expect(script).toContain('pDatatype = "RAW"');
    for (const call of [
      'OpenPrinterW',
      'StartDocPrinterW',
      'StartPagePrinter',
      'WritePrinter',
      'EndPagePrinter',
      'EndDocPrinter',
      'ClosePrinter',
      'AbortPrinter',
    ]) {
      expect(script).toContain(call);
    }
    // Values travel in the environment, never in the script or the command line.
    expect(command.env).toEqual({
      SHIPPING_STATION_PRINTER: NAME,
      SHIPPING_STATION_PRINT_FILE: 'C:\\Temp\\a b\\job.zpl',
      SHIPPING_STATION_PRINT_TITLE: 'shipping-station-1',
    });
    expect(command.args.join(' ')).not.toContain('Zebra');
    // Windows limits a command line to 32767 characters.
    expect(command.args.join(' ').length).toBeLessThan(32_000);
  });

  it('gives the script a file with exactly the ZPL bytes, and maps its exit codes to kinds', async () => {
    const zpl = new TextEncoder().encode('^XA^FO50,50^FDBalcão^FS^XZ');
    let exitCode = 0;
    const seen: { file: string; content: Buffer; printer: string | undefined }[] = [];
    const run: RunCommand = async (file, _args, options) => {
      const path = options?.env?.SHIPPING_STATION_PRINT_FILE ?? '';
      seen.push({ file, content: await readFile(path), printer: options?.env?.SHIPPING_STATION_PRINTER });
      return { code: exitCode, stdout: '', stderr: exitCode ? 'OpenPrinter failed: 1801' : '' };
    };
    const paths = new PrintPaths({ platform: 'win32', run, windows: { print: async () => undefined } });
    const target = { kind: 'windows' as const, name: NAME };
    const send = () => paths.sendDirect(target, 'application/zpl', zpl, { title: 't', onCommit: () => undefined });

    expect(await send()).toEqual({ ok: true, value: undefined });
    expect(seen[0]).toMatchObject({ file: 'powershell.exe', printer: NAME });
    expect(seen[0]?.content.equals(Buffer.from(zpl))).toBe(true);

    exitCode = 2;
    expect(await send()).toMatchObject({
      ok: false,
      afterCommit: false,
      error: { kind: 'printer-not-found', detail: 'OpenPrinter failed: 1801' },
    });
    exitCode = 3;
    expect(await send()).toMatchObject({ ok: false, afterCommit: false, error: { kind: 'print-failed' } });
  });
});
