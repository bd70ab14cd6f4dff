import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EmissionStore } from '../../../electron/main/workflow/emission-store';
const store = new EmissionStore(mkdtempSync(join(tmpdir(), 'begin-')));
const t: number[] = [];
for (let i = 0; i < 400; i++) {
  const id = randomUUID();
  const s = performance.now();
  store.begin({ shipmentId: id, tenantId: 't', request: { paymentMethod: 'wallet' }, dace: null });
  t.push(performance.now() - s);
  store.ready(id, { status: 'READY', shipmentId: id, labelId: randomUUID(), trackingCode: 'AA1BR', fileUrl: 'x', paymentMethod: 'wallet', transactionId: 'tx', chargeAlreadyCaptured: false } as never, { possibleDoubleCharge: false, boughtElsewhere: false });
}
t.sort((a, b) => a - b);
console.log('begin median', t[200]!.toFixed(3), 'p90', t[360]!.toFixed(3));
