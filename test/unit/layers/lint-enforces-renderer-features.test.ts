import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importing, ruleIds } from './support/lint-cases';

// The renderer's features stand in layers and are entered through their doors (eslint.config.js,
// rendererFeatureLayers); these cases prove the rules bite, on made-up files (support/lint-cases.ts).
const refused = expect.arrayContaining(['no-restricted-imports']);

describe('lint enforces the renderer features’ doors and layers', () => {
  it('refuses a deep import of another feature, and allows its face, its state door and the feature’s own files', async () => {
    const from = 'renderer/src/features/shipment/X.tsx';
    expect(await ruleIds(importing('measure', '../quote/parcel'), from)).toEqual(refused);
    expect(await ruleIds(importing('QuotePanel', '../quote/QuotePanel'), from)).toEqual(refused);
    expect(await ruleIds(importing('QuotePanel', '../quote'), from)).toEqual([]);
    expect(await ruleIds(importing('measure', '../quote/state'), from)).toEqual([]);
    expect(await ruleIds(importing('workOnBench', './work'), from)).toEqual([]);
    expect(await ruleIds(importing('useStore', '../../app/store'), from)).toEqual([]);
  });

  it('refuses a deep import of a feature from app/ and App.tsx, and allows its doors', async () => {
    expect(await ruleIds(importing('ShipScreen', '../features/shipment/ShipScreen'), 'renderer/src/app/X.tsx')).toEqual(
      refused,
    );
    expect(await ruleIds(importing('ShipScreen', '../features/shipment'), 'renderer/src/app/X.tsx')).toEqual([]);
    expect(await ruleIds(importing('LoginScreen', './features/auth/LoginScreen'), 'renderer/src/X.tsx')).toEqual(
      refused,
    );
    expect(await ruleIds(importing('LoginScreen', './features/auth'), 'renderer/src/X.tsx')).toEqual([]);
  });

  it('refuses an import of a feature on the same layer or above, and allows one below', async () => {
    // quote (layer 2) under shipment (layer 6): the parcel never reads the ship screen.
    expect(await ruleIds(importing('ShipScreen', '../shipment'), 'renderer/src/features/quote/X.tsx')).toEqual(refused);
    // presets and rules share layer 3: neither imports the other.
    expect(await ruleIds(importing('describeRule', '../rules'), 'renderer/src/features/presets/X.tsx')).toEqual(
      refused,
    );
    expect(await ruleIds(importing('x', '../label/state'), 'renderer/src/features/warehouse/x.ts')).toEqual(refused);
    expect(await ruleIds(importing('optionName', '../quote'), 'renderer/src/features/rules/X.tsx')).toEqual([]);
    expect(await ruleIds(importing('LiveWeight', '../scale'), 'renderer/src/features/batch/X.tsx')).toEqual([]);
  });

  it('keeps the store and modules without React on state doors, so the store reaches no component', async () => {
    expect(await ruleIds(importing('createQuoteSlice', '../features/quote'), 'renderer/src/app/store.ts')).toEqual(
      refused,
    );
    expect(
      await ruleIds(importing('createQuoteSlice', '../features/quote/state'), 'renderer/src/app/store.ts'),
    ).toEqual([]);
    const slice = 'renderer/src/features/shipment/xSlice.ts';
    expect(await ruleIds(importing('optionName', '../quote'), slice)).toEqual(refused);
    expect(await ruleIds(importing('optionName', '../quote/state'), slice)).toEqual([]);
    // A hook and a component may use the face.
    expect(await ruleIds(importing('optionName', '../quote'), 'renderer/src/features/shipment/useX.ts')).toEqual([]);
  });

  it('lets a slice import only types from the store, which joins the slices', async () => {
    const slice = 'renderer/src/features/shipment/xSlice.ts';
    expect(await ruleIds(importing('useStore', '../../app/store'), slice)).toEqual(refused);
    expect(
      await ruleIds("import type { StoreState } from '../../app/store';\nexport type A = StoreState;\n", slice),
    ).toEqual([]);
  });

  it('lets a feature import from app/ only the store: the rest of app/ stands above every feature', async () => {
    // Issue 30, item 5: app/ joins the features; what they share and joins nothing stands under them.
    for (const from of ['renderer/src/features/shipment/X.tsx', 'renderer/src/features/shipment/x.ts']) {
      expect([from, await ruleIds(importing('busyCall', '../../app/busyCall'), from)]).toEqual([from, refused]);
      expect([from, await ruleIds(importing('SCREENS', '../../app/uiSlice'), from)]).toEqual([from, refused]);
      expect([from, await ruleIds(importing('listenToStation', '../../app/stationEvents'), from)]).toEqual([
        from,
        refused,
      ]);
      expect([from, await ruleIds(importing('Shell', '../../app/Shell'), from)]).toEqual([from, refused]);
      expect([from, await ruleIds(importing('App', '../../App'), from)]).toEqual([from, refused]);
      expect([from, await ruleIds(importing('useStore', '../../app/store'), from)]).toEqual([from, []]);
    }
    const slice = 'renderer/src/features/shipment/xSlice.ts';
    expect(await ruleIds(importing('holdPageKey', '../../app/wedgeGuard'), slice)).toEqual(refused);
    expect(
      await ruleIds("import type { SliceCreator } from '../../app/store';\nexport type A = SliceCreator<1>;\n", slice),
    ).toEqual([]);
    // The helpers the features share stand under them.
    expect(await ruleIds(importing('busyCall', '../../lib/busyCall'), slice)).toEqual([]);
    expect(await ruleIds(importing('station', '../../bridge/station'), slice)).toEqual([]);
    const load = "export const load = () => import('../../app/Shell');\n";
    expect(await ruleIds(load, 'renderer/src/features/shipment/X.tsx')).toContain('no-restricted-syntax');
  });

  it('refuses import() of another feature’s file: its face hands out a loader', async () => {
    const code = "export const load = () => import('../quote/QuotePanel');\n";
    expect(await ruleIds(code, 'renderer/src/features/shipment/X.tsx')).toContain('no-restricted-syntax');
    expect(await ruleIds("export const load = () => import('./X');\n", 'renderer/src/features/shipment/Y.tsx')).toEqual(
      [],
    );
  });

  it('refuses a feature in ui/, lib/, i18n/ and bridge/', async () => {
    for (const folder of ['ui', 'lib', 'i18n', 'bridge'])
      expect([folder, await ruleIds(importing('x', '../features/quote'), `renderer/src/${folder}/x.ts`)]).toEqual([
        folder,
        refused,
      ]);
  });

  it('refuses app/, App.tsx and main.tsx in ui/, lib/, i18n/ and bridge/: app/ stands above them all', async () => {
    for (const folder of ['ui', 'lib', 'i18n', 'bridge'])
      for (const above of ['../app/store', '../app/uiSlice', '../App', '../main'])
        expect([folder, above, await ruleIds(importing('x', above), `renderer/src/${folder}/x.tsx`)]).toEqual([
          folder,
          above,
          refused,
        ]);
    // What stands beside or below stays allowed.
    expect(await ruleIds(importing('x', '../i18n'), 'renderer/src/ui/x.tsx')).toEqual([]);
    expect(await ruleIds(importing('x', '../bridge/station'), 'renderer/src/lib/x.ts')).toEqual([]);
  });

  it('knows every folder of renderer/src/features on a layer, so each is held to the layers', async () => {
    const folders = readdirSync('renderer/src/features', { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.length).toBeGreaterThan(15);
    for (const { name } of folders) {
      // A folder with no layer has no rule: importing a feature that is not there would pass.
      expect([name, await ruleIds(importing('x', '../not-a-feature'), `renderer/src/features/${name}/X.tsx`)]).toEqual([
        name,
        refused,
      ]);
    }
  });
});
