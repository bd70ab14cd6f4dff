// Issue 30, item 8: what the page's first script imports (every static import from main.tsx, the
// chunks loaded later being dynamic imports) holds no zod, no channel or contract schema, no word
// of English and no pt-BR area beyond the splash's and the login's: those come with the station's
// chunk (App's loadStation), English on first use. renderer-bundle.bench measures the bytes; this
// names the import that brought one back.
import { describe, expect, it } from 'vitest';
import { offendersIn, reachedFrom, runtimeImports } from './support/static-imports';

describe('the first script', () => {
  const reached = reachedFrom('renderer/src/main.tsx');
  const offenders = (test: (name: string) => boolean) => offendersIn(reached, test);

  it('is walked from main.tsx through the login and the store', () => {
    expect(reached.has('renderer/src/features/auth/LoginScreen.tsx')).toBe(true);
    expect(reached.has('renderer/src/app/store.ts')).toBe(true);
    expect(reached.has('react-dom/client')).toBe(true);
    // The walker itself finds a runtime import and skips a type-only one.
    expect(
      runtimeImports("import { z } from 'zod';\nimport type { A } from './a';\nimport { type B } from './b';").map(
        (edge) => edge.specifier,
      ),
    ).toEqual(['zod']);
  });

  it('imports no zod and no schema of a channel or of the contract', () => {
    expect(offenders((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect(
      offenders((name) => /^electron\/shared\/(ipc|workflow|channel|desk\/|contract\/(?!mapping))/.test(name)),
    ).toEqual([]);
  });

  it('imports no English word and no pt-BR area beyond the first screen', () => {
    const first = new Set([
      'electron/shared/messages/pt-BR/app.ts',
      'electron/shared/messages/pt-BR/scan.ts',
      'electron/shared/messages/pt-BR/station/common.ts',
      'electron/shared/messages/pt-BR/station/api.ts',
      'electron/shared/messages/pt-BR/station/session.ts',
      'electron/shared/messages/pt-BR/station/station.ts',
      // The login's size words are the batch's and the ship screen's limits, said once.
      'electron/shared/messages/pt-BR/station/limits.ts',
    ]);
    expect(offenders((name) => name.startsWith('electron/shared/messages/en'))).toEqual([]);
    expect(offenders((name) => /^electron\/shared\/messages\/(index|translate|said-schema)\.ts$/.test(name))).toEqual(
      [],
    );
    expect(offenders((name) => name.startsWith('electron/shared/messages/pt-BR') && !first.has(name))).toEqual([]);
    expect(reached.has('electron/shared/messages/pt-BR/app.ts')).toBe(true);
  });
});
