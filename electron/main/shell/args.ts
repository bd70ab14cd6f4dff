// Command-line flags of the Electron app (the same as the browser host's): --api URL, --data-dir DIR.
import { parseArgs } from 'node:util';

export interface ShellArgs {
  api?: string;
  dataDir?: string;
}

export function parseShellArgs(argv: readonly string[]): ShellArgs {
  // Electron adds its own arguments (the app path, Chromium switches): ignore what is not ours.
  const { values } = parseArgs({
    args: [...argv],
    options: { api: { type: 'string' }, 'data-dir': { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  return {
    ...(typeof values.api === 'string' ? { api: values.api } : {}),
    ...(typeof values['data-dir'] === 'string' ? { dataDir: values['data-dir'] } : {}),
  };
}
