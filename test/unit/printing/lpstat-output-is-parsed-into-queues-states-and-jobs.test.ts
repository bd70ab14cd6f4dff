import { describe, expect, it } from 'vitest';
import {
  findJobByTitle,
  parseAccepting,
  parseDefaultDestination,
  parseDeviceUris,
  parsePendingJobs,
  parsePrinterStates,
  parseRequestId,
} from '../../../electron/main/printing/cups/lpstat';

// Real output of CUPS 2.4 in the C locale, including a queue named with every character CUPS
// accepts that a shell or lpstat's comma-separated lists would trip on.
const HOSTILE = '-Etiqueta$(id);`id`|&>*~=%@,:!(){}[]^+.Balcão';

describe('lpstat output is parsed into queues, states and jobs', () => {
  it('reads idle, printing and paused queues with their messages and descriptions', () => {
    const output = [
      'printer Idle1 is idle.  enabled since Sat Nov 21 21:11:50 2026',
      '\tForm mounted:',
      '\tContent types: any',
      '\tDescription: Label Desk "1"',
      '\tAlerts: none',
      `printer ${HOSTILE} now printing ${HOSTILE}-19.  enabled since Sat Nov 21 21:10:27 2026`,
      '\tThe printer may not exist or is unavailable at this time.',
      '\tForm mounted:',
      '\tDescription: ',
      'printer Paused disabled since Sat Nov 21 21:11:50 2026 -',
      '\tpaper out',
      'printer Stopped disabled since Sat Nov 21 21:11:50 2026 -',
      '\treason unknown',
      'system default destination: Idle1',
    ].join('\n');
    expect(parsePrinterStates(output)).toEqual([
      { name: 'Idle1', enabled: true, description: 'Label Desk "1"' },
      {
        name: HOSTILE,
        enabled: true,
        printingJob: 19,
        message: 'The printer may not exist or is unavailable at this time.',
        description: '',
      },
      { name: 'Paused', enabled: false, message: 'paper out' },
      { name: 'Stopped', enabled: false },
    ]);
    expect(parseDefaultDestination(output)).toBe('Idle1');
    expect(parseDefaultDestination('no system default destination\n')).toBeUndefined();
    expect(parseDefaultDestination('system default destination: Zebra/4x6\n')).toBe('Zebra');
  });

  it('reads device URIs even when the queue name holds colons', () => {
    const devices = parseDeviceUris(
      `device for Label:=~+: socket://127.0.0.1:9555\ndevice for ${HOSTILE}: usb://Zebra/ZD220?serial=1\n`,
    );
    expect(devices.get('Label:=~+')).toBe('socket://127.0.0.1:9555');
    expect(devices.get(HOSTILE)).toBe('usb://Zebra/ZD220?serial=1');
  });

  it('reads which queues accept jobs and why one does not', () => {
    const accepting = parseAccepting(
      'Label,1 accepting requests since Sat Nov 21 21:07:52 2026\nDown1 not accepting requests since Sat Nov 21 21:10:27 2026 -\n\troll change\n',
    );
    expect(accepting.get('Label,1')).toEqual({ accepting: true });
    expect(accepting.get('Down1')).toEqual({ accepting: false, reason: 'roll change' });
  });

  it('keys pending jobs by number, because lpstat percent-encodes unusual queue names', () => {
    const jobs = parsePendingJobs(
      [
        '-Label$(id);`id`|&*%25!{}[]:=~+,@Balc%C3%A3o-20 root              1024   Sat Nov 21 21:10:34 2026',
        '\tAlerts: job-hold-until-specified',
        '\tqueued for -Label$(id);`id`|&*%25!{}[]:=~+,@Balc%C3%A3o',
        'Down1-19                root              1024   Sat Nov 21 21:10:27 2026',
        '\tStatus: The printer may not exist or is unavailable at this time.',
        '\tAlerts: job-printing',
      ].join('\n'),
    );
    expect([...jobs.keys()]).toEqual([20, 19]);
    expect(jobs.get(20)).toEqual({ job: 20, alerts: ['job-hold-until-specified'] });
    expect(jobs.get(19)).toEqual({
      job: 19,
      status: 'The printer may not exist or is unavailable at this time.',
      alerts: ['job-printing'],
    });
  });

  it("reads lp's job number and finds a held job again by its title in lpq", () => {
    expect(parseRequestId(`request id is ${HOSTILE}-20 (1 file(s))\n`)).toBe(20);
    expect(parseRequestId('')).toBeUndefined();
    const lpq = [
      `${HOSTILE} is ready`,
      '',
      '',
      'root: 1st                               [job 14 localhost]',
      '        shipping-station-42                     1024 bytes',
      '',
      'root: 2nd                               [job 15 localhost]',
      '        shipping-station-4                      1024 bytes',
    ].join('\n');
    expect(findJobByTitle(lpq, 'shipping-station-4')).toBe(15);
    expect(findJobByTitle(lpq, 'shipping-station-42')).toBe(14);
    expect(findJobByTitle(lpq, 'shipping-station-9')).toBeUndefined();
  });
});
