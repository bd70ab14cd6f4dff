// What the station says about a failed lp is a key with parameters (never a sentence built in
// main), read in the operator's language where it is shown; lp's own words stay verbatim in
// `detail`, in either language.
import { describe, expect, it } from 'vitest';
import { Cups } from '../../../electron/main/printing/cups/cups';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { type RunCommand } from '../../../electron/main/printing/run-command';
import { spoken } from '../../support/said';

const REFUSING = 'lp: Destination "Zebra" is not accepting jobs.';
const refusing: RunCommand = async () => ({ code: 1, stdout: '', stderr: REFUSING });
const submit = (cups: Cups) => cups.submit('Zebra', '/tmp/f.zpl', 'application/zpl', { title: 't' });

describe('lp errors are said by key and read in pt-BR or English', () => {
  it('says a refusing queue as a key, keeping lp’s words in detail', async () => {
    expect(await submit(new Cups(refusing))).toEqual({
      ok: false,
      error: {
        kind: 'printer-unavailable',
        said: { key: 'printing.notAcceptingNow', params: { name: 'Zebra' } },
        quoted: { source: 'printer', lines: [REFUSING] },
      },
    });
  });

  it('reads the same failure in pt-BR (the default) and in English', async () => {
    const result = await submit(new Cups(refusing));
    if (result.ok) throw new Error('lp was expected to refuse');
    expect(spoken(result.error.said)).toBe(
      'A impressora "Zebra" não está aceitando trabalhos agora. Confira-a nas configurações de impressora.',
    );
    expect(spoken(result.error.said, 'en')).toBe(
      'The printer "Zebra" is not accepting jobs right now. Check it in the printer settings.',
    );
  });

  it('a missing queue through PrintPaths is printer-not-found, readable in both languages', async () => {
    const missing: RunCommand = async (file) =>
      file === 'lp'
        ? { code: 1, stdout: '', stderr: 'lp: Error - The printer or class does not exist.' }
        : { code: 0, stdout: 'scheduler is running\n', stderr: '' };
    const paths = new PrintPaths({ platform: 'linux', run: missing });
    const sent = await paths.submitToCups(
      { kind: 'cups', name: 'Zebra' },
      'application/zpl',
      new TextEncoder().encode('^XA^XZ'),
      { title: 't' },
    );
    expect(sent).toMatchObject({ ok: false, error: { kind: 'printer-not-found' } });
    if (sent.ok) return;
    expect(spoken(sent.error.said)).toContain('A impressora "Zebra" não existe');
    expect(spoken(sent.error.said, 'en')).toContain('The printer "Zebra" does not exist');
  });
});
