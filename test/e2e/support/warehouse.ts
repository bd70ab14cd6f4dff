// A warehouse for e2e tests (issue 27): one test sandbox, one real PostgreSQL started by the test
// itself (test/support/postgres.ts: initdb in a temp folder, run as an unprivileged user) with a
// fresh database, and two stations (browser hosts with their own data folders), each with its own
// ZPL test printer; and the steps an operator takes to join a desk to it from Settings → Armazém.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startPostgres, type PgServer } from '../../support/postgres';
import { startSandboxProcess, type SandboxProcess } from '../../support/sandbox';
import { LOJA_PAULISTA_ID, routeLabelPrinter, screen } from './desk';
import { startStationHost, type StationHost } from './host';
import { startTestPrinter, type TestPrinter } from './printer';
import { openLoja } from './stack';

export interface WarehouseDesk {
  readonly host: StationHost;
  readonly printer: TestPrinter;
}

export interface WarehouseStack {
  readonly sandbox: SandboxProcess;
  readonly pg: PgServer;
  /** The database the desks share. */
  readonly database: string;
  readonly desks: readonly [WarehouseDesk, WarehouseDesk];
}

/**
 * Registers the spec's beforeAll/afterAll for the warehouse and returns it; its parts are there
 * once beforeAll has run (inside tests, not at the top of the file).
 */
export function useWarehouseStack(printerPrefix = 'SS-Armazem'): WarehouseStack {
  const stack = {} as {
    sandbox: SandboxProcess;
    pg: PgServer;
    database: string;
    desks: [WarehouseDesk, WarehouseDesk];
  };
  const printers: TestPrinter[] = [];
  const hosts: StationHost[] = [];
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const [sandbox, pg, one, two] = await Promise.all([
      startSandboxProcess(),
      startPostgres(),
      startTestPrinter(`${printerPrefix}-1`),
      startTestPrinter(`${printerPrefix}-2`),
    ]);
    printers.push(one, two);
    stack.sandbox = sandbox;
    stack.pg = pg;
    stack.database = await pg.createDatabase('warehouse');
    const [first, second] = await Promise.all([
      startStationHost({ api: sandbox.url }),
      startStationHost({ api: sandbox.url }),
    ]);
    hosts.push(first, second);
    stack.desks = [
      { host: first, printer: one },
      { host: second, printer: two },
    ];
  });
  test.afterAll(async () => {
    await Promise.all(hosts.map((host) => host.stop()));
    await Promise.all([stack.sandbox?.stop(), stack.pg?.close(), ...printers.map((printer) => printer.close())]);
  });
  return stack;
}

/** A screenshot with the panel's heading at the top of its scrolling screen. */
export async function picturePanel(page: Page, panel: Locator, name: string): Promise<void> {
  // A string: the e2e tsconfig has no DOM types (as expectShipFits in support/desk.ts).
  await panel.evaluate("(el) => el.scrollIntoView({ block: 'start' })");
  await screen(page, name);
}

/** The demo loja's wallet, in cents, as the sandbox holds it. */
export async function paulistaWallet(sandbox: SandboxProcess): Promise<number> {
  return (await sandbox.admin.wallets()).find((w) => w.lojaId === LOJA_PAULISTA_ID)!.balanceCents;
}

/** What the buy panel says was paid ("R$ 1.234,56"), in cents. */
export async function paidCents(page: Page): Promise<number> {
  const text = await page.getByTestId('paid-price').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Opens a desk of the warehouse: logs in, picks the loja and routes labels to its own printer. */
export async function openWarehouseDesk(page: Page, desk: WarehouseDesk): Promise<void> {
  await openLoja(page, desk.host);
  await routeLabelPrinter(page, desk.printer.id);
}

/**
 * Settings → Armazém, as the operator fills it: the shared database on this computer (TLS off is
 * allowed only there), its superuser (the test cluster trusts loopback, so no password), strict
 * mode, and the desk's name; Save connects and the panel says the desk joined under that name.
 * `picture`: a screenshot of the panel once joined is kept under that name.
 */
export async function joinWarehouse(
  page: Page,
  stack: WarehouseStack,
  deskName: string,
  picture?: string,
): Promise<void> {
  await page.keyboard.press('Alt+5');
  const panel = page.getByTestId('warehouse-settings');
  await panel.scrollIntoViewIfNeeded();
  await panel.getByLabel('Servidor (nome ou IP)').fill(stack.pg.host);
  await panel.getByLabel('Porta').fill(String(stack.pg.port));
  await panel.getByLabel('Banco de dados').fill(stack.database);
  await panel.getByLabel('Usuário').fill('postgres');
  await panel.getByTestId('warehouse-tls').getByText('Sem TLS').click();
  await panel.getByLabel('Nome desta bancada').fill(deskName);
  await panel.getByTestId('warehouse-save').click();
  await expect(panel.getByTestId('warehouse-status')).toContainText(
    `Conectado ao diário do armazém como ${deskName}.`,
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('warehouse-badge')).toHaveText('Armazém conectado');
  if (picture) await picturePanel(page, panel, picture);
  await page.keyboard.press('Alt+1');
}
