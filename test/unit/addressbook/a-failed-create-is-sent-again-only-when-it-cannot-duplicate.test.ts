// What the outbox does with each way a create can fail: only a request that never left is
// sent again blindly; anything that may have reached the server is looked up first.
import { expect, it } from 'vitest';
import { failureOf, verdictOf } from '../../../electron/main/addressbook/failures';
import { ApiError } from '../../../electron/main/api';

it('sends again blindly only what never left this computer', () => {
  expect(verdictOf({ kind: 'offline', delivery: 'not-sent' })).toBe('not-sent');
  expect(verdictOf({ kind: 'offline' })).toBe('not-sent');
});

it('looks the record up first when the request may have been processed', () => {
  expect(verdictOf({ kind: 'offline', delivery: 'unknown' })).toBe('unknown');
  expect(verdictOf({ kind: 'timeout', delivery: 'unknown' })).toBe('unknown');
  expect(verdictOf({ kind: 'unknown-outcome' })).toBe('unknown');
  expect(verdictOf({ kind: 'server', delivery: 'answered' })).toBe('unknown');
  expect(verdictOf({ kind: 'contract', delivery: 'answered' })).toBe('unknown');
  expect(verdictOf({ kind: 'something-new' })).toBe('unknown');
});

it('parks refusals for the operator and waits out a lost session', () => {
  expect(verdictOf({ kind: 'validation', delivery: 'answered' })).toBe('rejected');
  expect(verdictOf({ kind: 'validation', delivery: 'not-sent' })).toBe('rejected');
  expect(verdictOf({ kind: 'unauthorized', delivery: 'answered' })).toBe('blocked');
  expect(verdictOf({ kind: 'loja-required', delivery: 'not-sent' })).toBe('blocked');
});

it('reads kind, the server words and delivery off any thrown value; a bug says nothing of itself', () => {
  const refused = new ApiError(
    'validation',
    { key: 'api.refused', params: { status: 400 } },
    {
      status: 400,
      quoted: { source: 'server', lines: ['phone: invalid', 'zip: 8 digits'] },
      delivery: 'answered',
      method: 'POST',
      path: '/api/v1/recipients',
    },
  );
  expect(failureOf(refused)).toEqual({
    kind: 'validation',
    said: { key: 'api.refused', params: { status: 400 } },
    messages: ['phone: invalid', 'zip: 8 digits'],
    delivery: 'answered',
  });
  expect(failureOf(new Error('boom at /home/op/file.ts'))).toEqual({
    kind: 'internal',
    said: { key: 'common.internal' },
    messages: [],
  });
});
