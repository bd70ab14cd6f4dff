// The print queue keeps a job's last failure as JSON in print-queue.sqlite and decides on its kind
// whether to try again, so a row written by an earlier version must read back as the same failure:
// this version's shape (the station's failure shape: kind, said, quoted), the one before it
// (message as a key, detail, detailFrom) and the oldest (a sentence), each with its kind kept.
// It is read by the one reader of stored failures (the journal's and batch rows' too), told the
// print kinds.
import { describe, expect, it } from 'vitest';
import { readStationError } from '../../../electron/main/ipc';
import { isRetryable, PRINT_ERROR_KINDS, printError, printFailure } from '../../../electron/main/printing';

const readPrintError = (stored: string) => readStationError(stored, PRINT_ERROR_KINDS, 'print-failed');

const SAID = { key: 'printing.noAnswerWaits', params: { name: 'Zebra' } } as const;

describe('a print error stored in the queue', () => {
  it('reads back what this version writes, unchanged', () => {
    const written = printError('printer-unavailable', SAID, 'lp: printer is not responding');
    expect(written).toEqual({
      kind: 'printer-unavailable',
      said: SAID,
      quoted: { source: 'printer', lines: ['lp: printer is not responding'] },
    });
    expect(readPrintError(JSON.stringify(written))).toEqual(written);
    const system = printError('print-failed', { key: 'printing.queueCannotWrite' }, 'SQLITE_FULL', 'system');
    expect(readPrintError(JSON.stringify(system))).toEqual(system);
    // A conversion's reason inside the printer's sentence, and the engine's words on two lines.
    const converted = {
      kind: 'unsupported',
      said: {
        key: 'printing.conversionFailed',
        params: {
          problem: { key: 'printing.convertUnreadable', params: { name: 'Zebra' } },
          reason: { key: 'thermal.pdfUnreadable' },
        },
      },
      quoted: { source: 'system', lines: ['no objects found', 'cannot find startxref'] },
    };
    expect(readPrintError(JSON.stringify(converted))).toEqual(converted);
  });

  it('reads what the version before wrote (message, detail, detailFrom) as the same failure, still retried on its kind', () => {
    const old = readPrintError(
      JSON.stringify({ kind: 'printer-unavailable', message: SAID, detail: 'lp: printer is not responding' }),
    );
    expect(old).toEqual(printError('printer-unavailable', SAID, 'lp: printer is not responding'));
    expect(isRetryable(old)).toBe(true);
    const disk = readPrintError(
      JSON.stringify({
        kind: 'print-failed',
        message: { key: 'printing.queueCannotWrite' },
        detail: 'SQLITE_FULL',
        detailFrom: 'system',
      }),
    );
    expect(disk.quoted).toEqual({ source: 'system', lines: ['SQLITE_FULL'] });
    expect(readPrintError(JSON.stringify({ kind: 'job-state', message: SAID }))).toEqual({
      kind: 'job-state',
      said: SAID,
    });
  });

  it('keeps an old sentence verbatim, and makes unreadable text a print failure', () => {
    const sentence = readPrintError(JSON.stringify({ kind: 'bytes-expired', message: 'No data left to print' }));
    expect(sentence.kind).toBe('bytes-expired');
    expect(sentence.said).toEqual({ key: 'common.verbatim', params: { text: 'No data left to print' } });
    expect(readPrintError('not json')).toEqual({
      kind: 'print-failed',
      said: { key: 'common.verbatim', params: { text: 'not json' } },
    });
    expect(readPrintError(JSON.stringify({ kind: 'a-kind-of-a-newer-version', said: SAID }))).toEqual({
      kind: 'print-failed',
      said: SAID,
    });
  });

  it('becomes the one Failure with the tool’s words quoted under their own source', () => {
    const failure = printFailure(
      printError('print-failed', { key: 'printing.queueCannotWrite' }, 'SQLITE_FULL', 'system'),
    );
    expect(failure).toMatchObject({
      kind: 'printer-unavailable',
      quoted: { source: 'system', lines: ['SQLITE_FULL'] },
    });
  });
});
