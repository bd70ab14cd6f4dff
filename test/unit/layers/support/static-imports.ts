// What a script loads before anything else: its static imports, followed through the tree as the
// bundler does (type-only imports erased, a re-export followed only for the names asked of it).
// The layer tests that keep a first script small walk it (the page's, the browser host's).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../../../..');

/** What a file imports at run time, and which names (`*`: all of them, or a bare import). */
export interface Edge {
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
export function runtimeImports(source: string): Edge[] {
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
 * Every file and package a script reaches through its static imports (a dynamic import() is a
 * chunk of its own, loaded later), each with the file that imported it first. A re-export (a
 * face) is followed only for the names asked of it, as the bundler drops the rest; any other
 * module's imports are all followed. `entry` is relative to the repository.
 */
export function reachedFrom(entryPath: string): Map<string, string> {
  const entry = join(root, entryPath);
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

/** The modules of `reached` that `test` picks, each with what imported it (for a failure's message). */
export function offendersIn(reached: Map<string, string>, test: (name: string) => boolean): string[] {
  return [...reached].filter(([name]) => test(name)).map(([name, by]) => `${name} (imported by ${by})`);
}
