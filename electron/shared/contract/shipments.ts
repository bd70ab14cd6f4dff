// Spec 2.9–2.10: shipment creation from one chosen quote option.
import { z } from 'zod';
import { rule } from './rules';
import {
  CHAVE_NFE_PATTERN,
  cents,
  count,
  countryCode,
  cpfCnpj,
  email,
  evenWithFieldIssues,
  isBrazil,
  isoDate,
  isPresent,
  isRecord,
  measure,
  ruleIssues,
  text,
  typed,
  UF_PATTERN,
  uuid,
  ZIP_BR_PATTERN,
} from './primitives';

/**
 * Origin or destination address of a shipment. The spec lists the fields and forbids record
 * fields (id, lojaId, addressId, addressType, dates, pagination); strict makes any of them fail
 * by name, which is the usual slip when a saved sender or recipient is spread into the request.
 * Which fields are required is not shown; required here is what both the sender body and the
 * recipient address require, plus the Brazilian rules (district, UF, CEP, CPF/CNPJ) when the
 * address is in Brazil (country BR or absent).
 */
export const shipmentAddressSchema = z
  .strictObject(
    {
      name: text(),
      personName: text(),
      phone: text(),
      email: email().optional(),
      company: typed().optional(),
      ieNumber: typed().optional(),
      street: text(),
      number: text(),
      complement: typed().optional(),
      district: typed().optional(),
      city: text(),
      state: text(),
      zip: text(),
      // When sent, it is a CPF/CNPJ by name; abroad it is simply left out.
      cpfCnpj: cpfCnpj().optional(),
      country: countryCode().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `not accepted in a shipment address: ${issue.keys.join(', ')} (fields of a saved record)`
          : undefined,
    },
  )
  .superRefine((address, ctx) => {
    if (!isBrazil(address.country)) return;
    const add = ruleIssues(ctx);
    if (typeof address.zip === 'string' && !ZIP_BR_PATTERN.test(address.zip)) add('zip', 'zip8');
    if (typeof address.state === 'string' && !UF_PATTERN.test(address.state)) add('state', 'uf');
    if (!isPresent(address.cpfCnpj)) add('cpfCnpj', 'cpfCnpjRequiredInBrazil');
    if (!isPresent(address.district) || address.district === '') add('district', 'required');
  }, evenWithFieldIssues);
export type ShipmentAddress = z.infer<typeof shipmentAddressSchema>;

/** One declared item; a content declaration (DCE) needs these to list what travels. */
export const parcelProductSchema = z.strictObject({
  content: text(),
  quantity: count(),
  valueCents: cents(),
  ncm: typed().optional(),
});
export type ParcelProduct = z.infer<typeof parcelProductSchema>;

/**
 * The parcel. The spec does not mark format required; like the quote (2.7) it defaults to '2'
 * (box), and the dimensions table then applies to the box. The app always sends it anyway,
 * because the server refuses a shipment whose format differs from its quote's.
 */
export const parcelSchema = z
  .strictObject({
    format: z.enum(['1', '2', '3']).default('2'),
    weightKg: measure(),
    lengthCm: measure().optional(),
    widthCm: measure().optional(),
    heightCm: measure().optional(),
    thicknessCm: measure().optional(),
    diameterCm: measure().optional(),
    declaredValueCents: cents().optional(),
    productValueCents: cents().optional(),
    quantity: count().optional(),
    hasPackaging: z.boolean().optional(),
    contentDescription: typed().optional(),
    products: z.array(parcelProductSchema).optional(),
  })
  .superRefine((parcel, ctx) => {
    const missing = ruleIssues(ctx);
    const { format } = parcel;
    if (format !== '1' && format !== '2' && format !== '3') return; // enum issue already says it
    if (!isPresent(parcel.lengthCm)) missing('lengthCm', 'required');
    if ((format === '1' || format === '2') && !isPresent(parcel.widthCm)) {
      missing('widthCm', 'parcelWidth');
    }
    if (format === '2' && !isPresent(parcel.heightCm) && !isPresent(parcel.thicknessCm)) {
      missing('heightCm', 'parcelHeightOrThickness');
    }
    if (format === '3' && !isPresent(parcel.diameterCm)) missing('diameterCm', 'parcelDiameter');
  }, evenWithFieldIssues);
export type Parcel = z.infer<typeof parcelSchema>;

/** The fiscal document the parcel travels under: an NF-e or a content declaration (DC-e). */
export const invoiceSchema = z
  .strictObject({
    type: z.enum(['NFE', 'DCE']),
    numero: typed().optional(),
    serie: typed().optional(),
    // Currency units (reais), not cents: the one money field of the contract that is not *Cents.
    valor: z.number().nonnegative().optional(),
    chaveNFe: z
      .string()
      .regex(CHAVE_NFE_PATTERN, { error: rule('chaveNFe') })
      .optional(),
    dataEmissao: isoDate().optional(),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.type === 'NFE' && !isPresent(invoice.chaveNFe)) ruleIssues(ctx)('chaveNFe', 'chaveNFeRequired');
  }, evenWithFieldIssues);
export type Invoice = z.infer<typeof invoiceSchema>;

/** 2.9 Shipment create request (IntegrationCreateShipmentDto); no additional properties. */
export const createShipmentDtoSchema = z
  .strictObject({
    quoteId: uuid(),
    carrierId: uuid(),
    serviceLevelId: uuid(),
    externalRef: typed().optional(),
    physicalSpaceId: uuid().optional(),
    originAddress: shipmentAddressSchema,
    destAddress: shipmentAddressSchema,
    parcel: parcelSchema,
    invoice: invoiceSchema.optional(),
  })
  .superRefine((shipment, ctx) => {
    // A DC-e is generated from what the parcel declares, so it needs the total and the items.
    if (!isRecord(shipment.invoice) || shipment.invoice.type !== 'DCE') return;
    const missing = ruleIssues(ctx);
    if (!isPresent(shipment.invoice.valor)) missing(['invoice', 'valor'], 'dceValor');
    const products = isRecord(shipment.parcel) ? shipment.parcel.products : undefined;
    if (!Array.isArray(products) || products.length === 0) missing(['parcel', 'products'], 'dceProducts');
  }, evenWithFieldIssues);
export type CreateShipmentDto = z.infer<typeof createShipmentDtoSchema>;

/** 2.10 Shipment create response. Other fields of `shipment` are not shown, so they are kept. */
export const createShipmentResponseSchema = z.object({
  shipment: z.looseObject({ id: uuid(), status: z.string() }),
  shipmentId: uuid(),
  status: z.string(),
});
export type CreateShipmentResponse = z.infer<typeof createShipmentResponseSchema>;
