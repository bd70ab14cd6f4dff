// The desk's clock is hours behind the server's (here the sandbox clock runs 5 hours ahead; to the
// station that is the same disagreement). A quote the server gives 8 seconds counts down from
// 8 seconds on screen, not "Válida por 5:00:08"; when it runs out the panel says it expired and
// shows no countdown beside it, buying is off, and the new quote buys.
import { expect, test } from '@playwright/test';
import { createRecipientInline, fillBox, MARIA, NFE_KEY, quote, screen } from './support/desk';
import { printedLabel } from './support/printer';
import { openDesk, useDeskStack } from './support/stack';

const stack = useDeskStack({
  sandboxFlags: ['--quote-ttl', '8'],
  printerPrefix: 'SS-CLOCK',
  prepare: (sandbox) => sandbox.admin.advanceClock(5 * 3600),
});

test.setTimeout(90_000);

test('with the desk clock 5 hours behind the server, the countdown shows the seconds the server gave and stops at expired', async ({
  page,
}) => {
  // The page's clock runs as usual, and the test moves it on where it waits for the countdown.
  await page.clock.install();
  await openDesk(page, stack);
  await createRecipientInline(page, MARIA);
  await fillBox(page, { length: '20', width: '15', height: '10', weight: '1,2' });
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);

  await quote(page);
  const countdown = page.getByTestId('quote-countdown');
  // Seconds on the server's clock, never the hours between the two clocks.
  await expect(countdown).toHaveText(/^Válida por 00:0[0-8]$/);
  await expect(page.getByTestId('buy-button')).toBeEnabled();
  await screen(page, '13-ship-quote-countdown-server-clock');

  // It runs out on the server's time (8 s, moved on the page's clock): expired, no live countdown
  // next to it, buying off.
  await page.clock.runFor(8_000);
  await expect(page.getByTestId('quote-expired')).toBeVisible();
  await expect(countdown).toHaveText('Expirada');
  await expect(page.getByTestId('buy-button')).toBeDisabled();
  // 1.5 s more on the page's clock (its timers run at once): still expired, no countdown ticks back.
  await page.clock.runFor(1_500);
  await expect(countdown).toHaveText('Expirada');
  await expect(page.getByText(/Válida por/)).toHaveCount(0);
  await screen(page, '14-ship-quote-expired-server-clock');

  // Quoting again gives a fresh 8 seconds on the server's clock, and it buys.
  await page.getByTestId('quote-expired').getByRole('button', { name: 'Cotar de novo' }).click();
  await expect(countdown).toHaveText(/^Válida por 00:0[0-8]$/);
  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  const trackingCode = (await page.getByTestId('tracking-code').innerText()).trim();
  const [job] = await stack.printer.listener.waitForJobs(1, 30_000);
  expect((await printedLabel(job!)).code128).toBe(trackingCode);
});
