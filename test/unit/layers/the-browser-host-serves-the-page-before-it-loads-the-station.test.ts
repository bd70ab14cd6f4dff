// Issue 30, item 8: the browser host listens and prints its address with only what serves the page
// loaded (host/cli.ts's static imports: fastify, @fastify/static, the log, platform); the station's
// code (app and every service, the IPC layer with the contract's schemas, the training server) is
// imported after, while the browser loads the page (startup.bench). A static import that brings one
// of them back before the server listens is named here. The catalogues and zod load after too: the
// lock's refusal loads its words when there is one (platform/lock-refusal.ts).
import { describe, expect, it } from 'vitest';
import { offendersIn, reachedFrom } from './support/static-imports';

describe("the browser host's first script", () => {
  const reached = reachedFrom('electron/main/host/cli.ts');
  const offenders = (test: (name: string) => boolean) => offendersIn(reached, test);

  it('is walked from the CLI through the server and the lock', () => {
    expect(reached.has('electron/main/host/server.ts')).toBe(true);
    expect(reached.has('electron/main/platform/instance-lock.ts')).toBe(true);
    expect(reached.has('fastify')).toBe(true);
    expect(reached.has('@fastify/static')).toBe(true);
  });

  it("loads none of the station's services, the IPC layer or the training server", () => {
    const station = /^electron\/main\/(?!host\/|log\/|platform\/)[^/]+\//;
    expect(offenders((name) => station.test(name))).toEqual([]);
    expect(offenders((name) => name.startsWith('electron/sandbox/'))).toEqual([]);
  });

  it('builds no schema of a channel or of the contract', () => {
    expect(offenders((name) => /^electron\/shared\/(ipc|contract\/|desk|workflow)/.test(name))).toEqual([]);
  });

  it('loads no catalogue, no i18next and no zod: a refusal of the lock loads its words when there is one', () => {
    expect(offenders((name) => name.startsWith('electron/shared/messages'))).toEqual([]);
    expect(offenders((name) => name === 'i18next' || name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect(offenders((name) => name === 'electron/main/platform/lock-refusal.ts')).toEqual([]);
  });
});
