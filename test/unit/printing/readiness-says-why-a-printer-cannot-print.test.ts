import { describe, expect, it } from 'vitest';
import { type CupsQueue } from '../../../electron/main/printing/cups/cups';
import { printError, type PrintError } from '../../../electron/main/printing/errors';
import { failed, ok, type Result } from '../../../electron/shared/result';
import { PrinterReadiness, deviceAddress } from '../../../electron/main/printing/readiness';
import { type NetworkTarget } from '../../../electron/main/printing/types';
import { verbatim } from '../../../electron/shared/messages';
import { spoken } from '../../support/said';

function readiness(queues: CupsQueue[], answering: (t: NetworkTarget) => boolean = () => true) {
  const probed: NetworkTarget[] = [];
  const check = new PrinterReadiness({
    cups: { queues: async () => ok(queues) },
    probe: async (target): Promise<Result<void, PrintError>> => {
      probed.push(target);
      return answering(target)
        ? ok(undefined)
        : failed(
            printError(
              'printer-unavailable',
              verbatim(`The printer at ${target.host}:${target.port} refused the connection.`),
              'ECONNREFUSED',
            ),
          );
    },
  });
  return { check, probed };
}

const queue = (over: Partial<CupsQueue>): CupsQueue => ({
  name: 'Zebra',
  enabled: true,
  accepting: true,
  isDefault: false,
  ...over,
});

describe('the readiness check says why a printer cannot print', () => {
  it('passes an enabled, accepting queue whose network device answers', async () => {
    const { check, probed } = readiness([queue({ deviceUri: 'socket://192.168.0.50' })]);
    expect(await check.checkPrinterReady({ kind: 'cups', name: 'Zebra' })).toEqual({ ok: true, value: undefined });
    expect(probed).toEqual([{ kind: 'network', host: '192.168.0.50', port: 9100 }]);
  });

  it('stops on a paused, refusing, stuck, missing or switched-off printer', async () => {
    const cases: [CupsQueue, RegExp][] = [
      [queue({ enabled: false, message: 'paper out' }), /pausada .*\(paper out\)/],
      [queue({ accepting: false, rejectReason: 'roll change' }), /não está aceitando trabalhos \(roll change\)/],
      [
        queue({ printingJob: 3, message: 'The printer may not exist or is unavailable at this time.' }),
        /não está imprimindo: The printer may not exist/,
      ],
      [queue({ deviceUri: 'socket://127.0.0.1:9555' }), /não responde: .*refused the connection/],
    ];
    for (const [state, message] of cases) {
      const { check } = readiness([state], () => false);
      const result = await check.checkPrinterReady({ kind: 'cups', name: 'Zebra' });
      expect(result).toMatchObject({ ok: false, error: { kind: 'printer-unavailable' } });
      if (!result.ok) expect(spoken(result.error.said)).toMatch(message);
    }
    const { check } = readiness([queue({ name: 'Other' })]);
    expect(await check.checkPrinterReady({ kind: 'cups', name: 'Zebra' })).toMatchObject({
      ok: false,
      error: { kind: 'printer-not-found' },
    });
  });

  it("reads in English when the desk is in English, keeping the tool's words as they came", async () => {
    const { check } = readiness(
      [queue({ enabled: false, message: 'paper out' }), queue({ name: 'Net', deviceUri: 'socket://127.0.0.1:9555' })],
      () => false,
    );
    const paused = await check.checkPrinterReady({ kind: 'cups', name: 'Zebra' });
    expect(paused).toMatchObject({
      ok: false,
      error: { kind: 'printer-unavailable', quoted: { source: 'printer', lines: ['paper out'] } },
    });
    if (!paused.ok)
      expect(spoken(paused.error.said, 'en')).toBe(
        'The printer "Zebra" is paused in the print settings (paper out). Resume it to print.',
      );
    const silent = await check.checkPrinterReady({ kind: 'cups', name: 'Net' });
    if (!silent.ok)
      expect(spoken(silent.error.said, 'en')).toBe(
        'The printer "Net" does not answer: The printer at 127.0.0.1:9555 refused the connection.',
      );
    expect(silent.ok).toBe(false);
    const gone = await check.checkPrinterReady({ kind: 'cups', name: 'Gone' });
    expect(gone).toMatchObject({ ok: false, error: { kind: 'printer-not-found' } });
    if (!gone.ok) {
      expect(spoken(gone.error.said, 'en')).toMatch(/^The printer "Gone" does not exist/);
      expect(spoken(gone.error.said)).toMatch(/^A impressora "Gone" não existe/);
    }
  });

  it('cannot probe a USB printer, so judges it by its queue; a busy queue sending data is fine', async () => {
    const { check, probed } = readiness(
      [queue({ deviceUri: 'usb://Zebra/ZD220?serial=1', printingJob: 4, message: 'Sending data to printer.' })],
      () => false,
    );
    expect((await check.checkPrinterReady({ kind: 'cups', name: 'Zebra' })).ok).toBe(true);
    expect(probed).toEqual([]);
  });

  it('probes a network printer directly', async () => {
    const { check } = readiness([], () => false);
    expect(await check.checkPrinterReady({ kind: 'network', host: '10.1.1.1', port: 9100 })).toMatchObject({
      ok: false,
      error: { kind: 'printer-unavailable', quoted: { source: 'printer', lines: ['ECONNREFUSED'] } },
    });
  });

  it('finds the address behind CUPS device URIs', () => {
    expect(deviceAddress('socket://10.0.0.5:9101')).toEqual({ kind: 'network', host: '10.0.0.5', port: 9101 });
    expect(deviceAddress('ipp://printer.local/ipp/print')).toEqual({
      kind: 'network',
      host: 'printer.local',
      port: 631,
    });
    expect(deviceAddress('lpd://user@[fe80::1]/queue')).toEqual({ kind: 'network', host: 'fe80::1', port: 515 });
    expect(deviceAddress('usb://Zebra/ZD220')).toBeUndefined();
    expect(deviceAddress('dnssd://Zebra._pdl-datastream._tcp.local/')).toBeUndefined();
  });
});
