// Issue 29.7: the training server's refusals speak pt-BR and en like the rest of its words. Its
// own sentences are English (the spec's); speaks.ts says each in pt-BR. This test reads the
// sandbox's sources for every refusal it can make (each badRequest, notFound, unauthorized,
// unprocessable, ApiError and sendError, each quote mismatch line, each framework refusal and
// each quote option a carrier refuses),
// fills the template's blanks, and proves pt-BR says it in Portuguese and en leaves it as is:
// a new refusal written without its pt-BR line fails here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../electron/sandbox/speaks';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sandboxDir = join(root, 'electron/sandbox');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('speaks.ts') ? [path] : [];
  });
}

/** The text of a call's arguments, from its opening parenthesis to the matching close. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

const LITERAL = /'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\])*)`/g;

/** A template's blanks filled with stand-ins (X1, X2…): the shape a real refusal has. */
const sample = (literal: string) => {
  let n = 0;
  return literal.replace(/\$\{[^}]*\}/g, () => `X${++n}`);
};

/** Literals that are words for a client (a sentence), not a content type or a header value. */
const isSentence = (text: string) => /\s/.test(text) && !/^[a-z]+\/[a-z+.-]+(;|$)/.test(text);

function refusals(): Array<{ where: string; message: string }> {
  const found: Array<{ where: string; message: string }> = [];
  for (const path of sources(sandboxDir)) {
    const text = readFileSync(path, 'utf8');
    const where = relative(root, path);
    const constants = new Map(
      [...text.matchAll(/const ([A-Z_]+) = '((?:\\.|[^'\\])*)'/g)].map((m) => [m[1]!, m[2]!] as const),
    );
    const calls = /\b(?:badRequest|unauthorized|notFound|unprocessable|ApiError|sendError|mismatches\.push)\(/g;
    for (const call of text.matchAll(calls)) {
      const args = argumentsAt(text, call.index + call[0].length - 1);
      for (const m of args.matchAll(LITERAL)) {
        const literal = m[1] ?? m[2] ?? m[3] ?? '';
        if (isSentence(literal)) found.push({ where, message: sample(literal) });
      }
      for (const name of args.match(/\b[A-Z][A-Z_]{3,}\b/g) ?? []) {
        const value = constants.get(name);
        if (value !== undefined) found.push({ where, message: value });
      }
    }
    // Framework refusals (errors.ts), the options a carrier refuses (pricing.ts, routes/quotes.ts)
    // and the quote's per-field lines (quote-facts.ts).
    for (const m of text.matchAll(/message: (?:'((?:\\.|[^'\\])*)'|`([^`]*)`)/g))
      found.push({ where, message: m[1] ?? sample(m[2]!) });
    for (const m of text.matchAll(/`([^`]*differs from the quote[^`]*)`/g))
      found.push({ where, message: sample(m[1]!) });
  }
  return found;
}

describe('the training server’s refusals', () => {
  const all = refusals();

  it('are found in the sandbox’s sources (the scan reads what it should)', () => {
    expect(all.length).toBeGreaterThan(45);
    const messages = all.map((r) => r.message);
    expect(messages).toContain('Invalid e-mail or password');
    expect(messages).toContain('Cannot X1 X2');
    expect(messages).toContain('Request body is larger than 1 MiB');
    expect(messages).toContain('X1 differs from the quote (quoted X2, sent X3); request a new quote');
    expect(messages).toContain('X1 accepts sides up to X2 cm; this parcel has a X3 cm side');
  });

  it('are each said in pt-BR, and left in the spec’s English for en', () => {
    const unsaid = all.filter(({ message }) => speak(message, 'pt-BR') === message);
    expect(unsaid).toEqual([]);
    for (const { message } of all) expect(speak(message, 'en')).toBe(message);
  });

  it('say no English sentence inside the pt-BR one', () => {
    const english = /\b(the|must|not found|is not|send|request a new|already|try again|log in)\b/i;
    const mixed = all
      .map(({ where, message }) => ({ where, message, pt: speak(message, 'pt-BR') as string }))
      .filter(({ pt }) => english.test(pt.replace(/POST \S+|Retry-After|Content-Length|application\/json/g, '')));
    expect(mixed).toEqual([]);
  });
});
