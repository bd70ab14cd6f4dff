// Printer ids (what the renderer and settings.printers hold) name exactly one printer and read
// back into it, names with spaces, quotes and colons and IPv6 hosts included; the routing the
// printing service writes lands in settings.printers, the typed-in network printers in their file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/main/log/logger';
import { PrinterSettings, type PrinterTarget } from '../../../electron/main/printing';
import { openSettings } from '../../../electron/main/settings/settings-store';
import { printerIdOf, targetOfId } from '../../../electron/main/printing/printer-ids';
import { stationPrintingSettings } from '../../../electron/main/printing/station-settings';
import { spoken } from '../../support/said';
import { rawProfile } from '../../support/profiles';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('printer ids', () => {
  it.each<PrinterTarget>([
    { kind: 'cups', name: 'Zebra_GK420t' },
    { kind: 'windows', name: 'ZDesigner GK420t (Cópia 1) "balcão": 2' },
    { kind: 'network', host: '192.168.0.50', port: 9100 },
    { kind: 'network', host: 'fe80::1', port: 9100 },
    { kind: 'network', host: 'zebra-01.local', port: 6101 },
  ])('%o reads back from its id', (target) => {
    expect(targetOfId(printerIdOf(target))).toEqual(target);
  });

  it.each(['', 'zebra', 'lpt:1', 'network:host', 'network:host:99999', 'cups:'])('%j names no printer', (id) => {
    expect(targetOfId(id)).toBeUndefined();
  });
});

describe('printing settings in the station', () => {
  it('keeps routes in settings.printers as ids, network printers and profiles in their own files, across a reopen', () => {
    const dir = mkdtempSync(join(tmpdir(), 'printing-settings-'));
    dirs.push(dir);
    const settings = openSettings(join(dir, 'settings.json'), silentLogger());
    const printing = new PrinterSettings(stationPrintingSettings(settings, join(dir, 'network-printers.json')));

    const zebra = printing.addNetworkPrinter('192.168.0.50', 'Zebra da bancada');
    if (!zebra.ok) throw new Error(spoken(zebra.error.said));
    printing.route('label', zebra.value);
    printing.route('dace-pdf', { kind: 'cups', name: 'Laser_Escritorio' });
    expect(printing.setProfile(zebra.value, rawProfile('zpl', 300)).ok).toBe(true);
    expect(printing.setProfile(zebra.value, { ...rawProfile('zpl', 300), darkness: 99 })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-printer',
        said: { key: 'printing.profileInvalid' },
        // The station's own check, named by field: never quoted as the printer's words.
        quoted: { source: 'checks', lines: ['darkness: deve ser no máximo 30'] },
      },
    });
    expect(settings.get().printers).toEqual({
      label: 'network:192.168.0.50:9100',
      daceThermal: null,
      dacePdf: 'cups:Laser_Escritorio',
    });

    const reopened = new PrinterSettings(
      stationPrintingSettings(
        openSettings(join(dir, 'settings.json'), silentLogger()),
        join(dir, 'network-printers.json'),
      ),
    );
    expect(reopened.current()).toEqual({
      routing: { label: zebra.value, 'dace-pdf': { kind: 'cups', name: 'Laser_Escritorio' } },
      networkPrinters: [{ ...zebra.value, label: 'Zebra da bancada' }],
      profiles: { 'network:192.168.0.50:9100': rawProfile('zpl', 300) },
    });
    expect(reopened.profileFor(zebra.value)).toEqual(rawProfile('zpl', 300));
    expect(reopened.profileFor({ kind: 'cups', name: 'Laser_Escritorio' })).toBeUndefined();
    // The thermal DACE follows the label printer unless routed elsewhere (same roll).
    expect(reopened.targetFor('dace-thermal')).toEqual(zebra.value);
    // Forgetting the network printer forgets its profile.
    reopened.removeNetworkPrinter(zebra.value);
    expect(reopened.current().profiles).toEqual({});
  });

  it('reads its files once while nothing changes, and sees a route changed in settings or a profile file written by hand', () => {
    const dir = mkdtempSync(join(tmpdir(), 'printing-settings-'));
    dirs.push(dir);
    const settings = openSettings(join(dir, 'settings.json'), silentLogger());
    const store = stationPrintingSettings(settings, join(dir, 'network-printers.json'));
    const printing = new PrinterSettings(store);
    const zebra: PrinterTarget = { kind: 'cups', name: 'Zebra_GK420t' };
    printing.route('label', zebra);
    expect(printing.setProfile(zebra, rawProfile('zpl', 203)).ok).toBe(true);

    // Each label asks several times: the same value comes back, validated once.
    expect(store.read()).toBe(store.read());
    expect(printing.profileFor(zebra)?.dpi).toBe(203);

    // The route changed through settings:update (the settings screen), not through this module.
    settings.update({ printers: { ...settings.get().printers, label: 'cups:Argox_OS214' } });
    expect(printing.targetFor('label')).toEqual({ kind: 'cups', name: 'Argox_OS214' });

    // The profiles file replaced by someone else (a support technician, a restore from backup).
    writeFileSync(join(dir, 'printer-profiles.json'), JSON.stringify({ 'cups:Zebra_GK420t': rawProfile('zpl', 300) }));
    expect(printing.profileFor(zebra)?.dpi).toBe(300);
    // A copy to change: changing it changes nothing stored.
    const copy = printing.current();
    delete copy.routing.label;
    expect(printing.targetFor('label')).toEqual({ kind: 'cups', name: 'Argox_OS214' });
  });
});
