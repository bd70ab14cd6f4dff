// Spec 2.5: senders (addresses of type SENDER), their list, and the list query lives in query.ts.
import { z } from 'zod';
import { countryCode, cpfCnpj, dateTime, email, text, typed, uf, uuid, zipBr } from './primitives';
import { listPageSchema } from './tolerant';
import { addressLinesInput, addressLinesResponse } from './address-lines';

/** 2.5 Sender request body (AddressManagementBodyDto); no additional properties. */
export const senderBodySchema = z.strictObject({
  name: text(),
  personName: typed().optional(),
  company: typed().optional(),
  ...addressLinesInput(),
  state: uf(),
  zip: zipBr(),
  cpfCnpj: cpfCnpj(),
  ieNumber: typed().optional(),
  country: countryCode().default('BR'),
  setAsDefault: z.boolean().default(false),
});
/** What the app sends after parsing (country and setAsDefault filled in). */
export type SenderBody = z.infer<typeof senderBodySchema>;
/** What a form may hand in (country and setAsDefault may be left out). */
export type SenderBodyInput = z.input<typeof senderBodySchema>;

/**
 * 2.5 Sender response (AddressManagementResponseDto); no additional properties.
 * Responses are checked for types and formats only: a pattern the server did not promise for
 * its output (CEP, UF) must not make a saved sender unreadable.
 */
export const senderResponseSchema = z.strictObject({
  id: uuid(),
  lojaId: uuid(),
  addressType: z.literal('SENDER'),
  name: z.string(),
  personName: z.string(),
  company: z.string().nullish(),
  phone: z.string(),
  email: email().nullish(),
  ...addressLinesResponse(),
  cpfCnpj: z.string().nullish(),
  ieNumber: z.string().nullish(),
  country: z.string(),
  isDefault: z.boolean(),
  createdAt: dateTime(),
  updatedAt: dateTime(),
});
export type SenderResponse = z.infer<typeof senderResponseSchema>;

/**
 * Sender list response; the field order follows the spec (data, total, page, pageSize). A
 * sender the app cannot read is left out and reported in `skipped`, never the whole page.
 */
export const senderListResponseSchema = listPageSchema(senderResponseSchema);
export type SenderListResponse = z.infer<typeof senderListResponseSchema>;
