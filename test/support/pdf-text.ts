// A PDF's text as poppler's pdftotext lays it out (-layout), for tests that read what a printed
// document (the pickup list, a DACE) says.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    await writeFile(join(dir, 'document.pdf'), bytes);
    return (await exec('pdftotext', ['-layout', join(dir, 'document.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
