// A station reopened on a fixture's data folder after its child was killed, with the operator's
// owed-DACE channels (labels:owed-daces, labels:print-owed-dace) called through the IPC registry
// (inputs parsed), every call it makes to the server counted by name, and the `owed-dace` events
// the page would receive; and the kill that leaves a queued label's thermal DACE asked and not
// downloaded (killWithItsDaceAsked).
import { expect } from 'vitest';
import { toRenderer, type StationEvents } from '../../../../electron/main/app/events';
import { createRegistry, createRendererEvents, type HandlerMap } from '../../../../electron/main/ipc';
import { createBus } from '../../../../electron/main/platform';
import { silentLogger } from '../../../../electron/main/log/logger';
import { workflowHandlers } from '../../../../electron/main/workflow';
import type { Result } from '../../../../electron/shared/ipc';
import type { DacePrintView, OwedDaceChange, OwedDaceView } from '../../../../electron/shared/workflow';
import type { WorkflowFixture } from './fixture';
import { killEmitChildAt } from './kill-child';
import { createShipment, openStack, type StackOptions } from './stack';

export interface OwedList {
  /** The server calls this station has made, by the API client's method name. */
  asked: string[];
  /** The owed DACE changes the workflow told, as the page's `owed-dace` events, in order. */
  changes: OwedDaceChange[];
  owed(): Promise<Result<OwedDaceView[]>>;
  print(shipmentId: string): Promise<Result<DacePrintView>>;
  invoke(channel: string, input: unknown): Promise<unknown>;
}

/** A shipment whose label a killed child bought: the wallet's balance before, and what it charged. */
export interface KilledWithItsDaceAsked {
  shipmentId: string;
  before: number;
  charged: number;
}

/**
 * A real station process (the fixture's own station closed first: the child owns the data folder
 * until it dies) SIGKILLed with a national-with-DACE shipment's label queued and its thermal DACE
 * generated and not downloaded; it charged the wallet (more than nothing).
 */
export async function killWithItsDaceAsked(fixture: WorkflowFixture): Promise<KilledWithItsDaceAsked> {
  fixture.stack.close();
  const before = await fixture.balance();
  const shipmentId = await createShipment(fixture.api, 'national-dce');
  await killEmitChildAt(fixture, shipmentId, 'dace-asked', { dace: 'T' });
  const charged = before - (await fixture.balance());
  expect(charged).toBeGreaterThan(0);
  return { shipmentId, before, charged };
}

/**
 * Opens fixture.stack on its data folder (with `routes`' DACE printers, when given); the order's
 * reference in the desk journal is `externalRef`.
 */
export function reopenWithOwedList(
  fixture: WorkflowFixture,
  externalRef: string,
  routes: Pick<StackOptions, 'dacePdf'> = {},
): OwedList {
  const asked: string[] = [];
  // The workflow's owed-DACE changes take the station's own way to the page: the internal bus,
  // then toRenderer's `owed-dace` event, collected as a window would receive it.
  const changes: OwedDaceChange[] = [];
  const bus = createBus<StationEvents>(() => undefined);
  const page = createRendererEvents();
  toRenderer(bus, page);
  page.subscribe((name, payload) => {
    if (name === 'owed-dace') changes.push(payload as OwedDaceChange);
  });
  const api = new Proxy(fixture.api, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        asked.push(String(name));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  fixture.stack = openStack({
    dataDir: fixture.dataDir,
    api,
    tenantId: fixture.tenantId,
    label: fixture.target,
    onOwedDace: (change) => bus.emit('emission.owed-dace', change),
    ...routes,
  });
  const registry = createRegistry(
    workflowHandlers(fixture.stack.workflow, {
      printers: fixture.stack.printing,
      dace: api,
      orderOf: () => ({ quotedPriceCents: null, externalRef, recipientName: null }),
    }) as unknown as HandlerMap,
    { logger: silentLogger(), locale: () => 'pt-BR' },
  );
  const invoke = (channel: string, input: unknown) => registry.invoke(channel, input);
  return {
    asked,
    changes,
    invoke,
    owed: async () => (await invoke('labels:owed-daces', undefined)) as Result<OwedDaceView[]>,
    print: async (shipmentId) => (await invoke('labels:print-owed-dace', { shipmentId })) as Result<DacePrintView>,
  };
}

/**
 * Another print of a DACE already printed (another click, another window) answers the first
 * print's job, and asks the server nothing.
 */
export async function expectAnotherPrintToAnswerTheFirst(
  list: OwedList,
  shipmentId: string,
  first: Result<DacePrintView>,
): Promise<void> {
  const askedBefore = list.asked.length;
  const again = await list.print(shipmentId);
  expect(again).toMatchObject({ ok: true, value: { shipmentId } });
  expect(again.ok && again.value.printJob.jobId).toBe(first.ok && first.value.printJob.jobId);
  expect(list.asked.slice(askedBefore)).toEqual([]);
}
