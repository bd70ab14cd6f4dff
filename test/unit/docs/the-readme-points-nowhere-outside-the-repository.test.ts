// Issue 29.6: the README is read at a desk with no internet and in a checkout of this repository
// alone, so nothing in it points outside: a web address only to this computer (the browser host,
// the sandbox, a test printer's socket), no path that climbs out of the repository, every link and every Markdown file it
// names there to open.
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What README names as a place: web addresses, Markdown link targets, and backticked paths. */
function places(text: string) {
  const urls = [...text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)`'"<>]+/gi)].map((m) => m[0]);
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  const code = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  return { urls, links, code };
}

const insideRepo = (path: string, from = root) => {
  const to = relative(root, normalize(join(from, path)));
  return !to.startsWith('..') && !to.startsWith('/');
};

describe('README.md', () => {
  const { urls, links, code } = places(readme);

  it('has web addresses only to this computer', () => {
    const outside = urls.filter((url) => {
      const host = /^[a-z][a-z0-9+.-]*:\/\/([^/:?#]+|\[[^\]]+\])/i.exec(url)?.[1]?.toLowerCase() ?? '';
      return !LOOPBACK.has(host);
    });
    expect(outside).toEqual([]);
    expect(urls.length).toBeGreaterThan(0); // the browser host's own address is there
  });

  it('has no path that climbs out of the repository', () => {
    expect(readme.match(/(^|[\s`(/])\.\.\/[^\s`)]*/g) ?? []).toEqual([]);
  });

  it('links only to files of this repository that exist', () => {
    const broken = links.filter((link) => {
      if (/^#/.test(link)) return false;
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return true; // any scheme is outside (web addresses are checked above)
      const path = link.split('#')[0]!;
      return !insideRepo(path) || !existsSync(join(root, path));
    });
    expect(broken).toEqual([]);
  });

  it('names only Markdown files and top-level paths that are in the repository', () => {
    const top = new Set(['electron', 'renderer', 'resources', 'test', 'scripts', 'docs', '.ci']);
    const named = code.filter((text) => !/[\s<>…*{}|$]/.test(text) && text.includes('/'));
    const missing = named
      .map((text) => text.replace(/\/$/, ''))
      .filter((path) => path.endsWith('.md') || top.has(path.split('/')[0]!))
      .filter((path) => !insideRepo(path) || !existsSync(join(root, path)));
    expect(missing).toEqual([]);
    expect(named.length).toBeGreaterThan(10);
  });

  it('holds the first-day section for operators, in pt-BR and English', () => {
    expect(readme).toMatch(/^## Primeiro dia na bancada \/ First day at the desk$/m);
    const section = readme.split(/^## /m).find((part) => part.startsWith('Primeiro dia na bancada'))!;
    expect(section).toContain('Pular por agora');
    expect(section).toContain('Skip for now');
    expect(section).toContain('Loja Demo Saldo Baixo');
  });
});
