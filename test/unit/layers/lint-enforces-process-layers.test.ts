import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importing, ruleIds } from './support/lint-cases';

// The process layers (README.md, Layout; electron/main/README.md) are enforced by lint; these cases
// prove the rules bite, on made-up files (support/lint-cases.ts).

describe('lint enforces the process layers', () => {
  it('refuses electron in a main-process service', async () => {
    expect(await ruleIds(importing('app', 'electron'), 'electron/main/session/x.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('allows electron in the thin shell and the preload', async () => {
    expect(await ruleIds(importing('app', 'electron'), 'electron/main/index.ts')).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(importing('contextBridge', 'electron'), 'electron/preload/index.ts')).not.toContain(
      'no-restricted-imports',
    );
  });

  it('refuses node, electron, react and DOM globals in electron/shared', async () => {
    expect(await ruleIds(importing('readFileSync', 'node:fs'), 'electron/shared/x.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(importing('useState', 'react'), 'electron/shared/x.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(importing('ipcMain', 'electron'), 'electron/shared/x.ts')).toContain('no-restricted-imports');
    expect(await ruleIds('export const a = window.location;\n', 'electron/shared/x.ts')).toContain(
      'no-restricted-globals',
    );
  });

  it('refuses main-process code in the renderer', async () => {
    expect(
      await ruleIds(importing('x', '../../../electron/main/session/x'), 'renderer/src/features/auth/x.ts'),
    ).toContain('no-restricted-imports');
  });

  it('lets electron/shared import zod', async () => {
    expect(await ruleIds("import { z } from 'zod';\nexport const a = z.string();\n", 'electron/shared/x.ts')).toEqual(
      [],
    );
  });

  it('refuses a deep import across domains of electron/main, and allows the index and a domain’s own files', async () => {
    expect(await ruleIds(importing('x', '../workflow/emit-loop'), 'electron/main/desk/x.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(importing('x', '../../printing/queue'), 'electron/main/desk/ship/x.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(importing('x', '../workflow'), 'electron/main/desk/x.ts')).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(importing('x', '../journal/journal-store'), 'electron/main/desk/ship/x.ts')).not.toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a deep import of a domain from electron/main/index.ts, which may still reach the shell’s files', async () => {
    expect(await ruleIds(importing('x', './app/station'), 'electron/main/index.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(importing('x', './app'), 'electron/main/index.ts')).not.toContain('no-restricted-imports');
    expect(await ruleIds(importing('x', './shell/window'), 'electron/main/index.ts')).not.toContain(
      'no-restricted-imports',
    );
  });

  it('knows every folder of electron/main as a domain whose insides others may not import', async () => {
    const folders = readdirSync('electron/main', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    for (const { name } of folders) {
      const from = name === 'log' ? 'electron/main/app/x.ts' : 'electron/main/log/x.ts';
      expect([name, await ruleIds(importing('x', `../${name}/inside`), from)]).toEqual([
        name,
        expect.arrayContaining(['no-restricted-imports']),
      ]);
    }
  });

  it('refuses a double cast (as unknown as) anywhere in electron/ and renderer/', async () => {
    expect(await ruleIds('export const a = 1 as unknown as string;\n', 'electron/main/printing/x.ts')).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIds('export const a = 1 as unknown as string;\n', 'electron/shared/x.ts')).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIds('export const a = 1 as unknown as string;\n', 'renderer/src/app/x.ts')).toContain(
      'no-restricted-syntax',
    );
  });
});
