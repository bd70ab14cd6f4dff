import { describe, expect, it } from 'vitest';
import { isAllowedApiBaseUrl } from '../../../electron/shared/ipc';

describe('API base URL rule', () => {
  it.each([
    'https://api.example.com',
    'https://api.example.com/prefix/',
    'http://127.0.0.1:4000',
    'http://127.10.0.3',
    'http://localhost:8080',
    'http://[::1]:3000',
  ])('accepts %s', (url) => expect(isAllowedApiBaseUrl(url)).toBe(true));

  it.each([
    'http://api.example.com',
    'http://10.0.0.5:8080',
    'http://128.0.0.1',
    'http://localhost.example.com',
    'ftp://127.0.0.1',
    'https://user:pw@api.example.com',
    'https://api.example.com/?x=1',
    'not a url',
    '',
  ])('refuses %s', (url) => expect(isAllowedApiBaseUrl(url)).toBe(false));
});
