// A sandbox that can be stopped and started again on the same port with the same data, so the
// desk sees its server disappear (connection refused) and come back at the same address.
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox';
import { sandboxAdmin, type SandboxAdmin } from '../../../support/sandbox';
import { tempDir, type TempDir } from './sandbox-session';

export interface RestartableSandbox {
  url: string;
  admin: SandboxAdmin;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function restartableSandbox(): Promise<RestartableSandbox> {
  const dir: TempDir = await tempDir('sandbox-restartable-');
  let running: RunningSandbox | null = await startSandbox({ dataDir: dir.path, port: 0 });
  const { port, url } = running;
  return {
    url,
    admin: sandboxAdmin(url),
    async stop() {
      await running?.close();
      running = null;
    },
    async start() {
      running ??= await startSandbox({ dataDir: dir.path, port });
    },
    async close() {
      await running?.close();
      await dir.remove();
    },
  };
}
