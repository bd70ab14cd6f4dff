import { describe, expect, it } from 'vitest';
import {
  PrinterSettings,
  type PrintingSettings,
  type PrintingSettingsStore,
} from '../../../electron/main/printing/settings';

function memoryStore(initial: unknown = undefined): PrintingSettingsStore & { value: unknown } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (settings: PrintingSettings) => {
      store.value = JSON.parse(JSON.stringify(settings));
    },
  };
  return store;
}

describe('printer routing is kept per workstation', () => {
  it('routes each document kind to its printer and writes it through the store', () => {
    const store = memoryStore();
    const settings = new PrinterSettings(store);
    expect(settings.targetFor('label')).toBeUndefined();
    expect(settings.route('label', { kind: 'cups', name: 'Zebra' }).ok).toBe(true);
    expect(settings.route('dace-pdf', { kind: 'windows', name: 'HP "Office"' }).ok).toBe(true);
    expect(store.value).toEqual({
      routing: { label: { kind: 'cups', name: 'Zebra' }, 'dace-pdf': { kind: 'windows', name: 'HP "Office"' } },
      networkPrinters: [],
    });
    expect(new PrinterSettings(store).targetFor('dace-pdf')).toEqual({ kind: 'windows', name: 'HP "Office"' });
  });

  it('sends the thermal DACE to the label printer unless it has its own', () => {
    const settings = new PrinterSettings(memoryStore());
    settings.route('label', { kind: 'network', host: '10.0.0.9', port: 9100 });
    expect(settings.targetFor('dace-thermal')).toEqual({ kind: 'network', host: '10.0.0.9', port: 9100 });
    settings.route('dace-thermal', { kind: 'cups', name: 'Other' });
    expect(settings.targetFor('dace-thermal')).toEqual({ kind: 'cups', name: 'Other' });
    settings.route('dace-thermal', null);
    expect(settings.targetFor('dace-thermal')).toEqual({ kind: 'network', host: '10.0.0.9', port: 9100 });
  });

  it('refuses an invalid printer and ignores a stored value that is no longer valid', () => {
    const store = memoryStore({ routing: { label: { kind: 'lpt', name: 'x' } } });
    const settings = new PrinterSettings(store);
    expect(settings.current()).toEqual({ routing: {}, networkPrinters: [] });
    expect(settings.route('label', { kind: 'network', host: 'x', port: 99999 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-printer' },
    });
  });

  it('stores typed-in network printers once each, and forgets their routes when removed', () => {
    const store = memoryStore();
    const settings = new PrinterSettings(store);
    const added = settings.addNetworkPrinter('192.168.0.50', 'Zebra 1');
    expect(added).toEqual({ ok: true, value: { kind: 'network', host: '192.168.0.50', port: 9100 } });
    settings.addNetworkPrinter('192.168.0.50:9100', 'Zebra da expedição');
    expect(settings.addNetworkPrinter('not a printer!').ok).toBe(false);
    expect(settings.current().networkPrinters).toEqual([
      { kind: 'network', host: '192.168.0.50', port: 9100, label: 'Zebra da expedição' },
    ]);
    if (added.ok) {
      settings.route('label', added.value);
      settings.removeNetworkPrinter(added.value);
    }
    expect(settings.current()).toEqual({ routing: {}, networkPrinters: [] });
  });
});
