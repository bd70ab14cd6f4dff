// Issue 30, item 8: in training mode the station is made with the training server's address, bound
// first, and the server behind it (the sandbox's modules, database and routes: ~45 ms of a start)
// is made after: at the first call to it, or a second after the station. A call made before the
// server is waits at its door and gets the server's own answer; a server that could not be made
// answers 503 in the spec's error shape, never silence.
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { startTraining } from '../../../electron/main/app/training';
import { silentLogger } from '../../../electron/main/log';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { DEMO } from '../../../electron/sandbox/seed-data';

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'training-door-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const login = (url: string) =>
  fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, senha: DEMO.senha }),
  });

describe('the training server behind its door', () => {
  it('answers a call made before it was made, once it is (the call made it)', async () => {
    const dataDir = await dataFolder();
    const training = await startTraining(dataDir, {});
    cleanup.push(() => training.close());
    const database = join(dataDir, 'training', 'sandbox.sqlite');
    // The address is bound, the server not made: its database is the empty file made for its mode.
    expect(statSync(database).size).toBe(0);
    const answer = await login(training.url);
    expect(answer.status).toBe(200);
    // The demo account's lojas: the training server's own answer, not the door's.
    const body = (await answer.json()) as { lojas: unknown[] };
    expect(body.lojas.length).toBeGreaterThan(0);
    expect(statSync(database).size).toBeGreaterThan(0);
  });

  it('answers 503 in the error shape when the server could not be made', async () => {
    const dataDir = await dataFolder();
    // A server that cannot be made: a profile it does not know (its options refuse it).
    const training = await startTraining(dataDir, { profile: 'no-such-profile' as never });
    cleanup.push(() => training.close());
    const waiting = login(training.url);
    await expect(training.start()).rejects.toThrow();
    const answer = await waiting;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      path: '/api/v1/auth/login',
      // The training server's words, in the request's language (pt-BR unless English is asked for).
      message: 'O servidor de simulação não conseguiu iniciar',
    });
  });
});

describe('a station in training mode', () => {
  let station: Station | undefined;
  afterEach(async () => {
    await station?.close();
    station = undefined;
  });

  it('is made before its training server, which a login makes', async () => {
    const dataDir = await dataFolder();
    station = await createStation({ dataDir, logger: silentLogger(), vault: createMemoryVault() });
    expect(station.training).toBe(true);
    expect(statSync(join(dataDir, 'training', 'sandbox.sqlite')).size).toBe(0);
    const demo = station.session.state().demoAccount!;
    const state = await station.session.login(demo);
    expect(state.status).toBe('logged-in');
    expect(statSync(join(dataDir, 'training', 'sandbox.sqlite')).size).toBeGreaterThan(0);
  });
});
