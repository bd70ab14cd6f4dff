// Issue 30, item 8: what the page's first script imports (every static import from main.tsx, the
// chunks loaded later being dynamic imports) holds no zod, no channel or contract schema, no word
// of English and no pt-BR area beyond the splash's and the login's: those come with the station's
// chunk (App's loadStation), English on first use. renderer-bundle.bench measures the bytes; this
// names the import that brought one back.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');

/** What a file imports at run time, and which names (`*`: all of them, or a bare import). */
interface Edge {
  specifier: string;
  names: string[] | '*';
  /** A re-export: followed only for the names someone asks of this file. */
  reexport?: Map<string, string> | '*';
}

const namesIn = (braces: string) =>
  braces
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '));

/** `import … from`, bare `import '…'`, `export … from`; `import type` and `{ type A }` are erased. */
function runtimeImports(source: string): Edge[] {
  const edges: Edge[] = [];
  const imports = /^import\s+(type\s+)?(?:([\w*\s{},$]+?)\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, clause = '', specifier] of source.matchAll(imports)) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    const named = braces === undefined ? [] : namesIn(braces).map((name) => name.split(/\s+as\s+/)[0]!);
    const rest = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (braces !== undefined && named.length === 0 && rest === '') continue; // only types
    edges.push({ specifier: specifier!, names: rest === '' && braces !== undefined ? named : '*' });
  }
  const reexports = /^export\s+(type\s+)?(\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, clause = '', specifier] of source.matchAll(reexports)) {
    if (typeOnly) continue;
    if (clause.startsWith('*')) {
      edges.push({
        specifier: specifier!,
        names: '*',
        reexport: clause === '*' ? '*' : new Map([[clause.split(/\s+as\s+/)[1]!, '*']]),
      });
      continue;
    }
    const pairs = namesIn(clause.slice(1, -1)).map((name) => {
      const [from, as = from] = name.split(/\s+as\s+/);
      return [as!, from!] as [string, string];
    });
    if (pairs.length)
      edges.push({ specifier: specifier!, names: pairs.map(([, from]) => from), reexport: new Map(pairs) });
  }
  return edges;
}

function resolveFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!file) throw new Error(`${relative(root, from)} imports ${specifier}, which is not a file`);
  return file;
}

/**
 * Every file and package the first script reaches, each with the file that imported it first. A
 * re-export (a feature's face) is followed only for the names asked of it, as the bundler drops
 * the rest; any other module's imports are all followed.
 */
function firstScript(): Map<string, string> {
  const entry = join(root, 'renderer/src/main.tsx');
  const reached = new Map<string, string>([[relative(root, entry), '']]);
  const asked = new Map<string, Set<string>>(); // file → names already followed ('*' for all)
  const queue: Array<{ file: string; names: string[] | '*' }> = [{ file: entry, names: '*' }];
  while (queue.length) {
    const { file, names } = queue.shift()!;
    const seen = asked.get(file) ?? new Set<string>();
    asked.set(file, seen);
    const fresh =
      names === '*' ? (seen.has('*') ? [] : ['*']) : names.filter((name) => !seen.has(name) && !seen.has('*'));
    const firstVisit = seen.size === 0;
    if (!fresh.length) continue;
    fresh.forEach((name) => seen.add(name));
    for (const edge of runtimeImports(readFileSync(file, 'utf8'))) {
      let wanted: string[] | '*';
      if (edge.reexport === undefined) {
        if (!firstVisit) continue; // the module's own imports: followed once
        wanted = edge.names;
      } else if (fresh.includes('*')) {
        wanted = edge.names;
      } else if (edge.reexport === '*') {
        wanted = fresh; // which names a star provides is the target's to say
      } else {
        const reexport = edge.reexport;
        const from = fresh.flatMap((name) => (reexport.has(name) ? [reexport.get(name)!] : []));
        if (!from.length) continue;
        wanted = from.includes('*') ? '*' : from;
      }
      const target = resolveFile(file, edge.specifier);
      const name = target ? relative(root, target) : edge.specifier;
      if (!reached.has(name)) reached.set(name, relative(root, file));
      if (target && /\.tsx?$/.test(target)) queue.push({ file: target, names: wanted });
    }
  }
  return reached;
}

describe('the first script', () => {
  const reached = firstScript();
  const offenders = (test: (name: string) => boolean) =>
    [...reached].filter(([name]) => test(name)).map(([name, by]) => `${name} (imported by ${by})`);

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
