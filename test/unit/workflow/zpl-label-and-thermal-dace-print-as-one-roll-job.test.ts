// A carrier that sends ZPL labels: the label goes raw to the printer, and a thermal DACE asked
// for with it joins the label's job (one job, same roll, nothing in between) when both are routed
// to the same printer; otherwise each goes to its own printer.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../../../electron/shared/messages/translate';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { apiError, fakeApi, ready, SHIPMENT } from './fake-api';
import { network, openHarness, type Harness } from './workflow-harness';

const LABEL_ZPL = '^XA^CI28^FO40,40^A0N,40,40^FDPX123456785BR^FS^XZ\n';
const DACE_ZPL = '^XA^CI28^FO40,40^A0N,30,30^FDDACE 3525…^FS^XZ\n';
const encode = (text: string) => new TextEncoder().encode(text);

let harness: Harness | undefined;
const listeners: PrintListener[] = [];
afterEach(async () => {
  harness?.close();
  for (const l of listeners.splice(0)) await l.close();
});
const listener = async () => {
  const l = await startPrintListener();
  listeners.push(l);
  return l;
};

/**
 * What a kill between the label's job and its record leaves (the purchase still 'ready'), resumed:
 * the label is not queued again, its DACE failed again, and it is owed with that failure's reason.
 */
async function expectOwedAfterAResume(opened: ReturnType<typeof openHarness>): Promise<void> {
  const db = new DatabaseSync(join(opened.dataDir, 'workflow.db'));
  db.prepare(
    `UPDATE emissions SET state = 'ready', content_type = NULL, print_job_id = NULL WHERE shipment_id = ?`,
  ).run(SHIPMENT);
  db.close();
  const [resumed] = await opened.workflow.resume();
  expect(resumed?.result).toMatchObject({ ok: true, value: { newlyQueued: false, dace: { ok: false } } });
  // The owed record keeps why (the failure the resume met, in the station's words) for its line.
  const dace = resumed?.result.ok ? resumed.result.value.dace : undefined;
  const failed = dace && !dace.ok ? dace.error.said : undefined;
  expect(failed).toMatchObject({ key: expect.any(String) });
  expect(opened.workflow.owedDaces()).toMatchObject([{ shipmentId: SHIPMENT, dace: 'T', daceFailure: failed }]);
}

describe('a ZPL label', () => {
  it('with a thermal DACE on the same printer: one raw job, label then DACE', async () => {
    const printer = await listener();
    harness = openHarness(
      fakeApi([ready()], { label: encode(LABEL_ZPL), labelType: 'text/plain', thermalDace: DACE_ZPL }),
      { label: network(printer.port) },
    );

    const outcome = await harness.workflow.emitAndPrint(SHIPMENT, { dace: 'T' });
    expect(outcome).toMatchObject({
      contentType: 'application/zpl',
      dace: { ok: true, value: { combinedWithLabel: true, kind: 'dace-thermal' } },
    });
    expect(outcome.dace?.ok && outcome.dace.value.printJob.id).toBe(outcome.printJob.id);
    await harness.printing.queue.settled(outcome.printJob.id);
    // One job: the queue holds only it, done (a TCP job is done once the printer took it).
    expect(harness.printing.queue.list()).toMatchObject([{ id: outcome.printJob.id, status: 'done' }]);
    const jobs = await printer.jobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.toString('utf8')).toBe(LABEL_ZPL + DACE_ZPL);
  });

  it('resumed after a kill between its queueing and its record: the roll is not printed again, nor its DACE apart', async () => {
    const printer = await listener();
    const opened = openHarness(
      fakeApi([ready()], { label: encode(LABEL_ZPL), labelType: 'text/plain', thermalDace: DACE_ZPL }),
      { label: network(printer.port) },
    );
    harness = opened;
    const outcome = await harness.workflow.emitAndPrint(SHIPMENT, { dace: 'T' });
    await harness.printing.queue.settled(outcome.printJob.id);
    // What a kill right after the queue took the job leaves: the purchase still 'ready' in
    // workflow.db (its record() never ran), the joined job done in the print queue.
    const db = new DatabaseSync(join(opened.dataDir, 'workflow.db'));
    db.prepare(
      `UPDATE emissions SET state = 'ready', content_type = NULL, print_job_id = NULL, dace_job_id = NULL WHERE shipment_id = ?`,
    ).run(SHIPMENT);
    db.close();

    const [resumed] = await harness.workflow.resume();
    expect(resumed?.result).toMatchObject({
      ok: true,
      value: { printJob: { id: outcome.printJob.id }, dace: { ok: true, value: { combinedWithLabel: true } } },
    });
    await new Promise((settle) => setTimeout(settle, 300));
    // One job ever reached the printer: the label and its DACE, once.
    expect((await printer.jobs()).map((job) => job.toString('utf8'))).toEqual([LABEL_ZPL + DACE_ZPL]);
    expect(harness.printing.queue.list()).toHaveLength(1);
  });

  it('whose DACE the server refuses: settled when the page that bought is told, owed when a resume meets it', async () => {
    const printer = await listener();
    const api = fakeApi([ready()], { label: encode(LABEL_ZPL), labelType: 'text/plain', thermalDace: DACE_ZPL });
    const refuse: typeof api.generateDace = () => Promise.reject(apiError('server', 'not-sent', 503));
    const refusing = { ...api, generateDace: refuse };
    const opened = openHarness(refusing, { label: network(printer.port) });
    harness = opened;
    // The page that bought is told: the label alone, the failure in its answer, nothing owed.
    const outcome = await harness.workflow.emitAndPrint(SHIPMENT, { dace: 'T' });
    expect(outcome.dace).toMatchObject({ ok: false, error: { kind: 'server' } });
    await harness.printing.queue.settled(outcome.printJob.id);
    expect(harness.workflow.owedDaces()).toEqual([]);
    // A kill between the label's job and its record: the resume meets the refusal, which nobody
    // sees, so the DACE is owed (the label is not printed again).
    await expectOwedAfterAResume(opened);
    // Once the server answers, it prints apart, once.
    refusing.generateDace = api.generateDace;
    const printed = await harness.workflow.printOwedDace(SHIPMENT);
    await harness.printing.queue.settled(printed.printJob.id);
    expect(await harness.workflow.printOwedDace(SHIPMENT)).toMatchObject({ printJob: { id: printed.printJob.id } });
    expect(harness.workflow.owedDaces()).toEqual([]);
    expect((await printer.jobs()).map((job) => job.toString('utf8'))).toEqual([LABEL_ZPL, DACE_ZPL]);
  });

  it('whose fetched DACE cannot be joined to it: settled when the page that bought is told, owed when a resume meets it', async () => {
    // A ZPL label padded with NUL bytes after its ^XZ (read as ZPL, printed as sent) is no
    // document combineForOneRoll joins: the DACE was fetched, and the label's job does not carry it.
    const padded = `${LABEL_ZPL}\0\0`;
    const printer = await listener();
    const api = fakeApi([ready()], { label: encode(padded), labelType: 'text/plain', thermalDace: DACE_ZPL });
    const opened = openHarness(api, { label: network(printer.port) });
    harness = opened;
    const outcome = await harness.workflow.emitAndPrint(SHIPMENT, { dace: 'T' });
    // Said as a DACE not joined to its label (the server's file), never as a printer not ready.
    expect(outcome.dace).toMatchObject({
      ok: false,
      error: {
        kind: 'contract',
        said: {
          key: 'workflow.daceNotJoined',
          params: { tracking: 'PX123456785BR', reason: { key: 'workflow.labelNotWholeZpl' } },
        },
      },
    });
    const error = outcome.dace?.ok === false ? outcome.dace.error : undefined;
    expect(error && translate(error.said, 'pt-BR')).toBe(
      'A DACE térmica do envio PX123456785BR não pôde ser juntada à etiqueta: o arquivo da etiqueta enviado pelo ' +
        'servidor não é um ZPL completo (^XA … ^XZ). A etiqueta foi enviada à impressora sem ela; imprima a DACE à parte.',
    );
    expect(error && translate(error.said, 'en')).toBe(
      'The thermal DACE of shipment PX123456785BR could not be joined to the label: the label file the server sent ' +
        'is not whole ZPL (^XA … ^XZ). The label was sent to the printer without it; print the DACE separately.',
    );
    await harness.printing.queue.settled(outcome.printJob.id);
    expect(harness.workflow.owedDaces()).toEqual([]);
    // A kill between the label's job and its record: the resume fetches the DACE and cannot join
    // it, which nobody sees, so it is owed (the label is not printed again).
    await expectOwedAfterAResume(opened);
    // Printed apart from the list, once; the next resume prints nothing.
    const printed = await harness.workflow.printOwedDace(SHIPMENT);
    await harness.printing.queue.settled(printed.printJob.id);
    expect(harness.workflow.owedDaces()).toEqual([]);
    expect(await harness.workflow.resume()).toEqual([]);
    expect((await printer.jobs()).map((job) => job.toString('utf8'))).toEqual([padded, DACE_ZPL]);
  });

  it('with the thermal DACE routed to another printer: two jobs, each on its printer', async () => {
    const labels = await listener();
    const daces = await listener();
    harness = openHarness(fakeApi([ready()], { label: encode(LABEL_ZPL), thermalDace: DACE_ZPL }), {
      label: network(labels.port),
      'dace-thermal': network(daces.port),
    });

    const outcome = await harness.workflow.emitAndPrint(SHIPMENT, { dace: 'T' });
    expect(outcome.dace).toMatchObject({ ok: true, value: { combinedWithLabel: false } });
    expect((await labels.waitForJobs(1))[0]?.toString('utf8')).toBe(LABEL_ZPL);
    expect((await daces.waitForJobs(1))[0]?.toString('utf8')).toBe(DACE_ZPL);
  });

  it('that is neither PDF nor ZPL is not printed, and the bought label stays resumable', async () => {
    const printer = await listener();
    harness = openHarness(fakeApi([ready()], { label: encode('<html>error</html>'), labelType: 'text/html' }), {
      label: network(printer.port),
    });
    await expect(harness.workflow.emitAndPrint(SHIPMENT)).rejects.toMatchObject({
      kind: 'contract',
      said: {
        key: 'workflow.paid',
        params: expect.objectContaining({ reason: { key: 'workflow.labelNotPrintable' } }),
      },
    });
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('ready');
    expect(harness.printing.queue.list()).toHaveLength(0);
  });
});
