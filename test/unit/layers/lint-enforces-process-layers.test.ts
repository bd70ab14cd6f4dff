import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layers of DESIGN.md are enforced by lint; these cases prove the rules bite.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('lint enforces the process layers', () => {
  it('refuses electron in a main-process service', async () => {
    expect(
      await ruleIds("import { app } from 'electron';\nexport const a = app;\n", 'electron/main/session/x.ts'),
    ).toContain('no-restricted-imports');
  });

  it('allows electron in the thin shell and the preload', async () => {
    expect(
      await ruleIds("import { app } from 'electron';\nexport const a = app;\n", 'electron/main/index.ts'),
    ).not.toContain('no-restricted-imports');
    expect(
      await ruleIds(
        "import { contextBridge } from 'electron';\nexport const a = contextBridge;\n",
        'electron/preload/index.ts',
      ),
    ).not.toContain('no-restricted-imports');
  });

  it('refuses node, electron, react and DOM globals in electron/shared', async () => {
    expect(
      await ruleIds(
        "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
        'electron/shared/x.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds("import { useState } from 'react';\nexport const a = useState;\n", 'electron/shared/x.ts'),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds("import { ipcMain } from 'electron';\nexport const a = ipcMain;\n", 'electron/shared/x.ts'),
    ).toContain('no-restricted-imports');
    expect(await ruleIds('export const a = window.location;\n', 'electron/shared/x.ts')).toContain(
      'no-restricted-globals',
    );
  });

  it('refuses main-process code in the renderer', async () => {
    expect(
      await ruleIds(
        "import { x } from '../../../electron/main/session/x';\nexport const a = x;\n",
        'renderer/src/features/auth/x.ts',
      ),
    ).toContain('no-restricted-imports');
  });

  it('lets electron/shared import zod', async () => {
    expect(await ruleIds("import { z } from 'zod';\nexport const a = z.string();\n", 'electron/shared/x.ts')).toEqual(
      [],
    );
  });
});
