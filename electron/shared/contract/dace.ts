// Spec 2.12: the DACE (printed companion of the electronic content declaration, DC-e).
import { z } from 'zod';
import { httpUrl, uuid } from './primitives';

/** T thermal, R summarized (the server's default), C complete. */
export const tipoDaceSchema = z.enum(['T', 'R', 'C']);
export type TipoDace = z.infer<typeof tipoDaceSchema>;

/** Generate request (GenerateShipmentDaceDto); no additional properties. */
export const generateShipmentDaceDtoSchema = z.strictObject({
  tipoDace: tipoDaceSchema.default('R'),
});
export type GenerateShipmentDaceDto = z.infer<typeof generateShipmentDaceDtoSchema>;

/**
 * DACE response (ShipmentDaceResponse); no additional properties. `document` is always sent
 * and is null until a DACE exists; its fields are not shown, so they are kept as they come.
 */
export const daceResponseSchema = z.strictObject({
  shipmentId: uuid(),
  available: z.boolean(),
  generated: z.boolean(),
  fiscalDocumentStatus: z.string().optional(),
  document: z.looseObject({}).nullable(),
  downloadUrl: httpUrl().nullish(),
});
export type DaceResponse = z.infer<typeof daceResponseSchema>;

/**
 * DACE download response. The spec shows the first fields and not the required list: the
 * shipment and the kind are what the printer path cannot do without; the URL (PDF DACE) or
 * `dados` (thermal ZPL) depends on the kind, so both are optional. Later fields are kept.
 */
export const daceDownloadResponseSchema = z.looseObject({
  shipmentId: uuid(),
  type: z.enum(['DACE', 'DACE_THERMAL']),
  downloadUrl: httpUrl().optional(),
  fileUrl: z.string().optional(),
  dados: z.string().nullable().optional(),
});
export type DaceDownloadResponse = z.infer<typeof daceDownloadResponseSchema>;
