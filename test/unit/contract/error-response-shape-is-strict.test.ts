import { describe, expect, it } from 'vitest';
import { errorResponseSchema, errorTexts } from '../../../electron/shared/contract';
import { errorResponse } from './fixtures';
import { issuesOf, parsed } from './helpers';

describe('error response', () => {
  it('needs statusCode, timestamp and path; the rest is optional', () => {
    expect(
      issuesOf(errorResponseSchema, { statusCode: 401, timestamp: '2025-03-10T17:30:00Z', path: '/api/v1/auth/login' }),
    ).toEqual([]);
    for (const field of ['statusCode', 'timestamp', 'path'] as const) {
      const error: Record<string, unknown> = errorResponse();
      delete error[field];
      expect(issuesOf(errorResponseSchema, error)).toEqual([`${field}: is required`]);
    }
  });

  it('takes message as a string or a list of strings', () => {
    expect(issuesOf(errorResponseSchema, { ...errorResponse(), message: 'Saldo insuficiente' })).toEqual([]);
    expect(issuesOf(errorResponseSchema, { ...errorResponse(), message: 42 })).toEqual([
      'message: has an unexpected shape',
    ]);
    expect(issuesOf(errorResponseSchema, { ...errorResponse(), messages: 'one' })).toEqual([
      'messages: must be a list',
    ]);
  });

  it('has an integer status and an ISO timestamp', () => {
    expect(issuesOf(errorResponseSchema, { ...errorResponse(), statusCode: 400.5 })).toEqual([
      'statusCode: must be a whole number',
    ]);
    expect(issuesOf(errorResponseSchema, { ...errorResponse(), timestamp: 'agora' })).toEqual([
      'timestamp: must be an ISO 8601 date-time, e.g. 2025-01-31T14:00:00-03:00',
    ]);
  });

  it('joins every server text in order', () => {
    const error = parsed(errorResponseSchema, { ...errorResponse(), message: ['a', 'b'], messages: ['c'] });
    expect(errorTexts(error)).toEqual(['a', 'b', 'c']);
    expect(errorTexts(parsed(errorResponseSchema, { ...errorResponse(), message: 'only' }))).toEqual(['only']);
  });
});
