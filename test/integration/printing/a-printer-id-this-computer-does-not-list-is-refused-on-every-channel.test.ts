// Issue 28.6: a printer id that reaches main over a channel names a printer main will open: a
// `windows:\\host\share` would have the Windows spooler connect to that host with the desk
// user's credentials, a made-up network address would get the desk's labels, a made-up CUPS
// name would reach lp. So an id must be one this computer lists (its CUPS queues, Windows
// printers) or a network printer the operator added; any other is refused with the station's
// words in both languages, before anything is opened, on every channel that takes one, the
// routes of settings:update included (a route left as it was still saves). Real parts: a whole
// station, CUPS with a raw queue, TCP listeners standing in for printers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../../electron/shared/ipc';
import { translate } from '../../../electron/shared/messages/translate';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { startDeskFixture, type DeskFixture } from '../desk/support/desk-fixture';
import { createShipment } from '../workflow/support/stack';

let f: DeskFixture;
let stranger: PrintListener;
let shipmentId: string;
let jobId: string;

beforeAll(async () => {
  f = await startDeskFixture(); // a CUPS raw queue, listed by lpstat, routed for labels
  // A printer on the network nobody added here: it must never be connected to.
  stranger = await startPrintListener({ zebra: { identity: 'ZD420-203dpi,V84.20.18Z,8,8192KB' } });
  shipmentId = await createShipment(f.station.api, 'national');
  jobId = (await f.call('labels:emit-and-print', { shipmentId })).printJob.jobId;
  expect(await f.station.printing.queue.settled(jobId)).toMatchObject({ status: 'done' });
}, 60_000);

afterAll(async () => {
  await f?.close();
  await stranger?.close();
});

const UNC = 'windows:\\\\servidor-estranho\\etiquetas';

describe('a printer id this computer does not list', () => {
  it('is refused in both languages when it names a Windows share, a CUPS queue that does not exist or a network printer nobody added', async () => {
    const ids = [UNC, 'cups:Fila_Inexistente', `network:127.0.0.1:${stranger.port}`];
    const names = ['\\\\servidor-estranho\\etiquetas', 'Fila_Inexistente', `127.0.0.1:${stranger.port}`];
    for (const [i, printerId] of ids.entries()) {
      const result = await f.invoke('printers:detect', { printerId });
      expect(result).toMatchObject({
        ok: false,
        error: {
          kind: 'validation',
          field: 'printerId',
          said: { key: 'printing.printerNotListed', params: { name: names[i] } },
        },
      });
      const said = (result.error as unknown as { said: Parameters<typeof translate>[0] }).said;
      expect(translate(said, 'pt-BR')).toBe(
        `A impressora "${names[i]}" não está na lista de impressoras deste computador nem entre as impressoras de rede adicionadas aqui; escolha uma da lista.`,
      );
      expect(translate(said, 'en')).toBe(
        `The printer "${names[i]}" is not in this computer's printer list nor among the network printers added here; choose one from the list.`,
      );
    }
    // Detecting would have asked it ~HI: it was never connected to.
    expect(stranger.connections().accepted).toBe(0);
  });

  it('is refused by every channel that takes a printer, and nothing is printed or saved', async () => {
    const profiles = f.station.printing.settings.current().profiles;
    const calls: Array<[Channel, object]> = [
      ['printers:check', { printerId: UNC }],
      ['printers:test', { printerId: UNC }],
      ['printers:profile', { printerId: UNC }],
      ['printers:set-profile', { printerId: UNC, profile: null }],
      ['printers:detect', { printerId: UNC }],
      ['printers:remove-network', { printerId: `network:127.0.0.1:${stranger.port}` }],
      ['printers:resend', { jobId, printerId: UNC }],
      ['labels:reprint', { id: shipmentId, printerId: UNC }],
      ['labels:cancel-held-copy', { id: shipmentId, printerId: UNC }],
      ['desk:scan', { text: 'PED-QUALQUER', printerId: `network:127.0.0.1:${stranger.port}` }],
      ['desk:day-summary-pdf', { print: true, printerId: UNC }],
    ];
    const jobsBefore = f.station.printing.queue.list(100).length;
    for (const [channel, input] of calls) {
      const result = await f.invoke(channel, input);
      expect(result, channel).toMatchObject({
        ok: false,
        error: { kind: 'validation', said: { key: 'printing.printerNotListed' } },
      });
    }
    expect(f.station.printing.queue.list(100)).toHaveLength(jobsBefore);
    expect(f.station.printing.settings.current().profiles).toEqual(profiles);
    expect(stranger.connections().accepted).toBe(0);
  });

  it('is refused as a new route in settings, which keep their printers; a route left as it was still saves', async () => {
    const before = (await f.call('settings:get')).settings.printers;
    const refused = await f.invoke('settings:update', { printers: { dacePdf: UNC }, strictMode: false });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'validation', field: 'printers.dacePdf', said: { key: 'printing.printerNotListed' } },
    });
    expect((await f.call('settings:get')).settings).toMatchObject({ printers: before, strictMode: true });
    // The page saves the whole form: the label route as it was, the others cleared.
    const saved = await f.call('settings:update', {
      printers: { label: before.label, daceThermal: null, dacePdf: null },
      strictMode: false,
    });
    expect(saved.settings).toMatchObject({ printers: { label: f.printerId }, strictMode: false });
  });

  it('is taken once the operator adds it, and a listed CUPS queue always is', async () => {
    const added = await f.call('printers:add-network', { address: `127.0.0.1:${stranger.port}` });
    const detected = await f.call('printers:detect', { printerId: added.id });
    expect(detected).toMatchObject({ source: 'printer', model: 'ZD420-203dpi' });
    expect(await f.call('printers:profile', { printerId: f.printerId })).toMatchObject({ printerId: f.printerId });
    const routed = await f.call('settings:update', { printers: { dacePdf: added.id } });
    expect(routed.settings.printers.dacePdf).toBe(added.id);
  });
});
