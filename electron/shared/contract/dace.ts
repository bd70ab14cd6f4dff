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
 * DACE download response, built only on the fields the spec shows (shipmentId, type,
 * downloadUrl, fileUrl, dados) and none of them required, since the required list is not shown.
 * Later fields are kept. When `type` is left out, thermal data in `dados` makes it DACE_THERMAL
 * and anything else DACE, so the printer path always knows which one it holds.
 */
export const daceDownloadResponseSchema = z
  .looseObject({
    shipmentId: uuid().optional(),
    type: z.enum(['DACE', 'DACE_THERMAL']).optional(),
    downloadUrl: httpUrl().nullish(),
    fileUrl: z.string().nullish(),
    dados: z.string().nullish(),
  })
  .transform((download) => ({
    ...download,
    type: download.type ?? (typeof download.dados === 'string' && download.dados !== '' ? 'DACE_THERMAL' : 'DACE'),
  }));
export type DaceDownloadResponse = z.infer<typeof daceDownloadResponseSchema>;
