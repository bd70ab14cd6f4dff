// Discovery against a real CUPS with two queues and a default set with `lpadmin -d`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrinterDiscovery } from '../../../electron/main/printing/discovery';
import { Cups } from '../../../electron/main/printing/cups/cups';
import { runCommand } from '../../../electron/main/printing/run-command';
import {
  createRawQueue,
  defaultQueue,
  ensureCupsd,
  setDefaultQueue,
  uniqueQueueName,
  type RawQueue,
} from '../../support/cups';
import { spoken } from '../../support/said';

let office: RawQueue;
let zebra: RawQueue;
let previousDefault: string | undefined;

beforeAll(async () => {
  await ensureCupsd();
  previousDefault = await defaultQueue();
  office = await createRawQueue({ port: 9, name: uniqueQueueName('SS-Office') });
  zebra = await createRawQueue({
    port: 9100,
    name: uniqueQueueName('SS-Zebra,1'),
    description: 'Zebra da expedição "Balcão 1"',
  });
  await setDefaultQueue(zebra.name);
});

afterAll(async () => {
  if (previousDefault) await setDefaultQueue(previousDefault).catch(() => undefined);
  await office?.remove();
  await zebra?.remove();
});

describe('CUPS printers are discovered with their descriptions and the default', () => {
  it('lists both queues, the default marked, by the name lp takes and the description the operator reads', async () => {
    const discovery = new PrinterDiscovery({
      platform: 'linux',
      cups: new Cups(runCommand),
      networkPrinters: () => [{ kind: 'network', host: '127.0.0.1', port: 9100, label: 'Rede' }],
    });
    const list = await discovery.list();
    if (!list.ok) throw new Error(spoken(list.error.said));
    const ours = list.value.filter(
      (p) => p.target.kind !== 'cups' || [office.name, zebra.name].includes(p.target.name),
    );
    expect(ours).toEqual([
      {
        target: { kind: 'cups', name: zebra.name },
        displayName: 'Zebra da expedição "Balcão 1"',
        isDefault: true,
        deviceUri: 'socket://127.0.0.1:9100',
      },
      {
        target: { kind: 'cups', name: office.name },
        displayName: office.name,
        isDefault: false,
        deviceUri: 'socket://127.0.0.1:9',
      },
      { target: { kind: 'network', host: '127.0.0.1', port: 9100 }, displayName: 'Rede', isDefault: false },
    ]);
    expect(list.value[0]?.target).toEqual({ kind: 'cups', name: zebra.name }); // the default comes first
    const found = await discovery.defaultPrinter();
    expect(found.ok && found.value?.target).toEqual({ kind: 'cups', name: zebra.name });
  });
});
