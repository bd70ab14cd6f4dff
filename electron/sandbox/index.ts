// The embedded Shipping Integration Service: the whole spec on 127.0.0.1, for training mode and
// for every test. startSandbox() resolves once it is listening.
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
import { buildServer } from './server';
import { UrlSigner } from './signed-urls';

export type { SandboxOptions } from './options';
export type { Faults } from './faults';
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

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
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
  const app = buildServer(sandbox);
  try {
    await app.listen({ host: '127.0.0.1', port: resolved.port });
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
        sql.close();
        if (ownDir) await rm(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
