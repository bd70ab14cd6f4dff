// Issue 15: any damaged database used to stop start-up with raw SQLite text. Now each one is
// checked at start: the address book (a local copy) is moved aside and rebuilt from the server;
// the purchase journal is never silently replaced: it is moved aside, what it still holds is
// copied into the fresh one, and the operator is told which file, where it went, what came back.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStation } from '../../../electron/main/app';
import { createMemoryVault } from '../../../electron/main/session';
import { EmissionStore } from '../../../electron/main/workflow/emission-store';
import { DEMO, IDS, startTestSandbox } from '../../support/sandbox';
import { spoken } from '../../support/said';
import { closedAfterEach } from '../../support/use';
import type { Said } from '../../../electron/shared/messages';

const keep = closedAfterEach();

describe('a damaged database at start', () => {
  it('is moved aside and named; the journal is salvaged, the address book rebuilt, and the station starts', async () => {
    const sandbox = keep(await startTestSandbox());
    const dataDir = mkdtempSync(join(tmpdir(), 'station-damage-'));
    // A journal with many unfinished purchases, then one page of it damaged (a bad sector).
    const store = new EmissionStore(dataDir);
    const ids = Array.from({ length: 300 }, () => randomUUID());
    for (const shipmentId of ids)
      store.begin({ shipmentId, tenantId: IDS.demoLoja, request: { paymentMethod: 'wallet' }, dace: null });
    store.close();
    const journal = join(dataDir, 'workflow.db');
    const bytes = readFileSync(journal);
    bytes.fill(0xa5, bytes.length - 8192, bytes.length - 4096);
    writeFileSync(journal, bytes);
    // The address book overwritten by something else entirely.
    writeFileSync(join(dataDir, 'addressbook.db'), 'not a database at all'.repeat(300));

    const station = keep(await createStation({ dataDir, apiBaseUrl: sandbox.url, vault: createMemoryVault() }));
    const notices = station.storageNotices;
    expect(notices.map((n) => n.file).sort()).toEqual([join(dataDir, 'addressbook.db'), journal].sort());
    for (const notice of notices) expect(existsSync(notice.movedTo)).toBe(true);
    const salvaged = notices.find((n) => n.file === journal)!;
    const rows = salvaged.recovered.find((t) => t.table === 'emissions')?.rows ?? 0;
    expect(rows).toBeGreaterThan(0);
    // What came back is a purchase the station will settle: still unfinished, never lost.
    await station.session.login({ email: DEMO.email, senha: DEMO.senha });
    await station.session.selectLoja(IDS.demoLoja);
    expect(station.workflow.unfinished().length).toBe(rows);
    const view = await station.registry.invoke('settings:get', undefined);
    expect(view).toMatchObject({ ok: true });
    const texts = (view as { value: { notices: Said[] } }).value.notices.map((notice) => spoken(notice));
    expect(texts.some((t) => t.includes('workflow.db estava danificado') && t.includes(salvaged.movedTo))).toBe(true);
    expect(texts.some((t) => t.includes('catálogo de endereços') && t.includes('refeito a partir do servidor'))).toBe(
      true,
    );
  });
});
