// Plain-fetch helpers for the sandbox conformance suite: the suite talks HTTP exactly as any
// client would, and checks every failure against the ErrorResponse schema of the contract.
import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  errorResponseSchema,
  loginSessionResponseSchema,
  type LoginSessionResponse,
} from '../../../electron/shared/contract';
import { DEMO, startTestSandbox, type TestSandbox, type TestSandboxOptions } from '../../support/sandbox';

export interface Reply {
  status: number;
  // The suite inspects arbitrary JSON; each test narrows it with a contract schema or expect().
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  tenant?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function http(url: string, method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tenant) headers['x-tenant-id'] = options.tenant;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (a file): keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/** A client bound to one session and one store. */
export class Api {
  constructor(
    readonly url: string,
    readonly token: string,
    readonly lojaId: string,
  ) {}

  get(path: string) {
    return http(this.url, 'GET', path, { token: this.token, tenant: this.lojaId });
  }

  post(path: string, body?: unknown) {
    return http(this.url, 'POST', path, { token: this.token, tenant: this.lojaId, body });
  }

  as(lojaId: string): Api {
    return new Api(this.url, this.token, lojaId);
  }
}

export async function login(
  url: string,
  account: { email: string; senha: string } = DEMO,
): Promise<{ session: LoginSessionResponse; api: Api }> {
  const reply = await http(url, 'POST', '/api/v1/auth/login', { body: account });
  expect(reply.status).toBe(200);
  const session = loginSessionResponseSchema.parse(reply.body);
  const first = session.lojas[0];
  if (!first) throw new Error('login answered no lojas');
  return { session, api: new Api(url, session.accessToken, first.id) };
}

export interface LoggedInSandbox {
  readonly sandbox: TestSandbox;
  /** The demo account's session on its first loja (a test that logs in again may replace it). */
  api: Api;
}

/**
 * Starts a sandbox before the file's tests and logs the demo account in; closes it after them.
 * Its parts are there once beforeAll has run (inside tests and later hooks).
 */
export function useLoggedInSandbox(options: TestSandboxOptions = {}): LoggedInSandbox {
  const live = {} as { sandbox: TestSandbox; api: Api };
  beforeAll(async () => {
    live.sandbox = await startTestSandbox(options);
    live.api = (await login(live.sandbox.url)).api;
  });
  afterAll(() => live.sandbox?.close());
  return live;
}

/** The ErrorResponse of spec 2.14, with the status, its text and the request path. */
export function expectError(reply: Reply, status: number, path: string): string[] {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const error = errorResponseSchema.parse(reply.body);
  expect(error.statusCode).toBe(status);
  expect(error.error).toBe(STATUS_CODES[status]);
  expect(error.path).toBe(path);
  expect(Date.parse(error.timestamp)).not.toBeNaN();
  expect(error.message).toBeDefined();
  return [error.message ?? []].flat();
}
