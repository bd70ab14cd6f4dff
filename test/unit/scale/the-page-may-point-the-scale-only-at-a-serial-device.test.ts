// scale:configure and scale:detect open the path the page sends (and a Toledo scale is written
// to): only a serial device path is accepted (Linux ttys, /dev/serial/by-id names, pseudo-
// terminals, Windows COM ports). Any other file, a path climbing out of /dev, or a socket is
// refused in the channel's input schema, with the reason in the operator's language.
import { describe, expect, it } from 'vitest';
import { parseOrIssues } from '../../../electron/shared/contract';
import { scaleChannels, scaleConfigSchema } from '../../../electron/shared/scale';

const configure = scaleChannels['scale:configure'].input;
const detect = scaleChannels['scale:detect'].input;
const serial = (path: string) => ({ kind: 'serial', path, protocol: 'toledo' });

const DEVICES = [
  '/dev/ttyUSB0',
  '/dev/ttyACM1',
  '/dev/ttyS0',
  '/dev/ttyAMA0',
  '/dev/serial/by-id/usb-FTDI_FT232R_USB_UART_A50285BI-if00-port0',
  '/dev/serial/by-id/usb-Prolific_Technology_Inc._USB-Serial_Controller-if00-port0',
  '/dev/pts/7',
  'COM3',
  'com12',
  ' /dev/ttyUSB0 ',
];
const NOT_DEVICES = [
  '/etc/passwd',
  '/home/ana/.ssh/id_rsa',
  '/dev/sda',
  '/dev/tty',
  '/dev/ttyUSB0/../../etc/shadow',
  '/dev/serial/by-id/../../../etc/passwd',
  '/dev/serial/by-id/..',
  '/dev/pts/ptmx',
  '/tmp/scale-pty-1/scale',
  '/run/user/1000/bus',
  '\\\\.\\pipe\\scale',
  'COM0',
  'COM3:',
  'C:\\Windows\\win.ini',
  'ttyUSB0',
];

describe('the scale path the page sends', () => {
  it('is accepted when it names a serial device', () => {
    for (const path of DEVICES) {
      expect(configure.safeParse(serial(path)).success, path).toBe(true);
      expect(detect.safeParse({ path }).success, path).toBe(true);
    }
    expect(configure.parse(serial(' /dev/ttyUSB0 '))).toMatchObject({ path: '/dev/ttyUSB0', baud: 9600 });
  });

  it('is refused when it names anything else, for configure and detect alike', () => {
    for (const path of NOT_DEVICES) {
      expect(configure.safeParse(serial(path)).success, path).toBe(false);
      expect(detect.safeParse({ path }).success, path).toBe(false);
    }
  });

  it('says why in the operator’s language, naming the field', () => {
    const pt = parseOrIssues(configure, serial('/etc/passwd'), 'pt-BR');
    expect(pt).toMatchObject({ ok: false, error: { field: 'path' } });
    expect(pt.ok ? [] : pt.error.issues).toEqual([
      'path: deve ser uma porta serial deste computador: /dev/ttyUSB0, /dev/ttyACM0, /dev/ttyS0, /dev/serial/by-id/… (Linux) ou COM3 (Windows)',
    ]);
    const en = parseOrIssues(detect, { path: '/etc/passwd' }, 'en');
    expect(en.ok ? [] : en.error.issues).toEqual([
      'path: must be a serial port of this computer: /dev/ttyUSB0, /dev/ttyACM0, /dev/ttyS0, /dev/serial/by-id/… (Linux) or COM3 (Windows)',
    ]);
  });

  it('leaves no scale and USB HID scales as they were', () => {
    expect(configure.parse({ kind: 'none' })).toEqual({ kind: 'none' });
    expect(configure.parse({ kind: 'hid', vendorId: 0x0922, productId: 0x8003 })).toMatchObject({ kind: 'hid' });
    expect(configure.safeParse({ kind: 'serial', path: '/dev/ttyUSB0', protocol: 'toledo', extra: 1 }).success).toBe(
      false,
    );
  });

  it('does not bind what settings.json already holds (main reads its own file back as it was written)', () => {
    expect(scaleConfigSchema.safeParse(serial('/tmp/scale-pty-1/scale')).success).toBe(true);
  });
});
