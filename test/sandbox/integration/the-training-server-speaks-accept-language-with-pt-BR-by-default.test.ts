// The training server's messages follow Accept-Language, pt-BR unless English is preferred; the
// test server (localized off) keeps the spec's English. Over HTTP, on a real sandbox.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO } from '../../../electron/sandbox';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';

let training: TestSandbox;
let plain: TestSandbox;
beforeAll(async () => {
  [training, plain] = await Promise.all([startTestSandbox({ localized: true }), startTestSandbox()]);
});
afterAll(() => Promise.all([training?.close(), plain?.close()]));

async function wrongLogin(url: string, acceptLanguage?: string) {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    body: JSON.stringify({ email: DEMO.email, senha: 'errada' }),
  });
  const body = (await response.json()) as { statusCode: number; message: string };
  return { status: response.status, message: body.message, language: response.headers.get('content-language') };
}

it('answers in pt-BR with no Accept-Language, with pt-BR or with a language it does not speak', async () => {
  for (const header of [undefined, 'pt-BR', 'pt-BR, en;q=0.5', 'de-DE', 'fr, pt;q=0.3, en;q=0.2']) {
    expect(await wrongLogin(training.url, header)).toEqual({
      status: 401,
      message: 'E-mail ou senha incorretos',
      language: 'pt-BR',
    });
  }
});

it('answers in English when English is preferred', async () => {
  for (const header of ['en', 'en-US,en;q=0.9', 'pt-BR;q=0.4, en']) {
    expect(await wrongLogin(training.url, header)).toMatchObject({
      message: 'Invalid e-mail or password',
      language: 'en',
    });
  }
});

it('keeps the spec English when the server is not localized', async () => {
  expect(await wrongLogin(plain.url, 'pt-BR')).toMatchObject({ message: 'Invalid e-mail or password', language: null });
});
