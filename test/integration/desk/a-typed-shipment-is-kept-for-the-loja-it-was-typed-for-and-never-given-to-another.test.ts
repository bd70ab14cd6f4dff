// Walkthrough defect (loja switch): the draft main keeps (draft.json) was one per account, so the
// shipment typed for one loja (its recipient, its order reference) came back, after a reload, under
// another loja of the same account, to be bought from that loja's wallet. It is kept per account
// and loja now: another loja gets nothing of it, and the loja it was typed for still gets it back.
// Real parts: the sandbox over HTTP, the station's own draft file in a temp data folder.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IDS } from '../../support/sandbox';
import { startDeskFixture, type DeskFixture } from './support/desk-fixture';

let f: DeskFixture;
afterEach(async () => f?.close());

const draft = (externalRef: string, name: string) => ({
  recipient: { kind: 'recipient', key: `local:${externalRef}`, summary: { name } },
  parcel: { route: 'national', format: '2', length: '20', width: '20', height: '20', weight: '2', declared: '' },
  invoice: { type: 'NONE', chave: '', numero: '', serie: '', products: [] },
  externalRef,
  daceWithLabel: null,
  weightSource: { kind: 'typed' },
  requote: true,
  screen: 'ship',
});

describe('the typed shipment kept by main, across the lojas of one account', () => {
  it('comes back in the loja it was typed for only, over a switch and a restart', async () => {
    f = await startDeskFixture();
    const paulista = draft('PED-2001', 'Maria Silva');
    await f.call('desk:draft-save', { work: paulista });

    await f.station.session.selectLoja(IDS.demoLowBalanceLoja);
    expect(await f.call('desk:draft-get')).toBeNull();
    // Clearing this loja's bench leaves the other loja's draft where it is.
    expect(await f.call('desk:draft-clear')).toEqual({ cleared: false });
    const saldo = draft('PED-3001', 'João Souza');
    await f.call('desk:draft-save', { work: saldo });

    await f.reopen();
    await f.station.session.selectLoja(IDS.demoLoja);
    expect(await f.call('desk:draft-get')).toMatchObject({ work: paulista });
    await f.station.session.selectLoja(IDS.demoLowBalanceLoja);
    expect(await f.call('desk:draft-get')).toMatchObject({ work: saldo });
    const stored = JSON.parse(readFileSync(join(f.dataDir, 'draft.json'), 'utf8')) as {
      drafts: { tenantId?: string; work: { externalRef: string } }[];
    };
    expect(stored.drafts.map((d) => [d.tenantId, d.work.externalRef]).sort()).toEqual(
      [
        [IDS.demoLoja, 'PED-2001'],
        [IDS.demoLowBalanceLoja, 'PED-3001'],
      ].sort(),
    );
  });

  it('gives a draft kept before drafts had a loja to no loja, and drops it at the next write', async () => {
    f = await startDeskFixture();
    await f.call('desk:draft-save', { work: draft('PED-2001', 'Maria Silva') });
    const file = join(f.dataDir, 'draft.json');
    const old = JSON.parse(readFileSync(file, 'utf8')) as { drafts: Record<string, unknown>[] };
    for (const entry of old.drafts) delete entry.tenantId;
    writeFileSync(file, JSON.stringify(old), { mode: 0o600 });

    await f.reopen();
    await f.station.session.selectLoja(IDS.demoLowBalanceLoja);
    expect(await f.call('desk:draft-get')).toBeNull();
    await f.call('desk:draft-save', { work: draft('PED-3001', 'João Souza') });
    expect(readFileSync(file, 'utf8')).not.toContain('PED-2001');
  });
});
