// Spec 2.11: buying the label from the store's wallet, and downloading it.
import { z } from 'zod';
import { cents, httpUrl, uuid } from './primitives';

/** Emit request (EmitLabelDto); no additional properties. Wallet is the only way to pay. */
export const emitLabelDtoSchema = z.strictObject({
  paymentMethod: z.enum(['wallet']),
  pickupRequested: z.boolean().optional(),
  couponCode: z.string().optional(),
  invoice: z.record(z.string(), z.unknown()).optional(),
});
export type EmitLabelDto = z.infer<typeof emitLabelDtoSchema>;

/** 200: the label was bought and is ready to download. */
export const emitLabelReadySchema = z.object({
  status: z.literal('READY'),
  shipmentId: uuid(),
  labelId: uuid(),
  trackingCode: z.string(),
  // An internal reference only; the printable file comes from the download endpoint by labelId.
  fileUrl: z.string(),
  priceCents: cents().optional(),
  subtotalCents: cents().optional(),
  discountCents: cents().optional(),
  couponCode: z.string().nullish(),
  paymentMethod: z.string(),
  transactionId: z.string(),
  // True when the wallet was already charged for this shipment: retrying must not charge twice.
  chargeAlreadyCaptured: z.boolean(),
});
export type EmitLabelReady = z.infer<typeof emitLabelReadySchema>;

/** 202: the carrier works asynchronously; how PENDING ends is not shown by the spec. */
export const emitLabelPendingSchema = z.object({
  status: z.literal('PENDING'),
  shipmentId: uuid(),
  providerJobId: z.string(),
});
export type EmitLabelPending = z.infer<typeof emitLabelPendingSchema>;

/** Either emit outcome, told apart by `status`. */
export const emitLabelResultSchema = z.discriminatedUnion('status', [emitLabelReadySchema, emitLabelPendingSchema]);
export type EmitLabelResult = z.infer<typeof emitLabelResultSchema>;

/** Label download: a temporary address of the printable file. */
export const labelDownloadResponseSchema = z.object({
  downloadUrl: httpUrl(),
});
export type LabelDownloadResponse = z.infer<typeof labelDownloadResponseSchema>;
