// F9 finds its quote ready: the ship screen asks for it (desk:quote-ahead) as soon as recipient,
// parcel and weight are complete, and the key then sends only the shipment, the emit and the
// label's calls. A quote of another parcel, or one with less than a minute of validity left, is
// never taken: the key quotes again. Counted at the station's fetch (nothing is mocked: the real
// sandbox answers over HTTP).
import { afterEach, describe, expect, it } from 'vitest';
import { sentOf } from '../../support/sent';
import { jobsExactly, startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { BOX, RIO } from './support/parties';

let f: DeskFixture;
afterEach(async () => f?.close());

const QUOTE = 'POST /api/v1/quotes/simulate';
const draft = (externalRef: string, weightKg: number) => ({
  externalRef,
  recipient: RIO,
  presetKey: 1,
  weightKg,
  declaredValueCents: 10_000,
});

async function deskCounting(quoteTtl?: number): Promise<{ sent: string[] }> {
  const sent: string[] = [];
  f = await startDeskFixture({
    ...(quoteTtl ? { sandbox: { quoteTtl } } : {}),
    fetch: (input, init) => {
      const { method, url } = sentOf(input, init);
      sent.push(`${method} ${url.pathname}`);
      return fetch(input, init);
    },
  });
  await f.call('desk:preset-save', BOX);
  return { sent };
}

describe('F9 after the quote was asked ahead', () => {
  it('creates and buys with that quote: no second quote after the key', async () => {
    const { sent } = await deskCounting();
    const ahead = await f.call('desk:quote-ahead', draft('AHEAD-1', 1.3));
    expect(ahead.options).toBeGreaterThan(0);
    expect(ahead.validForMs).toBeGreaterThan(60_000);
    expect(sent.filter((line) => line === QUOTE)).toHaveLength(1);

    sent.length = 0;
    const shipped = await f.call('desk:one-key-ship', draft('AHEAD-1', 1.3));
    expect(shipped.kind).toBe('shipped');
    expect(sent.filter((line) => line === QUOTE)).toHaveLength(0);
    expect(sent.filter((line) => line.startsWith('POST /api/v1/shipments'))).toHaveLength(1);
    await jobsExactly(f, 1);
  });

  it('joins a quote still on its way instead of asking twice', async () => {
    const { sent } = await deskCounting();
    const ahead = f.call('desk:quote-ahead', draft('AHEAD-2', 1.4));
    const shipped = await f.call('desk:one-key-ship', draft('AHEAD-2', 1.4));
    await ahead;
    expect(shipped.kind).toBe('shipped');
    expect(sent.filter((line) => line === QUOTE)).toHaveLength(1);
  });

  it('quotes again when the parcel on the scale weighs something else', async () => {
    const { sent } = await deskCounting();
    await f.call('desk:quote-ahead', draft('AHEAD-3', 1.3));
    sent.length = 0;
    const shipped = await f.call('desk:one-key-ship', draft('AHEAD-3', 1.7));
    expect(shipped.kind).toBe('shipped');
    expect(sent.filter((line) => line === QUOTE)).toHaveLength(1);
  });

  it('never takes a quote with less than a minute of validity left: the key quotes again', async () => {
    // The server gives its quotes 50 s: one asked ahead is never good enough to create with.
    const { sent } = await deskCounting(50);
    await f.call('desk:quote-ahead', draft('AHEAD-4', 1.3));
    sent.length = 0;
    const shipped = await f.call('desk:one-key-ship', draft('AHEAD-4', 1.3));
    expect(shipped.kind).toBe('shipped');
    expect(sent.filter((line) => line === QUOTE)).toHaveLength(1);
  });

  it('says what is missing when the draft cannot be quoted, in the operator’s words', async () => {
    await deskCounting();
    const refused = await f.invoke('desk:quote-ahead', { externalRef: 'AHEAD-5', recipient: RIO, presetKey: 7 });
    expect(refused.ok).toBe(false);
    expect(refused.error?.kind).toBe('not-found');
  });
});
