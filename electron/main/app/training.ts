// Training mode: the embedded sandbox on a free loopback port, its data in the station's data
// folder, and the demo account offered at login. Loaded only when needed (a real desk never pays
// for it).
//
// The station is made with the training server's address, bound first (sandbox/door.ts); the
// server behind it (the sandbox's modules, its database, its routes: ~45 ms of CPU, half of making
// the station) is made by start(): at the first call to it, or when the station asks (a second
// after it is made). The page's first screen needs none of it: made with the station, it held up
// the page's first calls, and made right after, it took the CPU the login was being drawn with
// (startup.bench, issue 30 item 8). A call to the server before it is made waits at the door.
import { join } from 'node:path';
import { openSandboxDoor, type SandboxDoor } from '../../sandbox/door';
import type { SandboxOptions } from '../../sandbox/options';
import { DEMO } from '../../sandbox/seed-data';
import { privateFile, privateFolder, touchPrivate } from '../platform';

export type TrainingOptions = Omit<SandboxOptions, 'port' | 'dataDir'>;

export interface Training {
  url: string;
  /** Makes the server behind the address (once; later calls answer the same). Rejects if it cannot. */
  start(): Promise<void>;
  close(): Promise<void>;
  demoAccount: { email: string; senha: string };
}

export async function startTraining(dataDir: string, options: TrainingOptions): Promise<Training> {
  const trainingDir = join(dataDir, 'training');
  // The training server's database holds what the operator typed while training (names,
  // addresses, documents): 0600 in a 0700 folder like the desk's own. It is created here before
  // the sandbox opens it, so SQLite gives its WAL and shared-memory files the same mode.
  const database = join(trainingDir, 'sandbox.sqlite');
  privateFolder(trainingDir);
  touchPrivate(database);
  // A call waiting at the door makes the server now (a failure is said where start() is awaited).
  const door: SandboxDoor = await openSandboxDoor(() => void start().catch(() => undefined));
  let started: Promise<{ close(): Promise<void> }> | undefined;
  const start = () =>
    (started ??= import('../../sandbox')
      .then(({ startSandbox }) => startSandbox({ localized: true, ...options, port: 0, dataDir: trainingDir }, door))
      .then(
        (sandbox) => {
          for (const file of [`${database}-wal`, `${database}-shm`]) privateFile(file);
          return sandbox;
        },
        (error: unknown) => {
          door.fail();
          throw error;
        },
      ));
  return {
    url: door.url,
    start: () => start().then(() => undefined),
    close: async () => {
      const sandbox = await started?.catch(() => null);
      await (sandbox ? sandbox.close() : door.close());
    },
    demoAccount: { email: DEMO.email, senha: DEMO.senha },
  };
}
