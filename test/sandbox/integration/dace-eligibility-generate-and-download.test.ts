// Spec 2.12, 4.9: DACE only for a DC-e shipment whose label was emitted; T, R and C renderings.
import { describe, expect, it } from 'vitest';
import { daceDownloadResponseSchema, daceResponseSchema } from '../../../electron/shared/contract';
import { mod11CheckDigit } from '../../../electron/sandbox/fiscal';
import { IDS } from '../../support/sandbox';
import { expectError, useLoggedInSandbox } from './client';
import { createShipment, dceInvoice, emit } from './fixtures';
import { fetchBytes, hasImage, pdfPagesMm } from './pdf';

const live = useLoggedInSandbox();

const dacePath = (id: string) => `/api/v1/fiscal-documents/shipments/${id}/dace`;

async function emittedDceShipment(): Promise<string> {
  const { shipmentId } = await createShipment(live.api, dceInvoice);
  expect((await emit(live.api, shipmentId)).status).toBe(200);
  return shipmentId;
}

describe('eligibility', () => {
  it('is INDISPONIVEL with the reason in the document place for an NF-e shipment; generate is 422', async () => {
    const { shipmentId } = await createShipment(live.api, { invoice: { type: 'NFE', chaveNFe: '1'.repeat(44) } });
    await emit(live.api, shipmentId);
    const status = daceResponseSchema.parse((await live.api.get(dacePath(shipmentId))).body);
    expect(status).toMatchObject({
      available: false,
      generated: false,
      fiscalDocumentStatus: 'INDISPONIVEL',
      downloadUrl: null,
    });
    expect(String(status.document?.reason)).toMatch(/DCE/);
    expect(
      expectError(await live.api.post(dacePath(shipmentId), { tipoDace: 'R' }), 422, dacePath(shipmentId)).join(),
    ).toMatch(/not available/);
    expectError(await live.api.get(`${dacePath(shipmentId)}/download`), 422, `${dacePath(shipmentId)}/download`);
  });

  it('is PENDENTE for a DC-e shipment until its label is emitted', async () => {
    const { shipmentId } = await createShipment(live.api, dceInvoice);
    expect(daceResponseSchema.parse((await live.api.get(dacePath(shipmentId))).body)).toMatchObject({
      available: false,
      fiscalDocumentStatus: 'PENDENTE',
    });
    expectError(await live.api.post(dacePath(shipmentId), {}), 422, dacePath(shipmentId));
    await emit(live.api, shipmentId);
    expect(daceResponseSchema.parse((await live.api.get(dacePath(shipmentId))).body)).toMatchObject({
      available: true,
      generated: false,
      fiscalDocumentStatus: 'AUTORIZADA',
      document: null,
    });
  });

  it("answers 404 for an unknown shipment or another store's", async () => {
    const shipmentId = await emittedDceShipment();
    expectError(await live.api.as(IDS.demoLowBalanceLoja).get(dacePath(shipmentId)), 404, dacePath(shipmentId));
    expectError(await live.api.post(dacePath('nope'), {}), 404, dacePath('nope'));
  });
});

describe('generate', () => {
  it('answers 201 with a document carrying a valid 44-digit key, numero, serie, protocol and issue time (R by default)', async () => {
    const shipmentId = await emittedDceShipment();
    const reply = await live.api.post(dacePath(shipmentId));
    expect(reply.status).toBe(201);
    const dace = daceResponseSchema.parse(reply.body);
    expect(dace).toMatchObject({ shipmentId, available: true, generated: true, fiscalDocumentStatus: 'AUTORIZADA' });
    const doc = dace.document as Record<string, string>;
    expect(doc.tipoDace).toBe('R');
    expect(doc.chave).toMatch(/^\d{44}$/);
    expect(Number(doc.chave?.slice(43))).toBe(mod11CheckDigit(doc.chave?.slice(0, 43) ?? ''));
    expect(doc.chave?.slice(0, 2)).toBe('35'); // São Paulo, the sender's state
    expect(doc.chave?.slice(6, 20)).toBe('11222333000181'); // the sender's CNPJ
    for (const field of ['numero', 'serie', 'protocolo']) expect(doc[field]).toMatch(/^\d+$/);
    expect(Date.parse(doc.issuedAt ?? '')).not.toBeNaN();
    expect(dace.downloadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/dace\//);
    const later = daceResponseSchema.parse((await live.api.get(dacePath(shipmentId))).body);
    expect(later.document).toMatchObject({ id: doc.id, chave: doc.chave });
  });

  it('refuses an unknown tipoDace or extra properties with 400', async () => {
    const shipmentId = await emittedDceShipment();
    expect(
      expectError(await live.api.post(dacePath(shipmentId), { tipoDace: 'X' }), 400, dacePath(shipmentId)).join(),
    ).toMatch(/tipoDace/);
    expectError(await live.api.post(dacePath(shipmentId), { tipoDace: 'R', copies: 2 }), 400, dacePath(shipmentId));
  });
});

describe("the document's fields (not shown in the spec)", () => {
  it('carry the DACE id and type by default, no type under dace-untyped, neither under dace-fiscal-only', async () => {
    const shipmentId = await emittedDceShipment();
    const generated = daceResponseSchema.parse((await live.api.post(dacePath(shipmentId), { tipoDace: 'T' })).body);
    const { id, chave } = generated.document as Record<string, string>;
    expect(generated.document).toMatchObject({ id: expect.any(String), tipoDace: 'T', chave: expect.any(String) });
    try {
      await live.sandbox.admin.personality({ profile: 'dace-untyped' });
      const untyped = daceResponseSchema.parse((await live.api.get(dacePath(shipmentId))).body).document ?? {};
      expect(untyped).toMatchObject({ id, chave });
      expect(untyped).not.toHaveProperty('tipoDace');
      await live.sandbox.admin.personality({ profile: 'dace-fiscal-only' });
      const fiscal = daceResponseSchema.parse((await live.api.post(dacePath(shipmentId), { tipoDace: 'T' })).body);
      expect(fiscal.document).toMatchObject({ chave });
      expect(fiscal.document).not.toHaveProperty('id');
      expect(fiscal.document).not.toHaveProperty('tipoDace');
    } finally {
      await live.sandbox.admin.personality({ profile: 'default' });
    }
  });
});

describe('download', () => {
  it('answers 404 for an eligible shipment before any DACE was generated', async () => {
    const shipmentId = await emittedDceShipment();
    expectError(await live.api.get(`${dacePath(shipmentId)}/download`), 404, `${dacePath(shipmentId)}/download`);
  });

  it('serves R as a 100 × 150 mm PDF and C as an A4 PDF, each with the QR code', async () => {
    const shipmentId = await emittedDceShipment();
    for (const [tipo, size] of [
      ['R', [100, 150]],
      ['C', [210, 297]],
    ] as const) {
      expect((await live.api.post(dacePath(shipmentId), { tipoDace: tipo })).status).toBe(201);
      const download = daceDownloadResponseSchema.parse((await live.api.get(`${dacePath(shipmentId)}/download`)).body);
      expect(download).toMatchObject({ shipmentId, type: 'DACE', dados: null });
      expect(download.fileUrl).toMatch(/\.pdf$/);
      const file = await fetchBytes(download.downloadUrl ?? '');
      expect(await pdfPagesMm(file.bytes)).toEqual([size]);
      expect(hasImage(file.bytes)).toBe(true);
    }
  });

  it('serves T as DACE_THERMAL with ZPL for 100 × 150 mm at 203 dpi carrying the key and a QR code', async () => {
    const shipmentId = await emittedDceShipment();
    const chave = ((await live.api.post(dacePath(shipmentId), { tipoDace: 'T' })).body.document as { chave: string })
      .chave;
    const download = daceDownloadResponseSchema.parse((await live.api.get(`${dacePath(shipmentId)}/download`)).body);
    expect(download.type).toBe('DACE_THERMAL');
    const zpl = download.dados ?? '';
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    // 100 × 150 mm at 203 dpi, the media it claims (812 × 1218 would be 4 × 6 in).
    expect(zpl).toContain('^PW799');
    expect(zpl).toContain('^LL1199');
    expect(zpl).toMatch(/\^BQN,2,\d+\^FDQA,[^^]*chDCe=\d{44}/);
    expect(zpl.replace(/\D/g, '')).toContain(chave);
    const file = await fetchBytes(download.downloadUrl ?? '');
    expect(new TextDecoder().decode(file.bytes)).toBe(zpl);
  });
});
