// The fake window.station the component tests use is typed from the real API: a method that
// does not exist (or was renamed), an input read wrongly, or an answer of the wrong shape is a
// compile error (tsc -p tsconfig.web.json, part of `npm run typecheck`), so a component test
// cannot keep passing against an API the app no longer has. Each @ts-expect-error below fails
// the typecheck the day the fake stops catching that mistake.
import { describe, expect, it } from 'vitest';
import { stationMethods } from '../../../electron/preload/api';
import { fakeStation, type Handlers, type MethodName } from './support/station';

const SHIPMENT = '00000000-0000-4000-8000-0000000000aa';

describe('the test station', () => {
  it('refuses, at compile time, a method the API does not have and an answer of the wrong shape', async () => {
    // One mistake per object: TypeScript reports one excess property per literal.
    const mistakes: Handlers[] = [
      // @ts-expect-error -- no such method: the API calls it labels.emitAndPrint
      { 'labels.emitAndPrintNow': () => null },
      // @ts-expect-error -- a channel name is not a method name
      { 'labels:emit-and-print': () => null },
      // @ts-expect-error -- desk.scan answers a ScanResult, not a string
      { 'desk.scan': () => 'reprinted' },
      // @ts-expect-error -- a Result's error carries a Said (`said`), not a sentence
      { 'desk.presets': () => ({ ok: false, error: { kind: 'offline', message: 'no server' } }) },
    ];
    expect(mistakes).toHaveLength(4);
    const handlers: Handlers = {
      'labels.emitAndPrint': (input) => {
        // @ts-expect-error -- the input is { shipmentId, … }: there is no shipmentID
        void input.shipmentID;
        return {
          ok: false,
          error: { kind: 'offline', said: { key: 'common.verbatim', params: { text: input.shipmentId } } },
        };
      },
    };
    const station = fakeStation(handlers);

    // The answers still travel at run time as the test wrote them.
    const answer = await station.api.labels.emitAndPrint({ shipmentId: SHIPMENT });
    expect(answer).toMatchObject({ ok: false, error: { said: { params: { text: SHIPMENT } } } });
    expect(station.callsTo('labels.emitAndPrint')).toEqual([{ shipmentId: SHIPMENT }]);
    // @ts-expect-error -- callsTo takes only the API's method names
    expect(station.callsTo('labels.emit')).toEqual([]);
  });

  it('knows every method of the real API by its "domain.method" name, and answers an unexpected call with a failure', async () => {
    const names = Object.entries(stationMethods).flatMap(([domain, methods]) =>
      Object.keys(methods).map((method) => `${domain}.${method}`),
    );
    const typed: MethodName[] = ['labels.emitAndPrint', 'desk.scan', 'scale.current', 'session.login'];
    expect(names).toEqual(expect.arrayContaining(typed));

    const station = fakeStation({});
    expect(await station.api.desk.presets()).toMatchObject({
      ok: false,
      error: { kind: 'internal', said: { params: { text: 'desk.presets was not expected by this test' } } },
    });
  });
});
