// A desk as its own process: the real browser-host CLI (as `npm run start:web` runs it) with its
// own data folder and desk name, against a given server, its label printer a network printer,
// and, when given, joined to a warehouse journal. The test talks to it as the page does: the
// renderer's own host transport (POST /rpc/<channel> with the per-launch key).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createHostTransport, type HostTransport } from '../../../../renderer/src/bridge/host-transport';
import type { Channel, ChannelInput, ChannelOutput, Result, StationError } from '../../../../electron/shared/ipc';
import type { WarehouseConfig } from '../../../../electron/shared/warehouse';
import { PASS_THROUGH } from '../../../support/profiles';
import { DEMO, IDS } from '../../../support/sandbox';
import { spoken } from '../../../support/said';
import { BOX } from '../../desk/support/parties';

export interface DeskProcess {
  readonly name: string;
  /** The address to open in a browser (with the per-launch key). */
  readonly url: string;
  readonly dataDir: string;
  readonly pid: number;
  invoke<C extends Channel>(channel: C, input?: ChannelInput<C>): Promise<Result<ChannelOutput<C>, StationError>>;
  /** The channel's value; throws with what the operator would read when it fails. */
  call<C extends Channel>(channel: C, input?: ChannelInput<C>): Promise<ChannelOutput<C>>;
  /** SIGKILL: the desk dies where it stands. */
  kill(): Promise<void>;
  /** A clean quit (SIGTERM) and the folder removed. */
  close(): Promise<void>;
}

export interface DeskProcessOptions {
  name: string;
  api: string;
  printerPort: number;
  warehouse: WarehouseConfig | null;
  /** A data folder to reuse (a restart); a fresh one otherwise. */
  dataDir?: string;
  /** The built renderer to serve (a page to open); a placeholder page otherwise (tests talk RPC). */
  rendererDir?: string;
}

export async function startDeskProcess(options: DeskProcessOptions): Promise<DeskProcess> {
  const root = options.dataDir ? null : await mkdtemp(join(tmpdir(), 'desk-process-'));
  const dataDir = options.dataDir ?? join(root as string, 'data');
  const rendererDir = options.rendererDir ?? join(root ?? dataDir, 'renderer');
  if (!options.rendererDir) {
    await mkdir(rendererDir, { recursive: true });
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Shipping Station</title>');
  }
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    // One process (tsx as a loader, not its CLI, which runs the station in a child of its own):
    // SIGKILL must reach the station itself.
    [
      '--import',
      'tsx',
      'electron/main/host/cli.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--api',
      options.api,
      '--renderer-dir',
      rendererDir,
    ],
    // No session bus: tokens in memory (the keychain is another test's subject).
    { cwd: resolve('.'), env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' } },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const line = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`desk ${options.name}: no ready line in 30 s\n${stderr}`)), 30_000);
    void exited.then((code) => fail(new Error(`desk ${options.name} exited with ${code}\n${stderr}`)));
    createInterface({ input: child.stdout }).once('line', (first) => {
      clearTimeout(timer);
      ok(first);
    });
  });
  const match = /^shipping station ready at (http:\/\/127\.0\.0\.1:\d+)\/\?key=(\S+)$/.exec(line);
  if (!match) throw new Error(`desk ${options.name}: unexpected first line ${line}`);
  const transport: HostTransport = createHostTransport({ origin: match[1] as string, key: match[2] as string });
  const invoke = <C extends Channel>(channel: C, input?: ChannelInput<C>) =>
    transport.invoke(channel, input) as Promise<Result<ChannelOutput<C>, StationError>>;
  const call = async <C extends Channel>(channel: C, input?: ChannelInput<C>) => {
    const result = await invoke(channel, input);
    if (!result.ok)
      throw new Error(`desk ${options.name}: ${channel} failed: ${result.error.kind}: ${spoken(result.error)}`);
    return result.value;
  };
  const desk: DeskProcess = {
    name: options.name,
    url: line.slice('shipping station ready at '.length),
    dataDir,
    pid: child.pid ?? 0,
    invoke,
    call,
    async kill() {
      transport.close();
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async close() {
      transport.close();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (root) await rm(root, { recursive: true, force: true });
    },
  };
  try {
    if (!options.dataDir) {
      await call('session:login', { email: DEMO.email, senha: DEMO.senha });
      await call('session:select-loja', { tenantId: IDS.demoLoja });
      await call('printers:add-network', { address: `127.0.0.1:${options.printerPort}` });
      const printerId = `network:127.0.0.1:${options.printerPort}`;
      await call('settings:update', {
        printers: { label: printerId },
        strictMode: true,
        workstationName: options.name,
      });
      await call('printers:set-profile', { printerId, profile: PASS_THROUGH });
      await call('desk:preset-save', BOX);
      if (options.warehouse) {
        const status = await call('warehouse:configure', { config: options.warehouse });
        if (status.mode !== 'online')
          throw new Error(`desk ${options.name} did not reach the warehouse: ${JSON.stringify(status)}`);
      }
    } else {
      // Tokens were in memory only: a restarted desk logs in again; its settings are on its disk.
      await call('session:login', { email: DEMO.email, senha: DEMO.senha });
      await call('session:select-loja', { tenantId: IDS.demoLoja });
    }
  } catch (error) {
    await desk.close();
    throw error;
  }
  return desk;
}
