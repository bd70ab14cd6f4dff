// Issue 29.7: words an operator understands. No sentence the station can put on a screen holds
// system jargon (D-Bus, Secret Service, ECONNREFUSED, stack text…): both catalogues are scanned,
// every error kind has a plain title and fix in both languages, and the failures main makes from
// the system's own errors (the network's codes, the keychain's) say what they mean in a plain
// sentence and keep the system's words apart, for "Detalhes". So do an answer the station cannot
// use and one too large to read: the call they answered is for "Detalhes", never the sentence.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorOf, causeCodes, errorFromNetwork } from '../../../electron/main/api/classify';
import type { ApiError } from '../../../electron/main/api/errors';
import { createHttp } from '../../../electron/main/api/http';
import { BodyTooLarge } from '../../../electron/main/api/limits';
import { silentLogger } from '../../../electron/main/log';
import { openKeychainVault } from '../../../electron/main/session/vault/keychain-vault';
import { VaultUnavailableError } from '../../../electron/main/session/vault/secret-vault';
import { ERROR_KINDS } from '../../../electron/shared/ipc';
import { en, ptBR, translate, type Said } from '../../../electron/shared/messages';

/** What an operator must never be handed as the explanation. */
const JARGON: ReadonlyArray<[string, RegExp]> = [
  ['D-Bus', /\bD-?Bus\b/i],
  ['Secret Service', /\bSecret Service\b/i],
  [
    'an errno code',
    /\bE(CONN[A-Z]+|NOTFOUND|TIMEDOUT|AI_AGAIN|ACCES|PERM|PIPE|NOENT|HOSTUNREACH|NETUNREACH|ADDRINUSE)\b/,
  ],
  ['undici code', /\bUND_ERR_[A-Z_]+\b/],
  ['stack text', /\bstack\b|\n\s+at \S+ \(|\bat Object\.<anonymous>/i],
  ['keytar', /\bkeytar\b/i],
  ['libsecret', /\blibsecret\b/i],
  ['errno', /\berrno\b/i],
  ['SQLite', /\bSQLite\b/i],
  ['JSON', /\bJSON\b/],
  ['IPC', /\bIPC\b/],
  ['stderr/stdout', /\bstd(err|out)\b/i],
  ['an exit code', /\bexit code\b|\bcódigo de saída\b/i],
  ['a JavaScript error', /\b(TypeError|ReferenceError|SyntaxError)\b|\bundefined\b/],
  ["fetch's own words", /\bfetch failed\b/i],
  ['a signal', /\bSIG(KILL|TERM|SEGV)\b/],
  // The server's call by its method and path (a catalogue's placeholder for it, or filled in).
  ['an HTTP call', /\{\{method\}\}|\b(GET|POST|PUT|PATCH|DELETE) \/|\/api\/v\d/],
];

const jargonIn = (text: string) => JARGON.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the catalogues', () => {
  it('finds the jargon it looks for (the scan bites)', () => {
    expect(jargonIn('no D-Bus session bus, so no Secret Service')).toEqual(['D-Bus', 'Secret Service']);
    expect(jargonIn('Could not reach the server (ECONNREFUSED).')).toEqual(['an errno code']);
    expect(jargonIn('Error: boom\n    at run (/app/main.js:1:2)')).toEqual(['stack text']);
    expect(jargonIn("The server's answer to GET /api/v1/addresses is too large.")).toEqual(['an HTTP call']);
    expect(jargonIn('A resposta do servidor a {{method}} {{path}} não segue o contrato.')).toEqual(['an HTTP call']);
    expect(jargonIn('Não foi possível falar com o servidor: ele recusou a conexão.')).toEqual([]);
  });

  for (const [language, catalogue] of [
    ['pt-BR', ptBR],
    ['en', en],
  ] as const) {
    it(`say nothing of the system's in ${language}: every sentence a screen may show is plain`, () => {
      const found = leaves(catalogue)
        .map(([key, text]) => ({ key, jargon: jargonIn(text) }))
        .filter(({ jargon }) => jargon.length > 0);
      expect(found).toEqual([]);
      // The shared catalogue main speaks from is in there: the scan read it.
      expect(leaves(catalogue).some(([key]) => key === 'station.api.offlineRefused')).toBe(true);
    });
  }

  it('give every error kind a plain title and fix in both languages', () => {
    for (const kind of ERROR_KINDS) {
      for (const catalogue of [ptBR, en]) {
        const words = catalogue.errors.kind[kind];
        expect(words.title.trim(), kind).not.toBe('');
        expect(words.fix.trim(), kind).not.toBe('');
        expect(jargonIn(`${words.title} ${words.fix}`), kind).toEqual([]);
      }
    }
  });
});

/** The sentence in both languages: no jargon, and not the same words twice (really translated). */
function expectPlain(said: Said): void {
  const pt = translate(said, 'pt-BR');
  const english = translate(said, 'en');
  expect(jargonIn(pt), pt).toEqual([]);
  expect(jargonIn(english), english).toEqual([]);
  expect(pt).not.toBe(english);
}

describe('a failure from the network', () => {
  const site = { method: 'POST', path: '/api/v1/shipments/s-1/labels' };
  const failing = (code?: string) =>
    new TypeError(
      'fetch failed',
      code ? { cause: Object.assign(new Error(`connect ${code} 10.0.0.5:443`), { code }) } : undefined,
    );

  for (const code of [
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ECONNRESET',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'CERT_HAS_EXPIRED',
    'UND_ERR_SOCKET',
    undefined,
  ]) {
    it(`says what ${code ?? 'a bare "fetch failed"'} means in a plain sentence, its code under the details`, () => {
      const error = errorFromNetwork(failing(code), site, false);
      expect(error.kind).toBe('offline');
      expectPlain(error.said);
      expect(error.quoted?.source).toBe('system');
      expect(error.quoted?.lines).toEqual([...causeCodes(failing(code)), `${site.method} ${site.path}`]);
      if (code) expect(error.quoted?.lines[0]).toBe(code);
    });
  }

  it('says a call that took too long in a plain sentence, the call under the details', () => {
    const error = errorFromNetwork(new Error('TimeoutError'), site, true);
    expect(error.kind).toBe('timeout');
    expectPlain(error.said);
    expect(translate(error.said, 'pt-BR')).not.toContain(site.path);
    expect(error.quoted).toEqual({ source: 'system', lines: [`${site.method} ${site.path}`] });
  });
});

describe('an answer the station cannot use', () => {
  const site = { method: 'GET', path: '/api/v1/addresses' };

  it('says an answer too large to read in a plain sentence, the call under the details', () => {
    const error = apiErrorOf(new BodyTooLarge(10 * 2 ** 20), site);
    expect(error.kind).toBe('contract');
    expectPlain(error.said);
    expect(translate(error.said, 'pt-BR')).toContain('10 MB');
    expect(error.quoted).toEqual({ source: 'system', lines: [`${site.method} ${site.path}`] });
  });

  it('says an answer that breaks the contract in a plain sentence, the call and what was wrong under the details', async () => {
    const http = createHttp({
      baseUrl: 'http://127.0.0.1:9',
      logger: silentLogger(),
      fetch: async () => Response.json({ id: 7 }),
    });
    const error = (await http.request({ method: 'get', path: site.path, schema: z.object({ id: z.string() }) }).then(
      () => null,
      (e: unknown) => e,
    )) as ApiError;
    expect(error.kind).toBe('contract');
    expectPlain(error.said);
    expect(error.quoted?.source).toBe('system');
    expect(error.quoted?.lines[0]).toBe(`${site.method} ${site.path}`);
    expect(error.quoted?.lines[1]).toMatch(/^id: /);
  });
});

describe('a keychain that cannot keep the session', () => {
  const STACK =
    "Cannot find module 'keytar'\nRequire stack:\n- /app/main.js\n    at Object.<anonymous> (/app/main.js:1:2)";

  async function refusal(open: () => Promise<unknown>): Promise<VaultUnavailableError> {
    const error = await open().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VaultUnavailableError);
    return error as VaultUnavailableError;
  }

  it('says "no session bus" as what it means, D-Bus only in the detail', async () => {
    const error = await refusal(() => openKeychainVault({ platform: 'linux', env: {} }));
    expectPlain(error.reason);
    expectPlain({ key: 'session.memoryOnlyBecause', params: { reason: error.reason } });
    expect(error.detail).toMatch(/D-Bus/);
    expect(error.detail).toMatch(/Secret Service/);
  });

  it('keeps a module that did not load, with its stack, out of the sentence', async () => {
    const error = await refusal(() =>
      openKeychainVault({ platform: 'darwin', loadKeytar: () => Promise.reject(new Error(STACK)) }),
    );
    expectPlain(error.reason);
    expect(error.detail).toContain("Cannot find module 'keytar'");
  });

  it('keeps what a refusing keychain said out of the sentence', async () => {
    const keytar = {
      getPassword: () =>
        Promise.reject(
          new Error('org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.secrets was not provided'),
        ),
      setPassword: () => Promise.resolve(),
      deletePassword: () => Promise.resolve(true),
    };
    const error = await refusal(() => openKeychainVault({ platform: 'darwin', loadKeytar: async () => keytar }));
    expectPlain(error.reason);
    expect(error.detail).toMatch(/org\.freedesktop\.secrets/);
  });

  it('has a plain sentence for every reason it can give, in both languages', () => {
    for (const key of Object.keys(ptBR.station.session.keychain) as Array<keyof typeof ptBR.station.session.keychain>) {
      const said: Said = { key: `session.keychain.${key}`, params: { ms: 2000 } };
      expectPlain(said);
      expect(en.station.session.keychain[key]).not.toMatch(/\{\{words\}\}|\{\{code\}\}/);
    }
  });
});
