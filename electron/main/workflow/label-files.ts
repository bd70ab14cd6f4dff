// "Save the label as PDF" and "open the folder" (issue 17, point 14). The path rule, the same in
// Electron and the browser host (which has no save dialog): the station's data folder,
// `<data>/etiquetas/etiqueta-<tracking>.pdf` (`.zpl` for a label the carrier made in ZPL: it is
// kept as the carrier made it, never converted). The page also offers the same bytes as a
// download, which Electron answers with its save dialog (a folder the operator picks) and a
// browser puts in its Downloads folder. Saving twice writes the same file again. A label names
// its recipient and address: the folder is 0700 and each file 0600, like every data file.
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { privateFolder, writeFileDurably } from '../platform';
import type { ContentType } from '../printing';

/** Opens a folder in the desk's file manager; false when it could not (no desktop, no opener). */
export type FolderOpener = (folder: string) => Promise<boolean>;

export const labelFolder = (dataDir: string): string => join(dataDir, 'etiquetas');

export function labelFileName(name: string, contentType: ContentType): string {
  // Only what every file system takes: a tracking code is letters and digits anyway.
  const safe = name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 80) || 'etiqueta';
  return `etiqueta-${safe}.${contentType === 'application/pdf' ? 'pdf' : 'zpl'}`;
}

/**
 * Writes the file whole or not at all, and durably (platform/durable-file.ts: fsynced before its
 * rename, the folder after), so a power cut after "saved" never leaves an empty label under its
 * final name.
 */
export async function saveLabelFile(folder: string, fileName: string, bytes: Uint8Array): Promise<string> {
  privateFolder(folder);
  const path = join(folder, fileName);
  writeFileDurably(path, bytes);
  return path;
}

/**
 * Without Electron's shell (the browser host): the desktop's own opener. Its argument is a
 * folder path this module built, passed as one argument (never through a shell).
 */
export const desktopOpener: FolderOpener = (folder) =>
  new Promise((resolve) => {
    // A Linux box without a desktop session (a server, CI) has nothing to open a folder on.
    if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return resolve(false);
    const [file, args] =
      process.platform === 'win32'
        ? ['explorer.exe', [folder]]
        : process.platform === 'darwin'
          ? ['open', [folder]]
          : ['xdg-open', [folder]];
    const child = spawn(file, args, { stdio: 'ignore', detached: true });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0 || (process.platform === 'win32' && code === 1)));
    child.unref();
  });
