// Issue 29, items 2 and 4, for a CSV batch run in main, against the sandbox and a network printer:
// a row whose weight or size no carrier takes (60 kg, a 130 cm side, a scanner's code in weightKg)
// is refused at import in the ship screen's words after its column, is never quoted (the quotes
// the station sends are counted), and the other rows are bought and printed; a row whose street
// is longer than its label prints is named with what comes out and what is left off, for any
// carrier before its quote and for the carrier bought after it. A row weighed at the desk whose
// reading is beyond every carrier is refused by the runner before its quote, in the same words,
// and the rows after it go on.
import { describe, expect, it } from 'vitest';
import { labelFitLines } from '../../../electron/shared/label-fields';
import type { BatchView } from '../../../electron/shared/desk';
import { isReading } from '../../support/scale-watch';
import { spoken } from '../../support/said';
import { toCsv, typedRow } from './support/batch-csv';
import { jobsExactly, startDeskFixture, waitFor } from './support/desk-fixture';
import { BOX } from './support/parties';
import { useWeighingDesks } from './support/weighing-desk';

/** 60 characters: longer than Correios' 50 and the default's 35. */
const LONG_STREET = 'Avenida Presidente Juscelino Kubitschek de Oliveira Sobrinho';

const box = (size: { lengthCm: string; widthCm: string; heightCm: string; weightKg?: string }) => ({
  preset: undefined,
  format: '2',
  ...size,
});

const desks = useWeighingDesks();

/** The peso of every quote the station asks the server for. */
function countingFetch(): { fetch: typeof fetch; pesos: number[] } {
  const pesos: number[] = [];
  const counting: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname.includes('/quotes/simulate')) {
      const text = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
      pesos.push((JSON.parse(text) as { peso: number }).peso);
    }
    // Sent as the station sent it (its own connection pool in init).
    return fetch(input, init);
  };
  return { fetch: counting, pesos };
}

describe('a batch', () => {
  it('refuses a row beyond every carrier before any quote, names a field its label cuts, and buys the rest', async () => {
    const counted = countingFetch();
    const f = await startDeskFixture({ printer: 'network', fetch: counted.fetch });
    try {
      await f.call('desk:preset-save', BOX);
      const rows = [
        typedRow(1, { street: LONG_STREET }),
        typedRow(2, box({ lengthCm: '30', widthCm: '20', heightCm: '10', weightKg: '60' })),
        typedRow(3, box({ lengthCm: '130', widthCm: '20', heightCm: '10', weightKg: '2' })),
        typedRow(4, box({ lengthCm: '110', widthCm: '100', heightCm: '50', weightKg: '2' })),
        typedRow(5, { weightKg: '7891234567895' }), // a scanner's code over the preset's weight
        typedRow(6, { weightKg: '1,3' }),
      ];
      const imported = await f.call('desk:batch-import', { csv: toCsv(rows), fileName: 'limites.csv' });
      expect(imported.errors.map((e) => [e.index, e.messages])).toEqual([
        [2, ['weightKg: Mais pesado do que as transportadoras da loja levam: até 50 kg (Jadlog)']],
        [3, ['lengthCm: Maior do que as transportadoras da loja levam: um lado de até 120 cm (Jadlog)']],
        [4, ['lengthCm: As medidas somam 260 cm; as transportadoras da loja levam até 250 cm somadas (Jadlog)']],
        [5, ['weightKg: Mais pesado do que as transportadoras da loja levam: até 50 kg (Jadlog)']],
      ]);

      // Before its quote, row 1's street is measured against any carrier's label (the default's 35).
      const ready = imported.batch.rows;
      expect(ready[0]?.labelFit).toEqual([
        {
          party: 'destination',
          field: 'street',
          length: 60,
          max: 35,
          printed: 'Avenida Presidente Juscelino Kubits',
          cut: 'chek de Oliveira Sobrinho',
          carrier: null,
        },
      ]);
      expect(ready[5]?.labelFit).toEqual([]);

      const { batchId } = imported.batch;
      await f.call('desk:batch-start', { batchId, concurrency: 6 });
      await f.station.desk.service.runner.idle(batchId);
      const done: BatchView = await f.call('desk:batch-status', { batchId });
      expect(done.rows.map((r) => (r.invalid ? 'invalid' : r.state))).toEqual([
        'printed',
        'invalid',
        'invalid',
        'invalid',
        'invalid',
        'printed',
      ]);
      await jobsExactly(f, 2);
      // Only rows 1 and 6 were quoted (1,1 kg and 1,3 kg); nothing of the refused rows reached the server.
      expect([...counted.pesos].sort()).toEqual([1.1, 1.3]);

      // Bought: row 1's street measured against the label of the carrier it was bought from.
      const bought = done.rows[0]!;
      expect(bought.carrierName).toBeTruthy();
      expect(bought.labelFit).toHaveLength(1);
      expect(bought.labelFit[0]).toMatchObject({ party: 'destination', field: 'street', length: 60 });
      expect(bought.labelFit).toEqual(
        labelFitLines({ destination: { ...rows[0], personName: String(rows[0]!.name) } as never }, [
          { carrierName: bought.carrierName! },
        ]),
      );
    } finally {
      await f.close();
    }
  });

  it('refuses a row weighed at the desk beyond every carrier before its quote, and the rows after it go on', async () => {
    const { f: desk, scale } = await desks.withScale({ grams: 60_000 });
    await scale.until(isReading(60_000));
    const rows = [
      typedRow(1),
      { ...typedRow(2), ...box({ lengthCm: '30', widthCm: '20', heightCm: '10' }) },
      typedRow(3),
    ];
    delete rows[1]!.weightKg;
    const imported = await desk.call('desk:batch-import', { csv: toCsv(rows), fileName: 'pesar.csv' });
    expect(imported.errors).toEqual([]);
    const { batchId } = imported.batch;
    await desk.call('desk:batch-start', { batchId, concurrency: 6 });
    await waitFor(
      async () => (await desk.call('desk:batch-status', { batchId })).rows[1]?.state === 'awaiting-weight',
      'row 2 waiting for its weight',
    );
    await desk.call('desk:batch-confirm-weight', { batchId, index: 2 });
    await desk.station.desk.service.runner.idle(batchId);
    const done: BatchView = await desk.call('desk:batch-status', { batchId });
    expect(done.rows.map((r) => r.state)).toEqual(['printed', 'failed', 'printed']);
    const refused = done.rows[1]!;
    // Not quoted: no option, no shipment, nothing that may be charged; the ship screen's words.
    expect(refused).toMatchObject({ shipmentId: null, carrierName: null, mayBeCharged: false });
    expect(refused.error).toMatchObject({ kind: 'validation', said: { key: 'limits.overWeight' } });
    expect(spoken(refused.error!)).toBe('Mais pesado do que as transportadoras da loja levam: até 50 kg (Jadlog)');
    expect(spoken(refused.error!, 'en')).toBe("Heavier than the store's carriers take: up to 50 kg (Jadlog)");
    await jobsExactly(desk, 2);
    scale.stop();
  });
});
