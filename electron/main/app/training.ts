// Training mode: the embedded sandbox on a free loopback port, its data in the station's data
// folder, and the demo account offered at login. Loaded only when needed (a real desk never pays
// for it).
import { join } from 'node:path';
import type { SandboxOptions } from '../../sandbox/options';
import { privateFile, privateFolder, touchPrivate } from '../platform';

export type TrainingOptions = Omit<SandboxOptions, 'port' | 'dataDir'>;

export interface Training {
  url: string;
  close(): Promise<void>;
  demoAccount: { email: string; senha: string };
}

export async function startTraining(dataDir: string, options: TrainingOptions): Promise<Training> {
  const { startSandbox, DEMO } = await import('../../sandbox');
  const trainingDir = join(dataDir, 'training');
  // The training server's database holds what the operator typed while training (names,
  // addresses, documents): 0600 in a 0700 folder like the desk's own. It is created here before
  // the sandbox opens it, so SQLite gives its WAL and shared-memory files the same mode.
  const database = join(trainingDir, 'sandbox.sqlite');
  privateFolder(trainingDir);
  touchPrivate(database);
  const sandbox = await startSandbox({ localized: true, ...options, port: 0, dataDir: trainingDir });
  for (const file of [`${database}-wal`, `${database}-shm`]) privateFile(file);
  return { url: sandbox.url, close: () => sandbox.close(), demoAccount: { email: DEMO.email, senha: DEMO.senha } };
}
