// A date on screen in English is the ISO day the day screen shows and takes ("2026-12-07"), never
// the US order: "12/7/26, 12:10" reads to a Brazilian as 12 July (operator walkthrough, labels and
// audit screens, 69-en-labels-paulista.png). Every screen formats through the one helper
// (lib/format.ts, formatDateTime); the audit log is rendered here in both languages with a fake
// window.station (component test: no main process, no Electron here).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../../electron/shared/desk';
import { AuditScreen } from '../../../renderer/src/features/audit/AuditScreen';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

// 7 December 2026, 12:10 on the desk's own clock, wherever the test runs.
const AT = new Date(2026, 11, 7, 12, 10, 0).toISOString();

const charge: AuditEntryView = {
  seq: 1,
  at: AT,
  kind: 'charge',
  outcome: 'charged',
  operator: 'ana@loja.test',
  workstation: 'Bancada 1',
  tenantId: 'loja',
  shipmentId: null,
  externalRef: 'PED-1',
  trackingCode: null,
  labelId: null,
  priceCents: 2500,
  transactionId: null,
  jobId: null,
  printer: null,
  documentKind: null,
  detail: null,
  weight: null,
};

describe('a date on screen', () => {
  it.each([
    ['en', '2026-12-07, 12:10'],
    ['pt-BR', '07/12/2026, 12:10'],
  ] as const)('reads day, month and year one way only (%s)', async (language, when) => {
    installStation({ 'desk.auditList': () => ({ entries: [charge], total: 1, page: 1, pageSize: 50 }) });
    renderDesk(<AuditScreen />, { language });
    const row = (await screen.findAllByTestId('audit-row'))[0]!;
    expect(within(row).getByText(when)).toBeTruthy();
    expect(row.textContent).not.toMatch(/\b12\/7\/26\b/);
  });
});
