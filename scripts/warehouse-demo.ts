// npm run warehouse:demo: the warehouse without a database of your own. Starts, on this computer:
//   - a PostgreSQL in a temporary folder (the tests' own, test/support/postgres.ts: initdb and
//     postgres run as an unprivileged user), the warehouse journal;
//   - the training server (the embedded sandbox: nothing is charged for real);
//   - a label "printer" that keeps each job as a file (test/support/print-listener.ts);
//   - two desks, "Bancada 1" and "Bancada 2", each a browser host with its own data folder,
//     logged in to the demo loja and joined to the journal.
// Prints the two addresses: open each in its own browser window and scan (or type) the same order
// at both: one charge, and the second desk says which desk bought it. Ctrl-C stops everything and
// removes the folders.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox } from '../electron/sandbox';
import { startPrintListener } from '../test/support/print-listener';
import { startWarehouse } from '../test/integration/warehouse/support/warehouse';
import { startDeskProcess, type DeskProcess } from '../test/integration/warehouse/support/desk-process';

const say = (line: string) => process.stdout.write(`${line}\n`);

const folder = await mkdtemp(join(tmpdir(), 'warehouse-demo-'));
const warehouse = await startWarehouse();
const sandbox = await startSandbox({ port: 0, dataDir: join(folder, 'training-server'), localized: true });
const printer = await startPrintListener();
const desks: DeskProcess[] = [];
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  say('stopping the demo…');
  await Promise.allSettled(desks.map((d) => d.close()));
  await printer.close();
  await sandbox.close();
  await warehouse.close();
  await rm(folder, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  for (const name of ['Bancada 1', 'Bancada 2'])
    desks.push(
      await startDeskProcess({
        name,
        api: sandbox.url,
        printerPort: printer.port,
        warehouse: warehouse.config(),
        dataDir: undefined,
        rendererDir: resolve('out/renderer'),
      }),
    );
} catch (error) {
  process.stderr.write(`the demo could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  await stop();
}

say(`warehouse journal: PostgreSQL ${warehouse.pg.host}:${warehouse.pg.port}, database ${warehouse.database}`);
say(`training server:   ${sandbox.url} (nothing is charged for real)`);
say(`printed labels:    ${printer.dir}`);
for (const desk of desks) say(`${desk.name}: ${desk.url}`);
say('Open each address in its own browser window. Ctrl-C stops the demo.');
