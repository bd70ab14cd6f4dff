// A station process losing power mid-purchase: emit-child.ts runs the real workflow on the
// fixture's data dir and sandbox until it reports the named stop point, and is then killed with
// SIGKILL (no cleanup, no exit handlers), exactly there.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { EmitChildInput } from './emit-child';
import type { WorkflowFixture } from './fixture';

const child = fileURLToPath(new URL('./emit-child.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs the child buying `shipmentId` until it reports `stopAt`, then kills it with SIGKILL. */
export async function killEmitChildAt(
  fixture: WorkflowFixture,
  shipmentId: string,
  stopAt: EmitChildInput['stopAt'],
  options: Pick<EmitChildInput, 'audit' | 'dace'> = {},
): Promise<void> {
  const input: EmitChildInput = {
    sandboxUrl: fixture.sandbox.url,
    dataDir: fixture.dataDir,
    target: fixture.target,
    shipmentId,
    stopAt,
    ...options,
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    cwd: repoRoot,
    env: { ...process.env, CHILD_INPUT: JSON.stringify(input) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.once('exit', (_code, signal) => resolve(signal)));
  const lines = createInterface({ input: proc.stdout });
  await new Promise<void>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`the child exited (${code}) before reaching ${stopAt}`)));
    lines.on('line', (line) => {
      if ((JSON.parse(line) as { stop?: string }).stop === stopAt) resolve();
    });
  });
  proc.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}
