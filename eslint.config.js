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
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as`: narrow the value, or read it through a typed accessor.',
        },
      ],
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
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer talks only to window.station.' }],
          patterns: [
            {
              group: ['**/electron/main/**', '**/electron/sandbox/**'],
              message: 'The renderer talks only to window.station; it never imports main-process code.',
            },
            { group: nodeBuiltins, message: 'The renderer runs in a sandboxed page: no Node modules.' },
          ],
        },
      ],
    },
  },
);
