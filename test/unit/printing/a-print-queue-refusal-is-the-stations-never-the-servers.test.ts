// Issue 17, point 5: a refusal by the print queue ("this label already came out", "still in the
// printer's queue") is the station's own rule. It crosses as its own kind, with its own heading in
// both languages, never as "Recusado pelo servidor".
import { describe, expect, it } from 'vitest';
import { printError } from '../../../electron/main/printing/errors';
import { failed } from '../../../electron/shared/result';
import { printFailure } from '../../../electron/main/printing/failure';
import { said } from '../../../electron/shared/messages';
import { app as en } from '../../../electron/shared/messages/en/app';
import { app as ptBR } from '../../../electron/shared/messages/pt-BR/app';

describe('a print queue refusal', () => {
  it('crosses as the station refusing, with a heading of its own in pt-BR and en', () => {
    const refused = failed(printError('job-state', said('printing.stillInQueue', { name: 'ZD220' })));
    const failure = printFailure(refused.error);
    expect(failure.kind).toBe('station-refused');
    expect(ptBR.errors.kind['station-refused'].title).toBe('Recusado pela estação');
    expect(en.errors.kind['station-refused'].title).toBe('Refused by this station');
    expect(ptBR.errors.kind['station-refused'].title).not.toBe(ptBR.errors.kind.rejected.title);
  });

  it('keeps the printer kinds for a printer that cannot print', () => {
    expect(printFailure(failed(printError('printer-unavailable', said('printing.queueClosed'))).error).kind).toBe(
      'printer-unavailable',
    );
  });
});
