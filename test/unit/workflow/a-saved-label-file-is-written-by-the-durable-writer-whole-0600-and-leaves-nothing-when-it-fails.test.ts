// "Salvar etiqueta" writes <data>/etiquetas/etiqueta-<tracking>.pdf. A temporary file renamed
// into place without fsync can be an empty file under the final name after a power cut, so the
// save goes through the one durable writer (platform/durable-file.ts: fsync before the rename,
// the folder's after). A power cut cannot be staged here: the test sees that the durable writer
// (real, watched through a spy that calls it) writes the file, and on a real file system that
// the bytes are the label's exactly, the file is 0600 in a 0700 folder, and a save that fails
// leaves no temporary file behind.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DurableFile from '../../../electron/main/platform/durable-file';
import { writeFileDurably } from '../../../electron/main/platform/durable-file';
import { labelFileName, saveLabelFile } from '../../../electron/main/workflow/label-files';

vi.mock('../../../electron/main/platform/durable-file', async (importOriginal) => {
  const real = await importOriginal<typeof DurableFile>();
  return { ...real, writeFileDurably: vi.fn(real.writeFileDurably) };
});

const etiquetas = () => join(mkdtempSync(join(tmpdir(), 'label-files-')), 'etiquetas');
// Every byte value, twice: a PDF is binary, and no step may read it as text.
const label = Uint8Array.from({ length: 512 }, (_, i) => i % 256);

beforeEach(() => {
  vi.mocked(writeFileDurably).mockClear();
});

describe('a label saved as a file', () => {
  it('is written by the durable writer, its bytes exact, 0600 in a 0700 folder', async () => {
    const folder = etiquetas();
    const fileName = labelFileName('BR123456789', 'application/pdf');
    const path = await saveLabelFile(folder, fileName, label);
    expect(path).toBe(join(folder, 'etiqueta-BR123456789.pdf'));
    expect(writeFileDurably).toHaveBeenCalledTimes(1);
    expect(writeFileDurably).toHaveBeenCalledWith(path, label);
    expect(new Uint8Array(readFileSync(path))).toEqual(label);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readdirSync(folder)).toEqual([fileName]);
  });

  it('saved again replaces the file whole, 0600 even over a file once left readable by others', async () => {
    const folder = etiquetas();
    mkdirSync(folder, { recursive: true });
    const path = join(folder, 'etiqueta-BR1.zpl');
    writeFileSync(path, 'an older, longer label file than the new one', { mode: 0o644 });
    await saveLabelFile(folder, 'etiqueta-BR1.zpl', new TextEncoder().encode('^XA^XZ'));
    expect(readFileSync(path, 'utf8')).toBe('^XA^XZ');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['etiqueta-BR1.zpl']);
  });

  it('that cannot be put in place fails and leaves what was there and no temporary file', async () => {
    const folder = etiquetas();
    // A folder, not empty, where the file goes: the temporary file is written, its rename fails.
    mkdirSync(join(folder, 'etiqueta-BR2.pdf', 'inside'), { recursive: true });
    await expect(saveLabelFile(folder, 'etiqueta-BR2.pdf', label)).rejects.toThrow();
    expect(readdirSync(folder)).toEqual(['etiqueta-BR2.pdf']);
    expect(readdirSync(join(folder, 'etiqueta-BR2.pdf'))).toEqual(['inside']);
  });

  it('under a name the file system cannot create fails and leaves nothing in the folder', async () => {
    const folder = etiquetas();
    const tooLong = `etiqueta-${'x'.repeat(300)}.pdf`;
    await expect(saveLabelFile(folder, tooLong, label)).rejects.toThrow(/ENAMETOOLONG/);
    expect(readdirSync(folder)).toEqual([]);
    expect(existsSync(join(folder, tooLong))).toBe(false);
  });
});
