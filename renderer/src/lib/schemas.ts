// What lib/checks.ts loads: the parse-and-say of the contract and the schemas the page's forms
// (quote, shipment, sender and recipient, preset) are checked against before main checks them again.
export {
  createShipmentDtoSchema,
  parseOrIssues,
  quoteRequestSchema,
  recipientCreateDtoSchema,
  senderBodySchema,
} from '../../../electron/shared/contract';
export { presetInputSchema } from '../../../electron/shared/desk';
