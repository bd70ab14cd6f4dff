// A station process running a batch, to be killed with SIGKILL halfway: it logs in, saves the
// preset, imports CHILD_INPUT's CSV, starts the batch and echoes every row change as a JSON line
// ({"row": …}); it never exits on its own.
import { openStation } from './desk-fixture';
import type { BatchProgress } from '../../../../electron/shared/desk';
import { CAIXA_P } from '../../../support/parcels';
import { spoken } from '../../../support/said';

interface Input {
  sandboxUrl: string;
  dataDir: string;
  printerId: string;
  csv: string;
  concurrency: number;
}

const input = JSON.parse(process.env.CHILD_INPUT ?? '{}') as Input;
const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);

const station = await openStation(input.dataDir, input.sandboxUrl, input.printerId);
station.events.subscribe((name, payload) => {
  if (name === 'batch-progress' && (payload as BatchProgress).row) say({ row: (payload as BatchProgress).row });
});
const call = async (channel: Parameters<typeof station.registry.invoke>[0], value: unknown) => {
  const result = await station.registry.invoke(channel, value);
  if (!result.ok) throw new Error(`${channel}: ${spoken(result.error)}`);
  return result.value as { batch?: { batchId: string } };
};
await call('desk:preset-save', CAIXA_P);
const imported = await call('desk:batch-import', { csv: input.csv });
const batchId = imported.batch?.batchId as string;
say({ batchId });
await call('desk:batch-start', { batchId, concurrency: input.concurrency });
setInterval(() => undefined, 60_000);
