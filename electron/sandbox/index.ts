// The embedded Shipping Integration Service: the whole spec on 127.0.0.1, for training mode and
// for every test. startSandbox() resolves once it is listening (on a port of its own, or behind a
// door opened before it: door.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxClock } from './clock';
import type { Sandbox } from './context';
import { readMeta } from './db/meta';
import { openDatabase } from './db/open';
import { DocumentCache } from './documents/cache';
import { FaultInjector } from './faults';
import { resolveOptions, type SandboxOptions } from './options';
import { PersonalityState } from './personality';
import type { SandboxDoor } from './door';
import { buildServer } from './server';
import { UrlSigner } from './signed-urls';

export type { SandboxOptions } from './options';
export type { Faults } from './faults';
export type { SandboxDoor } from './door';
export { PROFILES, PROFILE_NAMES, DEFAULT_PERSONALITY, personalityOf } from './personality';
export type { Personality, PersonalityView, ProfileName } from './personality';
export { DEMO, OTHER, INACTIVE, IDS, SEED_ACCOUNTS } from './seed-data';
export { CARRIERS, SERVICES } from './catalog';

export interface RunningSandbox {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  port: number;
  dataDir: string;
  close(): Promise<void>;
}

/** `door`: serve behind an address bound before (door.ts) instead of listening on `options.port`. */
export async function startSandbox(options: SandboxOptions = {}, door?: SandboxDoor): Promise<RunningSandbox> {
  const resolved = resolveOptions(options);
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'shipping-sandbox-')));
  const sql = openDatabase(dataDir);
  let url = '';
  const clock = new SandboxClock(sql);
  const sandbox: Sandbox = {
    sql,
    clock,
    faults: new FaultInjector(resolved.faults),
    personality: new PersonalityState(resolved.profile, resolved.personality),
    options: resolved,
    // Signed for the address clients use (a proxy in front), else its own.
    urls: new UrlSigner(readMeta(sql, 'signing_secret') ?? '', () => resolved.publicUrl ?? url),
    documents: new DocumentCache(),
  };
  let handler: Parameters<SandboxDoor['open']>[0] | undefined;
  const app = buildServer(
    sandbox,
    door &&
      ((made) => {
        handler = made;
        return door.server;
      }),
  );
  try {
    if (door) {
      url = door.url;
      await app.ready();
      door.open(handler!);
    } else await app.listen({ host: '127.0.0.1', port: resolved.port });
  } catch (error) {
    sql.close();
    if (ownDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : resolved.port;
  url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    dataDir,
    close: () => {
      closing ??= (async () => {
        await app.close();
        // Fastify closes only a server it listened on itself.
        await door?.close();
        sql.close();
        if (ownDir) await rm(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
