// A job's view reaches the page two ways: the answer to the call that changed it, and the
// job's own `print-job` events. Under load they cross: the label moved to the spare printer
// printed (its "done" event arrived) before the answer to "send it there" (the job as it was
// moved: queued). The page keeps the newest view by `updatedAt`, which main makes strictly
// increasing per job; the older answer must not put a printed label back to "waiting".
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrintJobView } from '../../../electron/shared/printing';
import { PrintHistory } from '../../../renderer/src/features/label/PrintHistory';
import type { ShipmentRecord } from '../../../renderer/src/features/label/labelSlice';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';
import { printJobView } from './support/fixtures';

const view = (extra: Partial<PrintJobView>): PrintJobView =>
  printJobView({
    status: 'printing',
    contentType: 'application/zpl',
    printerId: 'cups:SS-First',
    printer: 'SS-First',
    shipmentId: 'ship-1',
    attempts: 1,
    createdAt: '2026-11-27T14:06:00.000Z',
    updatedAt: '2026-11-27T14:06:00.010Z',
    ...extra,
  });

const onFirst = view({});
const movedToSpare = view({
  status: 'queued',
  printerId: 'cups:SS-Spare',
  printer: 'SS-Spare',
  attempts: 0,
  updatedAt: '2026-11-27T14:06:05.000Z',
});
const printedOnSpare = view({
  status: 'done',
  printerId: 'cups:SS-Spare',
  printer: 'SS-Spare',
  updatedAt: '2026-11-27T14:06:06.500Z',
});

const record = {
  shipmentId: 'ship-1',
  labelId: 'label-1',
  trackingCode: 'AA123456785BR',
  printJobId: 'job-1',
  printer: 'SS-First',
  printStatus: 'printing',
  createdAt: '2026-11-27T14:06:00.000Z',
} as ShipmentRecord;

describe('a job answer older than the events the page already has', () => {
  it('leaves the label printed on the spare when "send to another printer" answers after the label came out', async () => {
    installStation({
      'labels.reprint': () => {
        // The job's events outrun the answer: moved, then printed on the spare.
        useStore.getState().applyPrintJob(movedToSpare);
        useStore.getState().applyPrintJob(printedOnSpare);
        return movedToSpare;
      },
    });
    renderDesk(<PrintHistory record={record} />, { state: { printJobs: [onFirst] } });
    expect(await useStore.getState().reprint('ship-1', 'cups:SS-Spare')).toBe(true);

    expect(useStore.getState().printJobs).toEqual([printedOnSpare]);
    // Still said where it went, and from where: the answer's printer against the page's view before the call.
    expect(useStore.getState().reprintResult).toMatchObject({ ok: true, movedFrom: 'SS-First' });
    const row = await screen.findByRole('row');
    expect(row.getAttribute('data-status')).toBe('done');
    expect(row.textContent).toContain('SS-Spare');
  });

  it('keeps an event that arrived while the job list was being read, and a job created meanwhile', async () => {
    const newer = view({
      jobId: 'job-2',
      createdAt: '2026-11-27T14:07:00.000Z',
      updatedAt: '2026-11-27T14:07:00.000Z',
    });
    installStation({
      'printers.jobs': () => {
        useStore.getState().applyPrintJob(printedOnSpare);
        useStore.getState().applyPrintJob(newer);
        return [movedToSpare]; // read before either event
      },
    });
    renderDesk(<PrintHistory record={record} />, { state: { printJobs: [onFirst] } });
    await useStore.getState().loadPrintJobs();
    expect(useStore.getState().printJobs).toEqual([newer, printedOnSpare]);
  });

  it('takes a newer answer over an older view', () => {
    installStation({});
    renderDesk(<PrintHistory record={record} />, { state: { printJobs: [movedToSpare] } });
    useStore.getState().applyPrintJob(printedOnSpare);
    expect(useStore.getState().printJobs).toEqual([printedOnSpare]);
  });
});
