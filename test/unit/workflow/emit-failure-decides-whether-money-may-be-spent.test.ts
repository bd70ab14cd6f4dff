// The money decision after a failed emit POST: give up (nothing was bought, the row is marked
// failed so no resume buys it later), ask again (emit is idempotent, so the next answer settles
// it), or hold (money may be spent and it cannot be settled now: keep it resumable).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/main/api/errors';
import { Failure } from '../../../electron/main/ipc/failure';
import { decideAfterEmitFailure } from '../../../electron/main/workflow';
import { apiError } from './fake-api';
import { verbatim } from '../../../electron/shared/messages';

const cases: Array<[string, unknown, boolean, string]> = [
  ['connection refused, first POST', apiError('offline', 'not-sent'), false, 'give-up'],
  ['connection refused after an earlier unknown outcome', apiError('offline', 'not-sent'), true, 'ask-again'],
  ['dropped after sending', apiError('offline', 'unknown'), false, 'ask-again'],
  ['timed out', apiError('timeout', 'unknown'), false, 'ask-again'],
  ['503', apiError('server', 'answered', 503), false, 'ask-again'],
  ['500 after an earlier unknown outcome', apiError('server', 'answered', 500), true, 'ask-again'],
  ['429', apiError('server', 'answered', 429), false, 'ask-again'],
  ['402 insufficient balance', apiError('insufficient-balance', 'answered', 402), false, 'give-up'],
  // The spec does not promise that a second emit answers the label an earlier one bought: after
  // an earlier POST that may have arrived, a refusal proves nothing (issue 14).
  ['402 after an earlier unknown outcome', apiError('insufficient-balance', 'answered', 402), true, 'hold'],
  ['422 after an earlier unknown outcome', apiError('rejected', 'answered', 422), true, 'hold'],
  ['404 after an earlier unknown outcome', apiError('not-found', 'answered', 404), true, 'hold'],
  ['409 already emitted, after an earlier unknown outcome', apiError('rejected', 'answered', 409), true, 'ask-again'],
  ['409 on the first POST (bought or running elsewhere)', apiError('rejected', 'answered', 409), false, 'ask-again'],
  ['422 coupon', apiError('rejected', 'answered', 422), false, 'give-up'],
  ['404 shipment', apiError('not-found', 'answered', 404), false, 'give-up'],
  ['400 body', apiError('validation', 'not-sent'), false, 'give-up'],
  ['401 on the first POST', apiError('unauthorized', 'answered', 401), false, 'give-up'],
  ['401 after an earlier unknown outcome', apiError('unauthorized', 'answered', 401), true, 'hold'],
  ['403 after an earlier unknown outcome', apiError('forbidden', 'answered', 403), true, 'hold'],
  [
    'a 2xx that breaks the contract (the server acted)',
    new ApiError('contract', verbatim('bad body'), { delivery: 'answered', method: 'POST', path: '/x' }),
    false,
    'hold',
  ],
  ['no loja chosen (before sending)', new Failure('loja-required', verbatim('choose')), false, 'give-up'],
  [
    'session ended during refresh, after an earlier unknown outcome',
    new Failure('unauthorized', verbatim('ended')),
    true,
    'hold',
  ],
  ['an unexpected throw', new TypeError('boom'), false, 'hold'],
];

describe('after a failed emit POST', () => {
  it.each(cases)('%s → %s', (_name, error, uncertain, action) => {
    expect(decideAfterEmitFailure(error, uncertain)).toEqual({ action });
  });

  it('never says "nothing charged" after an earlier POST may have reached the server', () => {
    for (const [, error] of cases) expect(decideAfterEmitFailure(error, true).action).not.toBe('give-up');
  });

  it('never gives up on a failure whose POST may have reached the server', () => {
    for (const [, error] of cases) {
      const mayHaveReached =
        error instanceof ApiError &&
        (error.delivery === 'unknown' ||
          (error.delivery === 'answered' && (error.status === undefined || error.status >= 500)));
      if (mayHaveReached) expect(decideAfterEmitFailure(error, false).action).not.toBe('give-up');
    }
  });
});
