// Lint also guards the process layers (README.md, Layout): only the thin Electron shell may import
// `electron`, `electron/shared` is platform-free, and the renderer never reaches into main.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Files that make up the thin Electron shell: the only ones allowed to import `electron`. */
const electronShell = ['electron/main/index.ts', 'electron/preload/**', 'electron/main/shell/**'];
const electronOnlyInShell = {
  name: 'electron',
  message:
    'Only the Electron shell (electron/main/index.ts, electron/preload, electron/main/shell) may import electron.',
};

/**
 * The domains of the main process (electron/main/<domain>/). Each one's public face is its
 * index.ts: another domain imports '../workflow', never '../workflow/emit-loop', so a domain can
 * change its insides without breaking its neighbours (electron/main/README.md).
 */
const mainDomains = [
  'addressbook',
  'api',
  'app',
  'desk',
  'host',
  'i18n',
  'ipc',
  'log',
  'platform',
  'printing',
  'scale',
  'session',
  'settings',
  'shell',
  'thermal',
  'warehouse',
  'workflow',
];
const noDeepImports = {
  regex: `^(\\.\\./)+(${mainDomains.join('|')})/(?!index$).+`,
  message: "Import another domain of electron/main through its index.ts (e.g. '../workflow'), not its insides.",
};
/** The same for electron/main/index.ts, which sits beside the domains (shell/ and host/ have no index.ts). */
const noDeepImportsFromEntry = {
  regex: `^\\./(${mainDomains.filter((name) => name !== 'shell' && name !== 'host').join('|')})/(?!index$).+`,
  message: "electron/main/index.ts imports a domain through its index.ts (e.g. './app'), not its insides.",
};

/**
 * The renderer's features (renderer/src/features/<feature>/) stand in layers, from the ground up:
 * a feature imports only features on a layer below its own, so their imports have no circle and
 * none runs up (a new folder is importable once it is given a layer here).
 *
 *   1  addressbook, dace, printers, scale, tracking   import no feature
 *   2  purchase, quote                                what every way of buying shares; the parcel and its quote
 *   3  presets, rules, warehouse                      read the parcel, the options, a purchase's word
 *   4  label                                          bought labels, with their DACE and orders another desk holds
 *   5  oneKey                                         quotes, picks by the rule and buys in one press
 *   6  shipment                                       the ship screen, which hosts all of the above
 *   7  auth, batch, scan                              carry the shipment on the bench; buy rows; buy what is scanned
 *   8  audit, day, firstDay, settings                 screens made of the panels of others
 *
 * Above them stand app/ (the store joins every slice; the shell, the screens' table and the
 * station's events use the faces), App.tsx and main.tsx; under them all, ui/, lib/, i18n/ and
 * bridge/, which import no feature and nothing of app/. A feature imports downward only, with one exception: app/store,
 * whose hook (useStore) a component reads and whose types (StoreState, SliceCreator) a slice is
 * written against. Anything else of app/, App.tsx or main.tsx is above every feature and a lint
 * error to import from one; what the features share and joins nothing (busyCall, lojaFields and
 * shortcuts in lib/, the window.station accessor in bridge/station.ts) stands under them (issue 30,
 * item 5). Each
 * feature has two doors and nothing else is imported from outside it: index.ts, its face, and
 * state.ts, its slice and the modules without React that other slices read. The store and every
 * feature module without React (a lowercase .ts that is not a hook) read another feature through
 * its state.ts, so the store reaches no component and the renderer's one circle stays the slices
 * pattern's own (each slice reads StoreState, the store joins the slices). A screen that loads when
 * first opened is handed out by its face as a loader (`loadAuditScreen`), so its code stays a chunk
 * of its own (issue 30, item 8).
 */
const rendererFeatureLayers = [
  ['addressbook', 'dace', 'printers', 'scale', 'tracking'],
  ['purchase', 'quote'],
  ['presets', 'rules', 'warehouse'],
  ['label'],
  ['oneKey'],
  ['shipment'],
  ['auth', 'batch', 'scan'],
  ['audit', 'day', 'firstDay', 'settings'],
];
/** From a feature's file, '../quote' and '../quote/state' are another feature's doors; '../quote/parcel' is its insides. */
const featureDoorsOnly = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?!(index|state)$).+',
  message:
    "Import another feature through its face ('../quote') or its state door ('../quote/state'), not its insides.",
};
const appFeatureDoorsOnly = {
  regex: '^\\.\\.?/features/[^/]+/(?!(index|state)$).+',
  message:
    "Import a feature through its face ('../features/quote') or its state door ('../features/quote/state'), not its insides.",
};
const featureFaceFromState = {
  regex: '^\\.\\./(?!\\.)[^/]+(/index)?$',
  message:
    "A module without React reads another feature through its state door ('../quote/state'): a face brings components, and the store would reach them.",
};
const storeFaceFromState = {
  regex: '^\\.\\./features/[^/]+(/index)?$',
  message: "The store joins each feature's slice through its state door ('../features/quote/state'), never its face.",
};
/** From a feature, the layer above is reached only at the store ('../../app/store'). */
const featureAboveOnlyTheStore = {
  regex: '^\\.\\./(\\.\\./)+(app(/(?!store$).*)?|App|main)$',
  message:
    "A feature imports from app/ only the store ('../../app/store'): the rest of app/, App.tsx and main.tsx join the features and stand above them. A helper the features share belongs under them (lib/, bridge/).",
};
const sliceTypesTheStore = {
  regex: '^\\.\\./\\.\\./app/store$',
  allowTypeImports: true,
  message:
    'A slice imports only types from the store: the store joins the slices, so a value imported back is a circle run at load (useStore belongs in a module the face hands out).',
};
/** Features on lower layers than `feature`'s: the only ones it may import. */
function featuresBelow(feature) {
  const layer = rendererFeatureLayers.findIndex((names) => names.includes(feature));
  return rendererFeatureLayers.slice(0, layer).flat();
}
function onlyFeaturesBelow(feature) {
  const below = featuresBelow(feature);
  const allowed = below.length ? `(?!(${below.join('|')})(/|$))` : '';
  return {
    regex: `^\\.\\./${allowed}(?!\\.)[^/]+(/.*)?$`,
    message: `${feature} may import only the features on a layer below its own (eslint.config.js, rendererFeatureLayers)${
      below.length ? `: ${below.join(', ')}` : ': none'
    }.`,
  };
}

/** What a file of `feature` may import: other features by their doors and below it, of app/ only the store. */
function featureImports(feature, ...more) {
  return rendererImports(featureDoorsOnly, featureAboveOnlyTheStore, onlyFeaturesBelow(feature), ...more);
}

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'child_process',
  'net',
  'http',
  'https',
  'crypto',
  'url',
  'util',
  'stream',
  'events',
  'buffer',
];

/** The renderer's import rule: main-process code and Node never, and what else the folder forbids. */
function rendererImports(...patterns) {
  return [
    'error',
    {
      paths: [{ name: 'electron', message: 'The renderer talks only to window.station.' }],
      patterns: [
        {
          group: ['**/electron/main/**', '**/electron/sandbox/**'],
          message: 'The renderer talks only to window.station; it never imports main-process code.',
        },
        { group: nodeBuiltins, message: 'The renderer runs in a sandboxed page: no Node modules.' },
        ...patterns,
      ],
    },
  ];
}

/** A double cast silences the compiler exactly where two types disagree. */
const noDoubleCast = {
  selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
  message: 'No `as unknown as`: narrow the value, or read it through a typed accessor.',
};

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', '.tools/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [electronOnlyInShell] }],
    },
  },
  {
    // Rules that read the types, for the bugs a promise hides: a call whose rejection nobody sees
    // (no-floating-promises), a promise where a boolean or a void callback is expected, so an
    // `if (promise)` is always true and an async listener's throw is lost (no-misused-promises),
    // and an `await` on something that is not a promise (await-thenable). Every .ts/.tsx file is
    // in tsconfig.node.json or tsconfig.web.json (tests included); the two are named rather than
    // found through the project service so a file in neither is a lint error, not a silent skip.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.node.json', './tsconfig.web.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // A double cast silences the compiler exactly where two types disagree (an IPC payload, a
    // database row): read the value through a typed accessor or narrow it instead.
    files: ['electron/**', 'renderer/**'],
    rules: {
      'no-restricted-syntax': ['error', noDoubleCast],
    },
  },
  {
    files: ['electron/main/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [electronOnlyInShell], patterns: [noDeepImports] }] },
  },
  {
    files: electronShell,
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepImports, noDeepImportsFromEntry] }] },
  },
  {
    files: ['electron/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', 'react', 'react-dom'].map((name) => ({
            name,
            message: 'electron/shared imports nothing platform-specific.',
          })),
          patterns: [
            { group: nodeBuiltins, message: 'electron/shared imports nothing from node.' },
            {
              group: ['react/*', 'react-dom/*', 'electron/*'],
              message: 'electron/shared imports nothing platform-specific.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/shared/**'],
    languageOptions: { globals: {} },
    rules: {
      // No DOM and no Node globals in the shared layer.
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'process',
        'Buffer',
        'require',
        '__dirname',
      ],
    },
  },
  {
    files: ['renderer/**', 'test/unit/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': rendererImports(),
    },
  },
  {
    files: ['renderer/src/app/**', 'renderer/src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': rendererImports(appFeatureDoorsOnly) },
  },
  {
    files: ['renderer/src/app/store.ts'],
    rules: { 'no-restricted-imports': rendererImports(appFeatureDoorsOnly, storeFaceFromState) },
  },
  {
    files: ['renderer/src/{ui,lib,i18n,bridge}/**'],
    rules: {
      'no-restricted-imports': rendererImports({
        regex: '(^|/)features(/|$)|^(\\.\\./)+(app(/|$)|App$|main$)',
        message:
          'ui/, lib/, i18n/ and bridge/ stand under every feature, and app/ above them all: they import no feature and nothing of app/ (a part that reads the store belongs in app/).',
      }),
    },
  },
  ...rendererFeatureLayers.flat().flatMap((feature) => [
    {
      files: [`renderer/src/features/${feature}/**`],
      rules: {
        'no-restricted-imports': featureImports(feature),
        'no-restricted-syntax': [
          'error',
          noDoubleCast,
          {
            selector: 'ImportExpression > Literal[value=/^\\.\\.\\/(?!\\.)/]',
            message:
              'A feature loads only its own files with import(); another feature hands out a loader from its face.',
          },
          {
            selector: 'ImportExpression > Literal[value=/^\\.\\.\\/(\\.\\.\\/)+(app|App|main)(\\/|$)/]',
            message:
              'A feature loads nothing of app/, App.tsx or main.tsx with import(): they stand above every feature.',
          },
        ],
      },
    },
    {
      files: [`renderer/src/features/${feature}/[a-z]*.ts`],
      ignores: [`renderer/src/features/${feature}/use*.ts`, `renderer/src/features/${feature}/index.ts`],
      rules: {
        'no-restricted-imports': featureImports(feature, featureFaceFromState),
      },
    },
    {
      files: [`renderer/src/features/${feature}/*{Slice,Part}.ts`],
      rules: {
        'no-restricted-imports': featureImports(feature, featureFaceFromState, sliceTypesTheStore),
      },
    },
  ]),
);
