// Training mode: the embedded sandbox on a free loopback port, its data in the station's data
// folder, and the demo account offered at login. Loaded only when needed (a real desk never pays
// for it).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxOptions } from '../../sandbox/options';

export type TrainingOptions = Omit<SandboxOptions, 'port' | 'dataDir'>;

export interface Training {
  url: string;
  close(): Promise<void>;
  demoAccount: { email: string; senha: string };
}

export async function startTraining(dataDir: string, options: TrainingOptions): Promise<Training> {
  const { startSandbox, DEMO } = await import('../../sandbox');
  const trainingDir = join(dataDir, 'training');
  mkdirSync(trainingDir, { recursive: true });
  const sandbox = await startSandbox({ localized: true, ...options, port: 0, dataDir: trainingDir });
  return { url: sandbox.url, close: () => sandbox.close(), demoAccount: { email: DEMO.email, senha: DEMO.senha } };
}
