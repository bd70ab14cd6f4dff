// Issue 15.8: a buy facing 429/503 used to block the desk about a minute without a word (17
// silent retries, Retry-After ignored). Against the sandbox answering the emit 503 with
// Retry-After, the purchase now says it is waiting (the next try's number and the server's
// seconds), waits what the server asked, and the operator can stop it: the purchase is then
// held as maybe bought (never "nothing was charged"), and settled once later, charged once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { until } from '../../support/until';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { createShipment } from './support/stack';

let f: WorkflowFixture;
beforeEach(async () => {
  f = await startWorkflowFixture({ printer: 'network' });
});
afterEach(async () => {
  await f.close();
});

const busy = (calls: number, seconds: number) =>
  f.sandbox.admin.personality({ throttle: { status: 503, calls, retryAfter: 'seconds', seconds, match: '/emit' } });

describe('a server that answers the buy 503 with Retry-After', () => {
  it('is waited for as it asked, with each wait shown (attempt and seconds), then bought and printed once', async () => {
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();
    await busy(2, 1);
    const started = Date.now();
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    const waits = f.progress.filter((e) => e.shipmentId === shipmentId && e.phase === 'waiting');
    expect(waits.map((e) => [e.attempt, e.waitSeconds])).toEqual([
      [2, 1],
      [3, 1],
    ]);
    expect(waits[0]?.message).toMatchObject({ key: 'workflow.serverBusy', params: { status: 503, seconds: 1 } });
    await expectJobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(outcome.priceCents);
  });

  it('stops when the operator says so, keeps the purchase as maybe bought, and settles it once later', async () => {
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();
    await busy(1_000, 10);
    const buying = f.stack.workflow.emitAndPrint(shipmentId);
    const settled = buying.catch((error: unknown) => error);
    const wait = await until(() => f.progress.find((e) => e.shipmentId === shipmentId && e.phase === 'waiting'), {
      what: 'the wait to be shown',
      timeoutMs: 10_000,
    });
    expect(wait).toMatchObject({ attempt: 2, waitSeconds: 10 });
    const asked = Date.now();
    expect(f.stack.workflow.stopWaiting(shipmentId)).toBe(true);
    const error = await settled;
    expect(Date.now() - asked).toBeLessThan(2_000);
    // Said honestly: maybe bought, kept until the server confirms it; never "nothing was charged".
    expect(error).toMatchObject({ kind: 'server', said: { key: 'workflow.stoppedWaiting' } });
    expect(JSON.stringify(error)).not.toContain('workflow.notCharged');
    expect(f.stack.workflow.status(shipmentId)?.record.state).toBe('emitting');
    expect(f.stack.workflow.unfinished().map((s) => s.record.shipmentId)).toContain(shipmentId);
    expect(f.stack.workflow.stopWaiting(shipmentId)).toBe(false);

    // The server is back: the held purchase settles once, prints once, charged once.
    await f.sandbox.admin.personality({ profile: 'default' });
    const [resumed] = await f.stack.workflow.resume();
    expect(resumed?.result.ok).toBe(true);
    await expectJobsExactly(f, 1);
    const paid = before - (await f.balance());
    expect(paid).toBeGreaterThan(0);
    expect(resumed?.result.ok && resumed.result.value.priceCents).toBe(paid);
  });
});

describe("a gateway's page in front of the server answers the buy (issue 28.3)", () => {
  it('the wait is shown as a gateway having answered, the emit is asked again by the loop, and the label is charged once', async () => {
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();
    // The proxy's HTML 502 after the server bought the label: its answer is lost behind the page.
    await f.sandbox.admin.personality({ profile: 'proxy-502' });
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
    const waits = f.progress.filter((e) => e.shipmentId === shipmentId && e.phase === 'waiting');
    expect(waits).toHaveLength(1);
    expect(waits[0]?.message).toMatchObject({ key: 'workflow.gatewayBusy', params: { status: 502, attempt: 2 } });
    await expectJobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(outcome.priceCents);
  });
});
