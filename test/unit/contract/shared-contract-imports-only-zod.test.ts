import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// electron/shared runs in main, preload, sandbox and the renderer: anything but zod (and the
// CPF/CNPJ helper's library, in br.ts alone, the station's catalogue in ../messages, whose
// words the field lines use, and the station's one Result, ../result, which imports nothing)
// would drag a process-specific module into the others.
const DIR = join(import.meta.dirname, '../../../electron/shared/contract');

function importsOf(source: string): string[] {
  const found = source.matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? '');
}

describe('the shared contract', () => {
  const files = readdirSync(DIR).filter((name) => name.endsWith('.ts'));

  it('has its files', () => {
    expect(files).toEqual(expect.arrayContaining(['index.ts', 'quotes.ts', 'shipments.ts', 'messages.ts', 'br.ts']));
  });

  it.each(files)('%s imports only zod, sibling files and the catalogue', (name) => {
    const allowed = (spec: string) =>
      spec === 'zod' ||
      spec.startsWith('./') ||
      spec === '../messages' ||
      spec.startsWith('../messages/') ||
      spec === '../result' ||
      (name === 'br.ts' && spec === '@brazilian-utils/brazilian-utils');
    const imports = importsOf(readFileSync(join(DIR, name), 'utf8'));
    expect(imports.filter((spec) => !allowed(spec))).toEqual([]);
  });

  it('catches a forbidden import when one is there', () => {
    expect(importsOf("import { app } from 'electron';\nimport fs from 'node:fs';")).toEqual(['electron', 'node:fs']);
  });
});
