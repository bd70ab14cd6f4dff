// What the station says about a failed lp is in the operator's language (pt-BR unless the desk
// is set to English); lp's own words stay verbatim in `detail` in both.
import { describe, expect, it } from 'vitest';
import { Cups } from '../../../electron/main/printing/cups/cups';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { type RunCommand } from '../../../electron/main/printing/run-command';
import { type Locale } from '../../../electron/main/printing/messages';

const REFUSING = 'lp: Destination "Zebra" is not accepting jobs.';
const refusing: RunCommand = async () => ({ code: 1, stdout: '', stderr: REFUSING });
const submit = (cups: Cups) => cups.submit('Zebra', '/tmp/f.zpl', 'application/zpl', { title: 't' });

describe('lp errors speak pt-BR by default and English when asked', () => {
  it('says a refusing queue in pt-BR when no language is given, keeping lp’s words in detail', async () => {
    expect(await submit(new Cups(refusing))).toEqual({
      ok: false,
      error: {
        kind: 'printer-unavailable',
        message: 'A impressora "Zebra" não está aceitando trabalhos agora. Confira-a nas configurações de impressora.',
        detail: REFUSING,
      },
    });
  });

  it('says it in English when the operator chose English', async () => {
    expect(await submit(new Cups(refusing, () => 'en'))).toEqual({
      ok: false,
      error: {
        kind: 'printer-unavailable',
        message: 'The printer "Zebra" is not accepting jobs right now. Check it in the printer settings.',
        detail: REFUSING,
      },
    });
  });

  it('follows the language PrintPaths is given, read at the time of the call', async () => {
    let locale: Locale = 'pt-BR';
    const missing: RunCommand = async (file) =>
      file === 'lp'
        ? { code: 1, stdout: '', stderr: 'lp: Error - The printer or class does not exist.' }
        : { code: 0, stdout: 'scheduler is running\n', stderr: '' };
    const paths = new PrintPaths({ platform: 'linux', run: missing, locale: () => locale });
    const send = () =>
      paths.submitToCups({ kind: 'cups', name: 'Zebra' }, 'application/zpl', new TextEncoder().encode('^XA^XZ'), {
        title: 't',
      });
    expect(await send()).toMatchObject({
      ok: false,
      error: { kind: 'printer-not-found', message: expect.stringContaining('A impressora "Zebra" não existe') },
    });
    locale = 'en';
    expect(await send()).toMatchObject({
      ok: false,
      error: { kind: 'printer-not-found', message: expect.stringContaining('The printer "Zebra" does not exist') },
    });
  });
});
