// DC-e and NF-e sanity at the desk, before any money: DC-e items that add up to something else
// than the parcel's declared value are flagged (the carrier charges and insures on the declared
// value) and Buy spends nothing; an NF-e key with a mistyped digit is named by its check digit,
// and one with a cNF the SEFAZ refuses by its cNF, not by one generic message.
import { expect, test } from '@playwright/test';
import { MARIA, NFE_KEY, quoteBox, screen } from './support/desk';
import { stationCall } from './support/speed';
import { openLoja, useSandboxHost } from './support/stack';

const PAULISTA_ID = 'a0000000-0000-4000-8000-000000000001';

const stack = useSandboxHost();

test('a DC-e whose items do not add up to the declared value and an NF-e key with a wrong digit are named and nothing is bought', async ({
  page,
}) => {
  const { sandbox, host } = stack;
  await openLoja(page, host);
  const wallet = async () => (await sandbox.admin.wallets()).find((w) => w.lojaId === PAULISTA_ID)!.balanceCents;
  const before = await wallet();
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100,00' });

  // DC-e: 3 × R$ 10,10 against R$ 100,00 declared, flagged as it is typed.
  const invoice = page.getByTestId('invoice-panel');
  await invoice.getByRole('radio', { name: 'DC-e' }).click();
  await invoice.getByLabel('Descrição').fill('Camiseta');
  await invoice.getByLabel('Qtd.').fill('3');
  await invoice.getByLabel('Valor unit.').fill('10,10');
  const differs = page.getByTestId('dce-differs');
  await expect(differs).toContainText('Os itens somam R$ 30,30, mas o valor declarado do pacote é R$ 100,00');
  await page.getByTestId('buy-button').click();
  await expect(differs).toBeVisible();
  await expect(page.getByTestId('buy-ready')).toHaveCount(0);
  await screen(page, '15-ship-dce-total-differs');

  // NF-e: the last digit mistyped names the check digit; a cNF in sequence names the cNF.
  await invoice.getByRole('radio', { name: 'NF-e' }).click();
  const key = page.getByLabel('Chave de acesso da NF-e');
  await key.fill(`${NFE_KEY.slice(0, 43)}2`);
  await expect(invoice).toContainText(
    'Dígito verificador não confere: o último dígito é 2, mas os 43 anteriores pedem 1',
  );
  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('buy-ready')).toHaveCount(0);
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await screen(page, '16-ship-nfe-check-digit');
  // The same key with cNF 12345678 (digits 36 to 43) and its check digit made right.
  const first43 = `${NFE_KEY.slice(0, 35)}12345678`;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9];
  const sum = [...first43].reverse().reduce((s, d, i) => s + Number(d) * weights[i % 8]!, 0);
  const dv = 11 - (sum % 11) >= 10 ? 0 : 11 - (sum % 11);
  await key.fill(`${first43}${dv}`);
  await expect(invoice).toContainText(/cNF, dígitos 36 a 43: 12345678\) é uma sequência/);

  // Nothing was bought along the way, nor is on its way: the page's Buy is not working and the
  // station holds no unfinished emission.
  await expect(page.getByTestId('buy-button')).toBeEnabled();
  expect(await stationCall(page, 'labels.unfinished')).toEqual([]);
  expect(await wallet()).toBe(before);
});
