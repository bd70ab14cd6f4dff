// The address book works with the server down: a recipient typed then is kept at this desk as
// pending (and usable), the screen says since when the server is unreachable, and when the
// server returns the recipient reaches it exactly once.
import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox';
import { chooseLoja, DEMO, login, LOJA_PAULISTA, MARIA, screen } from './support/desk';
import { startStationHost, type StationHost } from './support/host';

let sandboxDir: string;
let sandbox: SandboxProcess;
let host: StationHost;
let port: string;

test.beforeEach(async () => {
  sandboxDir = await mkdtemp(join(tmpdir(), 'sandbox-e2e-'));
  sandbox = await startSandboxProcess(['--data-dir', sandboxDir]);
  port = new URL(sandbox.url).port;
  host = await startStationHost({ api: sandbox.url });
});
test.afterEach(async () => {
  await host?.stop();
  await sandbox?.stop();
  await rm(sandboxDir, { recursive: true, force: true });
});

/** The recipients the server has for the loja, asked directly over its API. */
async function serverRecipients(): Promise<Array<{ name: string; cpfCnpj?: string | null }>> {
  const login = await fetch(`${sandbox.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const session = (await login.json()) as { accessToken: string; lojas: Array<{ id: string; name: string }> };
  const loja = session.lojas.find((l) => l.name === LOJA_PAULISTA)!;
  const list = await fetch(`${sandbox.url}/api/v1/recipients?pageSize=100`, {
    headers: { authorization: `Bearer ${session.accessToken}`, 'x-tenant-id': loja.id },
  });
  return ((await list.json()) as { data: Array<{ name: string; cpfCnpj?: string | null }> }).data;
}

/** Logs in, stops the server, types Maria in the address book: she waits as pending. */
async function typeMariaWhileTheServerIsDown(page: Page) {
  await page.goto(host.url);
  await login(page);
  await chooseLoja(page, LOJA_PAULISTA);
  await page.getByRole('button', { name: 'Endereços' }).click();
  await expect(page.getByTestId('last-sync')).toContainText('Última sincronização', { timeout: 15_000 });

  await sandbox.stop(); // the server goes away
  await page.getByTestId('book-new').click();
  const form = page.getByTestId('recipient-form');
  await form.getByLabel('Nome', { exact: true }).fill(MARIA.name);
  await form.getByLabel('CPF ou CNPJ').fill(MARIA.document!);
  await form.getByLabel('Telefone').fill(MARIA.phone);
  await form.getByLabel('CEP').fill(MARIA.zip);
  await form.getByLabel('UF').fill(MARIA.state);
  await form.getByLabel('Cidade').fill(MARIA.city);
  await form.getByLabel('Rua').fill(MARIA.street);
  await form.getByLabel('Número').fill(MARIA.number);
  await form.getByLabel('Bairro').fill(MARIA.district!);
  await form.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByTestId('book-saved')).toContainText('será enviado ao servidor quando a conexão voltar');
  const row = page.getByTestId('book-table').locator('tr', { hasText: MARIA.name });
  await expect(row.getByTestId('badge-pending')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Sem conexão com o servidor desde', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('sync-badge')).toContainText('1 pendente');
  return row;
}

test('a recipient typed while the server is down waits as pending, usable, and is sent once', async ({ page }) => {
  const row = await typeMariaWhileTheServerIsDown(page);
  await screen(page, '18-addressbook-offline-pending');

  // While offline, the pending recipient is already usable on the ship screen.
  await page.getByRole('navigation').getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('combobox', { name: /Buscar destinatário/ }).fill('Maria');
  await expect(page.getByRole('option', { name: /Maria Souza.*Pendente/ })).toBeVisible();
  await page.keyboard.press('Escape');

  sandbox = await startSandboxProcess(['--port', port, '--data-dir', sandboxDir]); // it comes back
  await page.getByRole('navigation').getByRole('button', { name: 'Endereços' }).click();
  await page.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(row.getByText('Sincronizado')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('sync-badge')).toHaveCount(0);
  await screen(page, '19-addressbook-synced');
  expect((await serverRecipients()).filter((r) => r.cpfCnpj === MARIA.document)).toHaveLength(1);
});

// Nobody presses anything: main's background sync retries with its 2 s → 60 s backoff after a
// create could not be sent, so the recipient goes out soon after the server is back.
test('a recipient typed while the server is down reaches it by itself when it returns', async ({ page }) => {
  test.setTimeout(120_000);
  const row = await typeMariaWhileTheServerIsDown(page);
  sandbox = await startSandboxProcess(['--port', port, '--data-dir', sandboxDir]);
  await expect(row.getByText('Sincronizado')).toBeVisible({ timeout: 70_000 });
  expect((await serverRecipients()).filter((r) => r.cpfCnpj === MARIA.document)).toHaveLength(1);
});
