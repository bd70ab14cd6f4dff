// Issue 29.7 over HTTP, on a real training sandbox (localized): a request's field checks come in
// pt-BR from the same catalogue of field rules the station's forms use (English when English is
// preferred), an unknown route and a quote from outside Brazil are refused in pt-BR, a carrier
// that cannot take the parcel says why in pt-BR, and the plain test server keeps the spec's English.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginDtoSchema, parseOrIssues } from '../../../electron/shared/contract';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { expectError, http, login, type Api } from './client';
import { nationalQuote } from './fixtures';

let training: TestSandbox;
let plain: TestSandbox;
let api: Api;
beforeAll(async () => {
  [training, plain] = await Promise.all([startTestSandbox({ localized: true }), startTestSandbox()]);
  api = (await login(training.url)).api;
});
afterAll(() => Promise.all([training?.close(), plain?.close()]));

const BAD_LOGIN = { email: 'not-an-email', senha: '' };
const inEnglish = { 'accept-language': 'en-US,en;q=0.9' };

it('answers a request’s field checks in pt-BR from the station’s own catalogue, and in English when asked', async () => {
  const pt = expectError(
    await http(training.url, 'POST', '/api/v1/auth/login', { body: BAD_LOGIN }),
    400,
    '/api/v1/auth/login',
  );
  const expected = parseOrIssues(loginDtoSchema, BAD_LOGIN, 'pt-BR');
  expect(expected.ok).toBe(false);
  expect(pt).toEqual(expected.ok ? [] : expected.error.issues);
  const en = expectError(
    await http(training.url, 'POST', '/api/v1/auth/login', { body: BAD_LOGIN, headers: inEnglish }),
    400,
    '/api/v1/auth/login',
  );
  const english = parseOrIssues(loginDtoSchema, BAD_LOGIN, 'en');
  expect(en).toEqual(english.ok ? [] : english.error.issues);
  expect(en).not.toEqual(pt);
  // The plain test server speaks the spec's English whatever is asked.
  expect(
    expectError(await http(plain.url, 'POST', '/api/v1/auth/login', { body: BAD_LOGIN }), 400, '/api/v1/auth/login'),
  ).toEqual(en);
});

it('refuses an unknown route and a quote from outside Brazil in pt-BR, in English when asked', async () => {
  expect(expectError(await http(training.url, 'GET', '/api/v1/nada'), 404, '/api/v1/nada')).toEqual([
    'Esta rota não existe: GET /api/v1/nada',
  ]);
  const abroad = nationalQuote({ originCountryCode: 'AR' });
  const pt = await http(training.url, 'POST', '/api/v1/quotes/simulate', {
    token: api.token,
    tenant: api.lojaId,
    body: abroad,
  });
  expect(expectError(pt, 400, '/api/v1/quotes/simulate')).toEqual([
    'originCountryCode: o serviço só envia a partir do Brasil (BR)',
  ]);
  const en = await http(training.url, 'POST', '/api/v1/quotes/simulate', {
    token: api.token,
    tenant: api.lojaId,
    body: abroad,
    headers: inEnglish,
  });
  expect(expectError(en, 400, '/api/v1/quotes/simulate')).toEqual([
    'originCountryCode: the service ships from Brazil only (BR)',
  ]);
});

it('says in pt-BR why a carrier cannot take the parcel, with a Brazilian decimal comma', async () => {
  const heavy = nationalQuote({ peso: 45.5 });
  const reply = await http(training.url, 'POST', '/api/v1/quotes/simulate', {
    token: api.token,
    tenant: api.lojaId,
    body: heavy,
  });
  expect(reply.status).toBe(200);
  const messages = (reply.body.issues as Array<{ message: string }>).map((i) => i.message);
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(message).toMatch(/ leva até \d+(,\d+)? kg; este volume pesa 45,5 kg/);
  const english = await http(training.url, 'POST', '/api/v1/quotes/simulate', {
    token: api.token,
    tenant: api.lojaId,
    body: heavy,
    headers: inEnglish,
  });
  for (const issue of english.body.issues as Array<{ message: string }>)
    expect(issue.message).toMatch(/ accepts up to \d+(\.\d+)? kg; this parcel weighs 45\.5 kg/);
});
