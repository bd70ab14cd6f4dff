// Where the station keeps its settings, logs, training sandbox and local databases when no
// --data-dir is given. Both shells use the same folder, so switching between the Electron app
// and the browser host keeps the loja, the printers and the training data.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Shipping Station');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Shipping Station');
  return join(env.XDG_DATA_HOME || join(homedir(), '.local', 'share'), 'shipping-station');
}
