// Spec 2.6: recipients with their delivery address.
import { z } from 'zod';
import {
  countryCode,
  cpfCnpj,
  dateTime,
  email,
  evenWithFieldIssues,
  isPresent,
  isRecord,
  phone,
  ruleIssues,
  text,
  typed,
  uuid,
  UF_PATTERN,
  ZIP_BR_PATTERN,
} from './primitives';
import { listPageSchema } from './tolerant';
import { addressLinesInput, addressLinesResponse } from './address-lines';

/** Delivery address input; strict like the body that carries it. */
export const recipientAddressInputSchema = z
  .strictObject({
    name: text(),
    personName: text(),
    ...addressLinesInput(),
    state: text(),
    zip: text(),
    country: countryCode(),
  })
  .superRefine((address, ctx) => {
    // UF and CEP shapes only bind Brazilian addresses; abroad they are the country's own.
    if (address.country !== 'BR') return;
    const broken = ruleIssues(ctx);
    if (typeof address.state === 'string' && !UF_PATTERN.test(address.state)) broken('state', 'uf');
    if (typeof address.zip === 'string' && !ZIP_BR_PATTERN.test(address.zip)) broken('zip', 'zip8');
  }, evenWithFieldIssues);
export type RecipientAddressInput = z.infer<typeof recipientAddressInputSchema>;

/** 2.6 Recipient create body (RecipientCreateDto); no additional properties. */
export const recipientCreateDtoSchema = z
  .strictObject({
    name: text(),
    cpfCnpj: cpfCnpj().optional(),
    phone: phone(),
    email: email().optional(),
    notes: typed().optional(),
    address: recipientAddressInputSchema,
  })
  .superRefine((recipient, ctx) => {
    const country = isRecord(recipient.address) ? recipient.address.country : undefined;
    if (country === 'BR' && !isPresent(recipient.cpfCnpj)) ruleIssues(ctx)('cpfCnpj', 'cpfCnpjRequiredInBrazil');
  }, evenWithFieldIssues);
export type RecipientCreateDto = z.infer<typeof recipientCreateDtoSchema>;

/**
 * The address inside a recipient response. The spec lists its fields but not which are
 * required; required here is what the create body required, and it stays loose so a server
 * adding a field does not hide the recipient from the address book.
 */
export const recipientAddressResponseSchema = z.looseObject({
  id: uuid(),
  name: z.string(),
  personName: z.string(),
  phone: z.string(),
  // Plain text in the spec; null or "" means none, so the recipient's own e-mail is used and
  // an empty one never reaches a shipment request (where "" is not an e-mail).
  email: z
    .string()
    .nullish()
    .transform((value) => value || null),
  ...addressLinesResponse(),
  country: z.string(),
});
export type RecipientAddressResponse = z.infer<typeof recipientAddressResponseSchema>;

/** 2.6 Recipient response (RecipientResponseDto); no additional properties. */
export const recipientResponseSchema = z.strictObject({
  id: uuid(),
  lojaId: uuid(),
  name: z.string(),
  cpfCnpj: z.string().nullish(),
  phone: z.string(),
  email: email().nullish(),
  notes: z.string().nullish(),
  addressId: uuid(),
  lastUsedAt: dateTime().nullish(),
  createdAt: dateTime(),
  updatedAt: dateTime(),
  address: recipientAddressResponseSchema.nullish(),
});
export type RecipientResponse = z.infer<typeof recipientResponseSchema>;

/** Recipient list response (data, page, pageSize, total); unreadable items go to `skipped`. */
export const recipientListResponseSchema = listPageSchema(recipientResponseSchema);
export type RecipientListResponse = z.infer<typeof recipientListResponseSchema>;
