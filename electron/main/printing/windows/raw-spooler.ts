// Raw data (ZPL) to a Windows printer through the spooler with the RAW data type, so the
// driver passes the bytes to the printer untouched (a GDI driver would print the ZPL as text).
// A fixed PowerShell script calls winspool.drv; the printer name, file and title travel in
// environment variables, so no value is ever parsed as script or as a command-line argument
// (PowerShell's own argument parsing mangles embedded quotes).
import { Buffer } from 'node:buffer';
import { fail, ok, type Result } from '../errors';
import { said } from '../../../shared/messages';
import { type RunCommand } from '../run-command';
import { type WindowsTarget } from '../types';

export const RAW_SPOOLER_SCRIPT = String.raw`
$ErrorActionPreference = 'Stop'
Add-Type -TypeDefinition @'
using System;
using System.Runtime.InteropServices;
public static class ShippingStationRawPrint {
  [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
  public class DocInfo1 {
    [MarshalAs(UnmanagedType.LPWStr)] public string pDocName;
    [MarshalAs(UnmanagedType.LPWStr)] public string pOutputFile;
    [MarshalAs(UnmanagedType.LPWStr)] public string pDatatype;
  }
  [DllImport("winspool.drv", EntryPoint = "OpenPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern bool OpenPrinter(string name, out IntPtr printer, IntPtr defaults);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool ClosePrinter(IntPtr printer);
  [DllImport("winspool.drv", EntryPoint = "StartDocPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern int StartDocPrinter(IntPtr printer, int level, [In] DocInfo1 info);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool StartPagePrinter(IntPtr printer);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool WritePrinter(IntPtr printer, byte[] data, int count, out int written);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool EndPagePrinter(IntPtr printer);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool EndDocPrinter(IntPtr printer);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool AbortPrinter(IntPtr printer);
  // 0 printed; 2 no such printer; 3 the spooler refused (nothing was printed).
  public static int Send(string name, string title, byte[] data) {
    IntPtr printer;
    if (!OpenPrinter(name, out printer, IntPtr.Zero)) {
      int error = Marshal.GetLastWin32Error();
      Console.Error.WriteLine("OpenPrinter failed: " + error);
      return error == 1801 ? 2 : 3;
    }
    try {
      DocInfo1 info = new DocInfo1 { pDocName = title, pOutputFile = null, pDatatype = "RAW" };
      if (StartDocPrinter(printer, 1, info) == 0) { Console.Error.WriteLine("StartDocPrinter failed: " + Marshal.GetLastWin32Error()); return 3; }
      int written = 0;
      bool sent = StartPagePrinter(printer) && WritePrinter(printer, data, data.Length, out written) && written == data.Length && EndPagePrinter(printer);
      if (!sent) {
        Console.Error.WriteLine("WritePrinter failed: " + Marshal.GetLastWin32Error());
        AbortPrinter(printer); // deletes the half-written spool job, so nothing comes out
        return 3;
      }
      if (!EndDocPrinter(printer)) { Console.Error.WriteLine("EndDocPrinter failed: " + Marshal.GetLastWin32Error()); return 3; }
      return 0;
    } finally {
      ClosePrinter(printer);
    }
  }
}
'@
$data = [System.IO.File]::ReadAllBytes($env:SHIPPING_STATION_PRINT_FILE)
exit [ShippingStationRawPrint]::Send($env:SHIPPING_STATION_PRINTER, $env:SHIPPING_STATION_PRINT_TITLE, $data)
`;

/** The command that sends a file to a Windows printer as RAW: program, arguments, environment. */
export function rawSpoolerCommand(
  target: WindowsTarget,
  file: string,
  title: string,
): { file: string; args: string[]; env: Record<string, string> } {
  return {
    file: 'powershell.exe',
    // -EncodedCommand takes UTF-16LE base64; execution policy does not apply to it, unlike a .ps1 file.
    args: [
      '-NoProfile',
      '-NonInteractive',
      '-ExecutionPolicy',
      'Bypass',
      '-EncodedCommand',
      Buffer.from(RAW_SPOOLER_SCRIPT, 'utf16le').toString('base64'),
    ],
    env: {
      SHIPPING_STATION_PRINTER: target.name,
      SHIPPING_STATION_PRINT_FILE: file,
      SHIPPING_STATION_PRINT_TITLE: title,
    },
  };
}

export async function printRawOnWindows(
  file: string,
  target: WindowsTarget,
  title: string,
  run: RunCommand,
): Promise<Result<void>> {
  const command = rawSpoolerCommand(target, file, title);
  const result = await run(command.file, command.args, { env: command.env });
  if (result.code === 0) return ok(undefined);
  const detail = result.stderr.trim();
  if (result.code === 2)
    return fail('printer-not-found', said('printing.printerMissing', { name: target.name }), detail);
  return fail('print-failed', said('printing.spoolerRefused', { name: target.name }), detail);
}
