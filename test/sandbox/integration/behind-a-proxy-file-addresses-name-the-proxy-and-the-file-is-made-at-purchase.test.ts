// The sandbox behind a proxy or load balancer (--public-url, SandboxOptions.publicUrl): the
// temporary file addresses it signs name the address clients reach it at, not its own loopback
// port; and a label's file is made when the label is bought (as a carrier's is), so its download
// serves a stored file. Anything but an http(s) origin is refused at start.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { emitLabelReadySchema, labelDownloadResponseSchema } from '../../../electron/shared/contract';
import { startSandbox } from '../../../electron/sandbox';
import { until } from '../../support/until';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { login } from './client';
import { createShipment, emit } from './fixtures';

let sandbox: TestSandbox | undefined;
afterEach(async () => sandbox?.close());

describe('a sandbox behind a proxy', () => {
  it('signs file addresses for the public address, and they are still its own files', async () => {
    sandbox = await startTestSandbox({ publicUrl: 'https://localhost:8443/' });
    const { api } = await login(sandbox.url);
    const { shipmentId } = await createShipment(api);
    const ready = emitLabelReadySchema.parse((await emit(api, shipmentId)).body);
    const { downloadUrl } = labelDownloadResponseSchema.parse(
      (await api.get(`/api/v1/labels/${ready.labelId}/download`)).body,
    );
    const signed = new URL(downloadUrl);
    expect(signed.origin).toBe('https://localhost:8443');
    expect(signed.pathname).toBe(`/files/labels/${ready.labelId}.pdf`);
    // The proxy forwards the same path and query: the sandbox serves it.
    const file = await fetch(`${sandbox.url}${signed.pathname}${signed.search}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('makes the label file when the label is bought, before anyone downloads it', async () => {
    sandbox = await startTestSandbox();
    const { api } = await login(sandbox.url);
    const { shipmentId } = await createShipment(api);
    const ready = emitLabelReadySchema.parse((await emit(api, shipmentId)).body);
    // Read from its database beside it (WAL: a reader does not stop the server).
    const db = new DatabaseSync(join((sandbox as TestSandbox).dataDir, 'sandbox.sqlite'), { readOnly: true });
    try {
      const stored = await until(
        () =>
          (db.prepare('SELECT length(pdf) AS n FROM labels WHERE id = ?').get(ready.labelId) as { n: number | null }).n,
        { what: 'the label file stored' },
      );
      expect(stored).toBeGreaterThan(1_000);
    } finally {
      db.close();
    }
  });

  it('refuses a public address that is not an http(s) origin', async () => {
    await expect(startSandbox({ publicUrl: 'ftp://localhost:21' })).rejects.toThrow(/publicUrl/);
    await expect(startSandbox({ publicUrl: 'https://localhost:8443/api' })).rejects.toThrow(/publicUrl/);
  });
});
