// The audit export opens as a table by double-click in the spreadsheet of the desk's language:
// pt-BR Excel splits on ';' and reads decimal commas; en keeps ',' and '.'. Both start with a
// UTF-8 BOM and say when each thing happened in the desk's local time with its offset.
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { auditCsv, localTime } from '../../../electron/main/desk/audit/audit-csv';
import type { AuditEntryView } from '../../../electron/shared/desk';
import { said, verbatim } from '../../../electron/shared/messages';

const charge: AuditEntryView = {
  seq: 7,
  at: '2025-05-06T12:34:56.789Z',
  kind: 'charge',
  outcome: 'charged',
  operator: 'joão@loja.com.br',
  workstation: 'Bancada 1, fundos',
  tenantId: 'a0000000-0000-4000-8000-000000000001',
  shipmentId: 's-1',
  externalRef: '=HYPERLINK("x")',
  trackingCode: 'PX123456785BR',
  labelId: 'l-1',
  priceCents: 123_456,
  transactionId: 'tx-1',
  jobId: null,
  printer: null,
  documentKind: null,
  detail: verbatim('endereço conferido'),
  weight: {
    grams: 1_834,
    source: 'scale',
    device: 'Toledo',
    deviceId: null,
    readAt: '2025-05-06T12:34:50.000Z',
    dimensions: null,
  },
};

/** Reads the file as a spreadsheet of that language would: its own separator, nothing guessed. */
function sheet(csv: string, delimiter: string) {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true, delimiter });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

// A desk in São Paulo (UTC-3 all year since 2019): Node reads TZ again when it changes.
const zone = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const offsetAt = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

describe('audit CSV for a spreadsheet', () => {
  it('in pt-BR: BOM, ";" between cells, decimal commas, local times with offset, formulas still defused', () => {
    const csv = auditCsv([charge], 'pt-BR');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toMatch(/^seq;at;kind;outcome;/);
    const [row] = sheet(csv, ';');
    expect(row).toMatchObject({
      seq: '7',
      priceCents: '123456',
      price: '1234,56',
      weightKg: '1,834',
      operator: 'joão@loja.com.br',
      workstation: 'Bancada 1, fundos',
      detail: 'endereço conferido',
      externalRef: `'=HYPERLINK("x")`,
    });
    expect(row!.at).toBe('2025-05-06T09:34:56-03:00');
    expect(Date.parse(row!.at!)).toBe(Date.parse('2025-05-06T12:34:56Z'));
    expect(row!.scaleReadAt).toBe('2025-05-06T09:34:50-03:00');
    expect(Papa.parse(csv, { delimiter: ',' }).data[0]).toHaveLength(1); // a ',' reader sees one column: it is not ','
  });

  it('in en: BOM, "," between cells and decimal points', () => {
    const csv = auditCsv([charge], 'en');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [row] = sheet(csv, ',');
    expect(row).toMatchObject({ price: '1234.56', weightKg: '1.834', workstation: 'Bancada 1, fundos' });
    expect(row!.at).toMatch(offsetAt);
  });

  it("writes an entry's detail in the file's language, from what the station said", () => {
    const reprint = { ...charge, detail: said('desk.reprintOf') };
    expect(sheet(auditCsv([reprint], 'pt-BR'), ';')[0]?.detail).toBe('cópia de um trabalho já enviado à impressora');
    expect(sheet(auditCsv([reprint], 'en'), ',')[0]?.detail).toBe('a copy of a job already sent to a printer');
  });

  it('writes the offset of the desk clock for the instant itself, in any zone', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(localTime('2025-05-06T12:00:00.000Z')).toBe('2025-05-06T17:30:00+05:30');
    process.env.TZ = 'America/Sao_Paulo';
    const iso = '2025-01-15T03:00:00.000Z';
    const minutes = -new Date(iso).getTimezoneOffset();
    const local = localTime(iso);
    const sign = minutes < 0 ? '-' : '+';
    const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
    const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
    expect(local.endsWith(`${sign}${hh}:${mm}`)).toBe(true);
    expect(Date.parse(local)).toBe(Date.parse(iso));
  });
});
