// A var(--name) whose custom property no sheet defines is not an error to the browser: it falls
// back in silence (to its fallback, or to nothing), so a misspelt or invented token (scale.css's
// --border) draws a colour the desk's palette does not know, or none at all. Every
// custom property a renderer sheet reads must be one some renderer sheet defines, and a token
// tokens.css defines on :root for every screen carries no fallback, which would never show.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = join(process.cwd(), 'renderer/src');
const TOKENS = 'styles/tokens.css';

function sheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** A sheet's text without its comments (a comment may name a token it neither reads nor defines). */
const textOf = (path: string) => readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Custom properties a sheet defines: `--name:` where a declaration starts. */
const defined = (css: string) => [...css.matchAll(/(?:^|[{;\s])(--[\w-]+)\s*:/g)].map((m) => m[1] as string);

/** Every var() a sheet reads (nested ones in a fallback too), with its fallback when it has one. */
const reads = (css: string) =>
  [...css.matchAll(/var\(\s*(--[\w-]+)\s*(?:,\s*([^)]*))?\)/g)].map((m) => ({
    name: m[1] as string,
    fallback: m[2],
    text: m[0],
  }));

const all = sheets(RENDERER).map((path) => ({ file: relative(RENDERER, path), css: textOf(path) }));
const definedAnywhere = new Set(all.flatMap(({ css }) => defined(css)));
const tokens = new Set(defined(all.find(({ file }) => file === TOKENS)?.css ?? ''));

describe("the renderer's sheets", () => {
  it('are read, tokens.css with them', () => {
    expect(all.length).toBeGreaterThan(20);
    expect(tokens).toContain('--line');
    expect(reads(all.map(({ css }) => css).join('\n')).length).toBeGreaterThan(100);
  });

  it('read only custom properties some renderer sheet defines', () => {
    const undefinedReads = all.flatMap(({ file, css }) =>
      reads(css)
        .filter(({ name }) => !definedAnywhere.has(name))
        .map(({ text }) => `${file}: ${text}`),
    );
    expect(undefinedReads).toEqual([]);
  });

  it('give no fallback to a token tokens.css defines for every screen (it would never show)', () => {
    const deadFallbacks = all.flatMap(({ file, css }) =>
      reads(css)
        .filter(({ name, fallback }) => fallback !== undefined && tokens.has(name))
        .map(({ text }) => `${file}: ${text}`),
    );
    expect(deadFallbacks).toEqual([]);
  });
});
