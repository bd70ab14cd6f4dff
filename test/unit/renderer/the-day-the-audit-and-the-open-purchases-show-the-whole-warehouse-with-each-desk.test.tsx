// Issue 27, items 4 and 5 of the page (main's answers scripted): on a desk that shares a warehouse
// journal, the day screen shows this desk's day or the whole warehouse's (desk:day-summary with
// whole), the latter with a column naming each label's desk, and the pickup list follows the same
// choice; the labels screen lists the warehouse's open purchases with the desk holding each; the
// audit screen has the journal across desks, each line with its desk. Each says since when its
// warehouse view is stale when main answered from this desk's own copy. A desk that works alone
// shows none of it and asks only for its own day.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DaySummaryView, JournalEntryView } from '../../../electron/shared/desk';
import type { SessionState } from '../../../electron/shared/ipc';
import type {
  WarehouseAuditLine,
  WarehousePurchaseView,
  WarehouseStatus,
  WarehouseView,
} from '../../../electron/shared/warehouse';
import { AuditScreen } from '../../../renderer/src/features/audit/AuditScreen';
import { DaySummaryScreen } from '../../../renderer/src/features/day/DaySummaryScreen';
import { LabelsScreen } from '../../../renderer/src/features/label/LabelsScreen';
import { formatTime } from '../../../renderer/src/lib/format';
import { renderDesk } from './support/render';
import { installStation, type Handlers } from './support/station';

const ONLINE: WarehouseStatus = {
  mode: 'online',
  desk: 'Bancada 1',
  where: 'estacao@127.0.0.1:5432/armazem',
  lastContactAt: new Date().toISOString(),
  pending: 0,
  problem: null,
  changedAt: 1,
};
/** Logged in, the loja chosen: the warehouse's views are of that loja. */
const SESSION: SessionState = {
  status: 'logged-in',
  email: 'demo@shipping-station.test',
  userId: 'user',
  lojas: [],
  tenantId: 'loja',
  tokenStorage: 'keychain',
  tokenStorageNotice: null,
  training: false,
  demoAccount: null,
};
const STALE_SINCE = new Date(new Date().setHours(14, 32, 0, 0)).toISOString();

const label = (n: number, desk?: string): JournalEntryView => ({
  shipmentId: `00000000-0000-4000-8000-00000000000${n}`,
  externalRef: `PED-${n}`,
  carrierId: null,
  serviceLevelId: null,
  carrierName: 'Correios',
  serviceName: 'PAC',
  quotedPriceCents: 3400,
  priceCents: 3400,
  recipientName: 'Maria Souza',
  recipientCity: 'Rio de Janeiro',
  recipientState: 'RJ',
  trackingCode: `AA00000000${n}BR`,
  labelId: `label-${n}`,
  dace: null,
  status: 'bought',
  source: 'manual',
  createdAt: '2026-12-06T14:00:00.000Z',
  boughtAt: '2026-12-06T14:05:00.000Z',
  weight: null,
  ...(desk ? { desk } : {}),
});

const summary = (whole: 'desk' | 'warehouse', source: 'warehouse' | 'local' = 'warehouse'): DaySummaryView => {
  const shipments = whole === 'desk' ? [label(1)] : [label(1, 'Bancada 1'), label(2, 'Bancada 2')];
  return {
    day: '2026-12-06',
    tenantId: 'loja',
    shipments: source === 'local' ? shipments.slice(0, 1) : shipments,
    carriers: [],
    count: shipments.length,
    totalCents: 3400 * shipments.length,
    createdNotBought: 0,
    ...(whole === 'warehouse' ? { warehouse: { source, staleSince: source === 'local' ? STALE_SINCE : null } } : {}),
  };
};

const base: Handlers = {
  'labels.unsettled': () => [],
  'labels.unfinished': () => [],
  'printers.jobs': () => [],
  'desk.auditList': () => ({ entries: [], total: 0, page: 1, pageSize: 50 }) as never,
};

const purchase = (patch: Partial<WarehousePurchaseView>): WarehousePurchaseView => ({
  tenantId: 'loja',
  orderRef: 'PED-9',
  parcel: 1,
  shipmentId: '00000000-0000-4000-8000-000000000009',
  desk: 'Bancada 2',
  mine: false,
  state: 'bought',
  labelId: 'label-9',
  trackingCode: 'AA000000009BR',
  carrierName: 'Correios',
  serviceName: 'PAC',
  priceCents: 3400,
  recipientName: 'João Lima',
  recipientCity: 'Santos',
  recipientState: 'SP',
  weightGrams: 1200,
  claimedAt: '2026-12-06T16:50:00.000Z',
  boughtAt: '2026-12-06T16:51:00.000Z',
  printedAt: null,
  updatedAt: '2026-12-06T16:51:00.000Z',
  ...patch,
});

describe('the day screen of a desk in a warehouse', () => {
  it('shows this desk or the whole warehouse with each desk, and prints the pickup list of the one on screen', async () => {
    const station = installStation({
      ...base,
      'desk.daySummary': (input) => summary(input?.whole === 'warehouse' ? 'warehouse' : 'desk'),
      'desk.daySummaryPdf': () => ({ fileName: 'lista.pdf', base64: '', printJob: null }) as never,
    });
    renderDesk(<DaySummaryScreen />, { state: { warehouseStatus: ONLINE } });
    await waitFor(() => expect(screen.getAllByTestId('day-row')).toHaveLength(1));
    expect(screen.queryAllByTestId('day-desk')).toHaveLength(0);
    expect(station.callsTo('desk.daySummary').at(-1)).toMatchObject({ whole: 'desk' });

    fireEvent.click(within(screen.getByTestId('day-whole')).getByText('Armazém inteiro'));
    await waitFor(() =>
      expect(screen.getAllByTestId('day-desk').map((c) => c.textContent)).toEqual(['Bancada 1', 'Bancada 2']),
    );
    expect(station.callsTo('desk.daySummary').at(-1)).toMatchObject({ whole: 'warehouse' });
    expect(screen.queryByText('Etiquetas compradas no armazém (todas as bancadas)')).not.toBeNull();
    expect(screen.queryByTestId('day-stale')).toBeNull();

    fireEvent.click(screen.getByTestId('day-print'));
    await waitFor(() => expect(station.callsTo('desk.daySummaryPdf')).toHaveLength(1));
    expect(station.callsTo('desk.daySummaryPdf')[0]).toMatchObject({ print: true, whole: 'warehouse' });
  });

  it('says since when the warehouse view is stale when main answered from this desk alone', async () => {
    installStation({ ...base, 'desk.daySummary': () => summary('warehouse', 'local') });
    renderDesk(<DaySummaryScreen />, { state: { warehouseStatus: ONLINE, summaryWhole: 'warehouse' } });
    const stale = await screen.findByTestId('day-stale');
    expect(stale.textContent).toContain(`Visão do armazém desatualizada desde ${formatTime(STALE_SINCE)}.`);
    // Only this desk's part is on screen: the heading does not claim every desk.
    expect(screen.queryByText('Etiquetas compradas no armazém (todas as bancadas)')).toBeNull();
  });

  it('offers no warehouse on a desk that works alone, and asks only for its own day', async () => {
    const station = installStation({ ...base, 'desk.daySummary': () => summary('desk') });
    renderDesk(<DaySummaryScreen />, {
      state: { warehouseStatus: { ...ONLINE, mode: 'off', where: null }, summaryWhole: 'warehouse' },
    });
    await waitFor(() => expect(screen.getAllByTestId('day-row')).toHaveLength(1));
    expect(screen.queryByTestId('day-whole')).toBeNull();
    expect(station.callsTo('desk.daySummary').every((input) => input?.whole === 'desk')).toBe(true);
  });
});

describe('the labels screen of a desk in a warehouse', () => {
  it('lists the open purchases of every desk with the desk holding each and what it stands at', async () => {
    const view: WarehouseView<WarehousePurchaseView> = {
      rows: [
        purchase({}),
        purchase({
          shipmentId: '00000000-0000-4000-8000-000000000010',
          orderRef: 'PED-10',
          desk: 'Bancada 1',
          mine: true,
          state: 'emitting',
          trackingCode: null,
          boughtAt: null,
          priceCents: null,
        }),
      ],
      source: 'warehouse',
      staleSince: null,
    };
    installStation({ ...base, 'warehouse.unsettled': () => view });
    renderDesk(<LabelsScreen />, { state: { warehouseStatus: ONLINE, session: SESSION } });
    const section = await screen.findByTestId('warehouse-unsettled');
    await waitFor(() => expect(within(section).getAllByTestId('warehouse-unsettled-row')).toHaveLength(2));
    expect(within(section).queryByText('Armazém: 2 compras em aberto')).not.toBeNull();
    const [bought, buying] = within(section).getAllByTestId('warehouse-unsettled-row');
    expect(bought!.textContent).toContain('Bancada 2');
    expect(bought!.textContent).toContain('comprado, não impresso');
    expect(bought!.textContent).toContain('AA000000009BR');
    expect(buying!.textContent).toContain('Bancada 1');
    expect(buying!.textContent).toContain('esta bancada');
    expect(buying!.textContent).toContain('comprando (pode ter sido cobrado)');
  });

  it('says the warehouse view is stale when only this desk could be read', async () => {
    installStation({
      ...base,
      'warehouse.unsettled': () => ({ rows: [], source: 'local', staleSince: STALE_SINCE }),
    });
    renderDesk(<LabelsScreen />, { state: { warehouseStatus: ONLINE, session: SESSION } });
    const stale = await screen.findByTestId('warehouse-unsettled-stale');
    expect(stale.textContent).toContain(`Visão do armazém desatualizada desde ${formatTime(STALE_SINCE)}.`);
    expect(screen.getByTestId('warehouse-unsettled').textContent).toContain('Nenhuma compra em aberto nesta bancada.');
  });

  it('shows no warehouse section on a desk that works alone', async () => {
    const station = installStation({ ...base });
    renderDesk(<LabelsScreen />, {
      state: { warehouseStatus: { ...ONLINE, mode: 'off', where: null }, session: SESSION },
    });
    await waitFor(() => expect(station.callsTo('labels.unsettled').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('warehouse-unsettled')).toBeNull();
    expect(station.callsTo('warehouse.unsettled')).toEqual([]);
  });
});

describe('the audit screen of a desk in a warehouse', () => {
  it('has the journal across desks, each line with its desk, in English too', async () => {
    const lines: WarehouseAuditLine[] = [
      {
        at: '2026-12-06T16:52:00.000Z',
        desk: 'Bancada 2',
        tenantId: 'loja',
        orderRef: 'PED-9',
        parcel: 2,
        shipmentId: 'x',
        event: 'second-parcel',
        trackingCode: null,
        priceCents: null,
      },
      {
        at: '2026-12-06T16:51:00.000Z',
        desk: 'Bancada 1',
        tenantId: 'loja',
        orderRef: 'PED-9',
        parcel: 1,
        shipmentId: 'y',
        event: 'bought',
        trackingCode: 'AA000000009BR',
        priceCents: 3400,
      },
    ];
    const station = installStation({
      ...base,
      'warehouse.audit': () => ({ rows: lines, source: 'warehouse', staleSince: null }),
    });
    renderDesk(<AuditScreen />, { state: { warehouseStatus: ONLINE }, language: 'en' });
    fireEvent.click(screen.getByTestId('audit-scope-warehouse'));
    await waitFor(() => expect(screen.getAllByTestId('warehouse-audit-row')).toHaveLength(2));
    const [second, bought] = screen.getAllByTestId('warehouse-audit-row');
    expect(second!.textContent).toContain('Bancada 2');
    expect(second!.textContent).toContain('Another parcel');
    expect(second!.textContent).toContain('PED-9 · parcel 2');
    expect(bought!.textContent).toContain('Bancada 1');
    expect(bought!.textContent).toContain('Bought');
    expect(station.callsTo('warehouse.audit')[0]).toEqual({ limit: 500 });
    expect(screen.queryByTestId('audit-export')).toBeNull();
  });
});
