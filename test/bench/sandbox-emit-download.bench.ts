// Emit + download round trips per second: for a fresh shipment, buy the label (POST emit), ask
// for its URL (GET download) and fetch the PDF, which the sandbox renders on first download.
// The sandbox runs as its own process (its CLI); one client, sequential, one keep-alive
// connection. Shipments are created beforehand, outside the timing. stdout: one JSON line.
import { ORIGIN_SP, RIO } from '../support/addresses';
import { NATIONAL_PARCEL, NATIONAL_QUOTE } from '../support/parcels';
import { IDS, keepAliveClient, startSandboxProcess } from '../support/sandbox';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1200);

const sandbox = await startSandboxProcess();
const client = keepAliveClient(sandbox.url);
try {
  await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
  const login = await client.json(
    'POST',
    '/api/v1/auth/login',
    {},
    { email: 'demo@shipping-station.test', senha: 'demo' },
  );
  const { accessToken } = login.body as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'x-tenant-id': IDS.demoLoja };
  const quote = await client.json('POST', '/api/v1/quotes/simulate', headers, NATIONAL_QUOTE);
  const option = (
    quote.body as { shippingOptions: Array<{ quoteId: string; carrierId: string; serviceLevelId: string }> }
  ).shippingOptions[0];
  if (!option) throw new Error(`no option: ${JSON.stringify(quote.body)}`);
  const shipment = {
    quoteId: option.quoteId,
    carrierId: option.carrierId,
    serviceLevelId: option.serviceLevelId,
    originAddress: ORIGIN_SP,
    destAddress: RIO,
    parcel: NATIONAL_PARCEL,
  };
  const ids: string[] = [];
  for (let i = 0; i < SHIPMENTS; i++) {
    const created = await client.json('POST', '/api/v1/shipments', headers, { ...shipment, externalRef: `BENCH-${i}` });
    if (created.status !== 201) throw new Error(`shipment answered ${created.status}: ${JSON.stringify(created.body)}`);
    ids.push((created.body as { shipmentId: string }).shipmentId);
  }

  const roundTrip = async (shipmentId: string) => {
    const emitted = await client.json('POST', `/api/v1/labels/shipments/${shipmentId}/emit`, headers, {
      paymentMethod: 'wallet',
    });
    if (emitted.status !== 200) throw new Error(`emit answered ${emitted.status}: ${JSON.stringify(emitted.body)}`);
    const { labelId } = emitted.body as { labelId: string };
    const link = await client.json('GET', `/api/v1/labels/${labelId}/download`, headers);
    const file = await client.bytes((link.body as { downloadUrl: string }).downloadUrl);
    if (file.status !== 200 || file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new Error(`file answered ${file.status}`);
  };

  for (const id of ids.splice(0, 20)) await roundTrip(id); // warm up pdf-lib, bwip-js, fonts
  let done = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  for (const id of ids) {
    if (performance.now() >= until) break;
    await roundTrip(id);
    done++;
  }
  const seconds = (performance.now() - started) / 1000;
  const perSecond = Math.round((done / seconds) * 10) / 10;
  console.error(
    `sandbox-emit-download: ${done} emit + download + PDF fetches in ${seconds.toFixed(2)} s = ${perSecond}/s`,
  );
  console.log(
    JSON.stringify({
      bench: 'sandbox-emit-download',
      perSecond,
      roundTrips: done,
      seconds: Number(seconds.toFixed(2)),
    }),
  );
} finally {
  client.close();
  await sandbox.stop();
}
