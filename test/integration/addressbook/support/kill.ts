// Runs desk-process.ts in a child and SIGKILLs it when its output shows a given line (or after
// a delay), like a desk losing power at that exact moment.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./desk-process.ts', import.meta.url));

export interface KillOptions {
  url: string;
  dataDir: string;
  pauseAt?: string;
  /** Kill when a stdout line starts with this. */
  killOn?: string;
  /** Or kill this many ms after "ready". */
  killAfterMs?: number;
  /** List pages the desk's sync asks at once (desk-process.ts default: 1). */
  syncConcurrency?: number;
}

export interface KillResult {
  lines: string[];
  killed: boolean;
}

export function runDeskAndKill(options: KillOptions): Promise<KillResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      SANDBOX_URL: options.url,
      DATA_DIR: options.dataDir,
      PAUSE_AT: options.pauseAt ?? '',
      SYNC_CONCURRENCY: String(options.syncConcurrency ?? 1),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let killed = false;
  let stderr = '';
  const kill = () => {
    if (!killed && child.exitCode === null) {
      killed = true;
      child.kill('SIGKILL');
    }
  };
  let buffer = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      lines.push(line);
      if (options.killOn && line.startsWith(options.killOn)) kill();
      if (line === 'ready' && options.killAfterMs !== undefined) setTimeout(kill, options.killAfterMs);
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' || code === 0) resolve({ lines, killed: signal === 'SIGKILL' });
      else reject(new Error(`desk process exited with ${code}: ${stderr}`));
    });
  });
}
