// Issue 13, item 4: one place decides that a loja became active (app/events.ts lojaActivations),
// and the workflow's resume and the desk's batches follow that one event. A session that says the
// same thing again (a restore, a refreshed token, a repeated state) resumes nothing twice; a loja
// switch and a login after a logout each resume once. Real station, real sandbox over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, IDS, startCoreFixture, type CoreFixture } from './core-fixture';

let fx: CoreFixture;
const resumed: string[] = [];
const batchesFollowed: string[] = [];

beforeAll(async () => {
  fx = await startCoreFixture();
  const { workflow, desk, session } = fx.station;
  // Counted at the services the station's listeners call (looked up at each call).
  const resume = workflow.resume.bind(workflow);
  workflow.resume = () => {
    const state = session.state();
    resumed.push(state.status === 'logged-in' ? (state.tenantId ?? 'none') : 'logged-out');
    return resume();
  };
  const lojaActivated = desk.service.lojaActivated.bind(desk.service);
  desk.service.lojaActivated = (tenantId) => {
    batchesFollowed.push(tenantId);
    lojaActivated(tenantId);
  };
});
afterAll(async () => fx?.close());

describe('a loja becoming active', () => {
  it('resumes its purchases and batches once, however often the session repeats itself', async () => {
    const state = await fx.loginDemo();
    expect(state.tenantId).toBe(IDS.demoLoja);
    expect(resumed).toEqual([IDS.demoLoja]);

    // The same state again, from every source that says it: a restore, the loja chosen again, the bus.
    await fx.station.session.restore();
    await fx.station.session.selectLoja(IDS.demoLoja);
    fx.station.bus.emit('session.changed', fx.station.session.state());
    fx.station.bus.emit('session.changed', fx.station.session.state());
    expect(resumed).toEqual([IDS.demoLoja]);
    expect(batchesFollowed).toEqual([IDS.demoLoja]);
  });

  it('resumes again for a loja switch, and after a logout and a new login', async () => {
    await fx.station.session.selectLoja(IDS.demoLowBalanceLoja);
    expect(resumed).toEqual([IDS.demoLoja, IDS.demoLowBalanceLoja]);
    await fx.station.session.logout();
    // The login comes back to the loja this desk chose last: active again, so resumed again, once.
    const again = await fx.station.session.login({ email: DEMO.email, senha: DEMO.senha });
    expect(again.tenantId).toBe(IDS.demoLowBalanceLoja);
    await fx.station.session.restore();
    expect(resumed).toEqual([IDS.demoLoja, IDS.demoLowBalanceLoja, IDS.demoLowBalanceLoja]);
    expect(batchesFollowed).toEqual(resumed);
  });
});
