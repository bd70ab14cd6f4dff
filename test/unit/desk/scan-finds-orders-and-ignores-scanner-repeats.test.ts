// The scan: trimmed, case-folded, by order reference first and then tracking code; a repeat of
// the same text within two seconds prints nothing; a failed reprint may be scanned again at once.
import { describe, expect, it } from 'vitest';
import { JournalStore } from '../../../electron/main/desk/journal/journal-store';
import { Scanner } from '../../../electron/main/desk/scan/scan';
import { Failure } from '../../../electron/main/ipc/failure';
import type { PrintJob } from '../../../electron/main/printing';
import { verbatim } from '../../../electron/shared/messages';
import { spoken } from '../../support/said';
import { useDeskDbs } from './support/desk-db';

const SCOPE = { server: 'training', tenantId: 'a0000000-0000-4000-8000-000000000001' };
const openDb = useDeskDbs('desk-scan-');

function setup(options: { failFirst?: boolean; reprintTakesMs?: number } = {}) {
  const journal = new JournalStore(openDb());
  const base = {
    quoteId: null,
    carrierId: null,
    serviceLevelId: null,
    carrierName: 'Correios',
    serviceName: 'PAC',
    quotedPriceCents: 3_400,
    recipientName: 'Ana',
    recipientCity: 'Recife',
    recipientState: 'PE',
    dace: null,
    source: 'manual' as const,
  };
  journal.created(SCOPE, { ...base, shipmentId: 's-1', externalRef: 'Ped-10' });
  journal.bought(SCOPE, {
    shipmentId: 's-1',
    labelId: 'l-1',
    trackingCode: 'PX123456785BR',
    transactionId: 't-1',
    priceCents: 3_400,
  });
  journal.created(SCOPE, { ...base, shipmentId: 's-2', externalRef: 'PED-11' });
  let clock = 1_000_000;
  let failures = options.failFirst ? 1 : 0;
  const reprints: string[] = [];
  const job = (id: string) =>
    ({
      id,
      key: null,
      reprintOf: 'x',
      document: { kind: 'label', contentType: 'application/pdf', shipmentId: 's-1', labelId: id },
      target: { kind: 'network', host: '127.0.0.1', port: 9100 },
      status: 'queued',
      phase: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      cupsJob: null,
      byteLength: 10,
      bytesKept: true,
      notes: [],
      createdAt: '',
      updatedAt: '',
    }) as PrintJob;
  const scanner = new Scanner({
    journal,
    scope: () => SCOPE,
    printing: {
      queue: {
        list: () => [],
        reprint: () => {
          throw new Error('no dace');
        },
      },
      printRouted: () => {
        throw new Error('not used');
      },
    } as never,
    reprintLabel: (id) => {
      if (failures-- > 0) throw new Failure('printer-unavailable', verbatim('The printer is off'));
      clock += options.reprintTakesMs ?? 0;
      reprints.push(id);
      return { job: job(id), printedNow: true };
    },
    labelFile: async () => {
      throw new Error('not used');
    },
    generateAndPrintDace: async () => {
      throw new Error('not used');
    },
    now: () => clock,
  });
  return { scanner, reprints, tick: (ms: number) => (clock += ms) };
}

describe('scan', () => {
  it('says an empty scan by key, read in pt-BR (the default) or English', async () => {
    const empty = await setup()
      .scanner.scan('   ')
      .catch((error: unknown) => error as Failure);
    expect(empty).toMatchObject({ kind: 'validation', field: 'text', said: { key: 'desk.scanEmpty' } });
    expect(spoken(empty as Failure)).toBe(
      'A leitura veio vazia; leia de novo a referência do pedido ou o código de rastreio.',
    );
    expect(spoken(empty as Failure, 'en')).toBe(
      'The scan was empty; scan the order reference or the tracking code again.',
    );
  });

  it('matches references and tracking codes in any case, and ignores a repeat within 2 s', async () => {
    const { scanner, reprints, tick } = setup();
    expect(await scanner.scan(' ped-10 \r\n')).toMatchObject({
      kind: 'reprinted',
      matchedBy: 'externalRef',
      shipment: { shipmentId: 's-1' },
    });
    expect(await scanner.scan('PED-10')).toEqual({ kind: 'repeat-ignored', text: 'PED-10', windowMs: 2_000 });
    tick(1_999);
    expect((await scanner.scan('Ped-10')).kind).toBe('repeat-ignored');
    tick(1);
    expect((await scanner.scan('ped-10')).kind).toBe('reprinted');
    expect(await scanner.scan('px123456785br')).toMatchObject({ kind: 'reprinted', matchedBy: 'trackingCode' });
    expect(reprints).toEqual(['l-1', 'l-1', 'l-1']);
    expect(await scanner.scan('PED-11')).toMatchObject({
      kind: 'not-bought',
      shipment: { shipmentId: 's-2', status: 'created' },
    });
  });

  it('counts the repeat window from when a slow reprint was done, not from when it was asked', async () => {
    const { scanner, reprints, tick } = setup({ reprintTakesMs: 3_000 });
    expect((await scanner.scan('PED-10')).kind).toBe('reprinted');
    expect((await scanner.scan('PED-10')).kind).toBe('repeat-ignored');
    tick(2_000);
    expect((await scanner.scan('PED-10')).kind).toBe('reprinted');
    expect(reprints).toEqual(['l-1', 'l-1']);
  });

  it('lets the operator scan again at once after a failed reprint', async () => {
    const { scanner, reprints } = setup({ failFirst: true });
    await expect(scanner.scan('PED-10')).rejects.toMatchObject({ kind: 'printer-unavailable' });
    expect((await scanner.scan('PED-10')).kind).toBe('reprinted');
    expect(reprints).toEqual(['l-1']);
  });
});
