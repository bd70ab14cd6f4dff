// Issue 13.6: main fails and reports in one way. What it says is a key with parameters from one
// catalogue (electron/shared/messages) that the page translates with i18next; no sentence is
// built in main for a screen, in any language, and the two languages say the same things.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStationMessageKey, said, saidSchema, en, ptBR } from '../../../electron/shared/messages';
import { translate } from '../../../electron/main/i18n';

function leaves(node: object, prefix = ''): Array<[string, string]> {
  return Object.entries(node).flatMap(([name, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : leaves(value as object, `${prefix}${name}.`),
  );
}
const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('main says keys, never sentences', () => {
  it('has one catalogue whose two languages hold the same keys with the same parameters', () => {
    const pt = new Map(leaves(ptBR.station));
    const english = new Map(leaves(en.station));
    expect([...english.keys()].sort()).toEqual([...pt.keys()].sort());
    for (const [key, text] of pt) {
      expect(params(english.get(key) ?? ''), key).toEqual(params(text));
      expect(text.trim().length, key).toBeGreaterThan(0);
    }
    expect(pt.size).toBeGreaterThan(150);
  });

  it('reads a Said with a Said inside in either language, and refuses a key it does not know', () => {
    const message = said('workflow.printerNotReady', { reason: said('printing.cupsNotRunning') });
    expect(translate(message, 'pt-BR')).toBe(
      'Nada foi comprado: a impressora de etiquetas não está pronta. O serviço de impressão (CUPS) não está em execução neste computador.',
    );
    expect(translate(message, 'en')).toBe(
      'Nothing was bought: the label printer is not ready. The print service (CUPS) is not running on this computer.',
    );
    expect(isStationMessageKey('workflow.notCharged')).toBe(true);
    expect(isStationMessageKey('workflow.madeUp')).toBe(false);
    expect(saidSchema.safeParse({ key: 'workflow.madeUp' }).success).toBe(false);
    expect(saidSchema.safeParse(message).success).toBe(true);
  });

  it('builds no operator sentence in main: no per-language tables, ternaries or say(en, pt) helpers', () => {
    const offenders: string[] = [];
    const files = sources(join(__dirname, '../../../electron/main'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const patterns = [
        /locale(\(\))? === 'en'/,
        /language === 'en'/,
        /\bcatalog\(/,
        /\bsay\(\s*locale/,
        /'pt-BR': '/,
        /new Failure\([^,]+,\s*['`"]/,
        // An error value written by hand for the page (the browser host's refusals were once so).
        /error: \{ kind: '[a-z-]+', message: ['`"]/,
      ];
      for (const pattern of patterns) if (pattern.test(text)) offenders.push(`${file}: ${pattern}`);
    }
    expect(offenders).toEqual([]);
  });
});
