// Print commands read a file; the bytes are written to a private temporary folder (mode 0700,
// labels carry names and addresses) and removed as soon as the command is done with them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function withTempFile<T>(
  bytes: Uint8Array,
  fileName: string,
  use: (path: string) => Promise<T>,
  dir = tmpdir(),
): Promise<T> {
  const folder = await mkdtemp(join(dir, 'shipping-station-print-'));
  const path = join(folder, fileName);
  try {
    await writeFile(path, bytes, { mode: 0o600 });
    return await use(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
