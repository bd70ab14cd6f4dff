import { describe, expect, it } from 'vitest';
import { type CupsQueue } from '../../../electron/main/printing/cups/cups';
import { PrinterDiscovery, type WindowsPrinterList } from '../../../electron/main/printing/discovery';

const windowsList: WindowsPrinterList = {
  getPrinters: async () => [
    { deviceId: 'Microsoft Print to PDF', name: 'Microsoft Print to PDF', paperSizes: ['Letter', 'A4'] },
    { deviceId: 'ZDesigner ZD220-203dpi ZPL', name: 'ZDesigner ZD220 "Balcão"', paperSizes: ['100 x 150 mm'] },
  ],
  getDefaultPrinter: async () => ({
    deviceId: 'ZDesigner ZD220-203dpi ZPL',
    name: 'ZDesigner ZD220 "Balcão"',
    paperSizes: [],
  }),
};

const cupsQueues: CupsQueue[] = [
  { name: 'Office', enabled: true, accepting: true, isDefault: false, description: 'Office laser' },
  {
    name: 'Zebra',
    enabled: true,
    accepting: true,
    isDefault: true,
    description: 'Label Desk "1"',
    deviceUri: 'usb://Zebra/ZD220',
  },
];

describe('printers are discovered with the default on each system', () => {
  it('on Windows lists pdf-to-printer printers, default first, with their paper names', async () => {
    const discovery = new PrinterDiscovery({
      platform: 'win32',
      cups: { queues: async () => ({ ok: true, value: [] }) },
      windows: windowsList,
    });
    const list = await discovery.list();
    expect(list).toEqual({
      ok: true,
      value: [
        {
          target: { kind: 'windows', name: 'ZDesigner ZD220 "Balcão"' },
          displayName: 'ZDesigner ZD220 "Balcão"',
          isDefault: true,
          paperSizes: ['100 x 150 mm'],
        },
        {
          target: { kind: 'windows', name: 'Microsoft Print to PDF' },
          displayName: 'Microsoft Print to PDF',
          isDefault: false,
          paperSizes: ['Letter', 'A4'],
        },
      ],
    });
    expect((await discovery.defaultPrinter()).ok && (await discovery.defaultPrinter())).toMatchObject({
      value: { target: { name: 'ZDesigner ZD220 "Balcão"' } },
    });
  });

  it('on Windows reports a failing printer list as a value', async () => {
    const discovery = new PrinterDiscovery({
      platform: 'win32',
      cups: { queues: async () => ({ ok: true, value: [] }) },
      windows: {
        getPrinters: async () => Promise.reject(new Error('Get-CimInstance failed')),
        getDefaultPrinter: async () => null,
      },
    });
    expect(await discovery.list()).toMatchObject({
      ok: false,
      error: { kind: 'printer-unavailable', quoted: { source: 'printer', lines: ['Get-CimInstance failed'] } },
    });
  });

  it('on Linux and macOS lists CUPS queues by description, and the typed-in network printers after them', async () => {
    for (const platform of ['linux', 'darwin'] as const) {
      const discovery = new PrinterDiscovery({
        platform,
        cups: { queues: async () => ({ ok: true, value: cupsQueues }) },
        windows: windowsList,
        networkPrinters: () => [
          { kind: 'network', host: '192.168.0.50', port: 9100, label: 'Zebra da expedição' },
          { kind: 'network', host: 'zebra-2', port: 6101 },
        ],
      });
      const list = await discovery.list();
      expect(list.ok && list.value.map((p) => [p.displayName, p.target, p.isDefault])).toEqual([
        ['Label Desk "1"', { kind: 'cups', name: 'Zebra' }, true],
        ['Office laser', { kind: 'cups', name: 'Office' }, false],
        ['Zebra da expedição', { kind: 'network', host: '192.168.0.50', port: 9100 }, false],
        ['zebra-2:6101', { kind: 'network', host: 'zebra-2', port: 6101 }, false],
      ]);
    }
  });
});
