// Issue 17 (nothing typed is lost): the shipment being typed, saved through desk:draft-save, comes
// back after the app restarts (desk:draft-get on a new station over the same data folder), for the
// account that typed it only. It lives in <dataDir>/draft.json readable by the desk's user alone
// (0600), holds no token or password, and the recipient's CPF never reaches the logs.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IDS, OTHER } from '../../support/sandbox';
import { startDeskFixture, type DeskFixture } from './support/desk-fixture';

let f: DeskFixture;
afterEach(async () => f?.close());

const CPF = '52998224725';
const work = {
  recipient: { kind: 'recipient', key: 'local:1', summary: { name: 'Marina Costa', cpfCnpj: CPF } },
  parcel: { route: 'national', format: '2', length: '20', width: '15', height: '10', weight: '1,2', declared: '' },
  invoice: { type: 'NFE', chave: '', numero: '', serie: '', products: [] },
  externalRef: 'PED-DRAFT-1',
  daceWithLabel: 'T' as const,
  weightSource: { kind: 'typed' },
  requote: true,
  screen: 'ship',
};

function logsOf(dataDir: string): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.log|\.jsonl/.test(name)) texts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(dataDir);
  return texts.join('\n');
}

describe('the typed shipment kept by main', () => {
  it('comes back after a restart for the account that typed it, from a 0600 file without secrets', async () => {
    f = await startDeskFixture();
    expect(await f.call('desk:draft-get')).toBeNull();
    const { savedAt } = await f.call('desk:draft-save', { work });
    expect(Number.isNaN(Date.parse(savedAt))).toBe(false);

    const file = join(f.dataDir, 'draft.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readFileSync(file, 'utf8');
    expect(stored).toContain('PED-DRAFT-1');
    expect(stored).not.toMatch(/accessToken|refreshToken|senha|Bearer/i);

    await f.reopen();
    expect(await f.call('desk:draft-get')).toEqual({ work, savedAt });

    // Another account on this desk sees nothing of it, and keeps its own apart.
    await f.station.session.login({ email: OTHER.email, senha: OTHER.senha });
    expect(await f.call('desk:draft-get')).toBeNull();
    expect(await f.call('desk:draft-clear')).toEqual({ cleared: false });
    await f.station.session.login({ email: 'DEMO@shipping-station.test', senha: 'demo' });
    await f.station.session.selectLoja(IDS.demoLoja);
    expect(await f.call('desk:draft-get')).toMatchObject({ work: { externalRef: 'PED-DRAFT-1' } });

    expect(await f.call('desk:draft-clear')).toEqual({ cleared: true });
    expect(await f.call('desk:draft-get')).toBeNull();
    expect(existsSync(file)).toBe(false);
    const logs = logsOf(f.dataDir);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(CPF);
  });

  it('refuses a draft of another shape or too large, and keeps the one it had', async () => {
    f = await startDeskFixture();
    await f.call('desk:draft-save', { work });
    const extra = await f.invoke('desk:draft-save', { work: { ...work, token: 'x' } });
    expect(extra).toMatchObject({ ok: false, error: { kind: 'validation' } });
    const huge = await f.invoke('desk:draft-save', {
      work: { ...work, externalRef: 'x'.repeat(2_000), parcel: { blob: 'y'.repeat(70_000) } },
    });
    expect(huge).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(await f.call('desk:draft-get')).toMatchObject({ work: { externalRef: 'PED-DRAFT-1' } });
  });
});
