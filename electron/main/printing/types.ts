// The printing vocabulary: where a document goes (a printer target) and what it is. Imports
// only zod, so these schemas can move to electron/shared unchanged when the IPC layer needs
// them in the renderer.
import { z } from 'zod';

/** A CUPS queue (macOS, Linux), by its queue name (what `lp -d` takes, not the description). */
export const cupsTargetSchema = z.strictObject({ kind: z.literal('cups'), name: z.string().min(1).max(127) });
/** A Windows printer, by the name the spooler knows (may hold spaces and quotes). */
export const windowsTargetSchema = z.strictObject({ kind: z.literal('windows'), name: z.string().min(1).max(255) });
/** A network printer spoken to directly: raw TCP, usually port 9100 (JetDirect/AppSocket). */
export const networkTargetSchema = z.strictObject({
  kind: z.literal('network'),
  host: z.string().min(1).max(253),
  port: z.number().int().min(1).max(65535),
});
export const printerTargetSchema = z.discriminatedUnion('kind', [
  cupsTargetSchema,
  windowsTargetSchema,
  networkTargetSchema,
]);

export type CupsTarget = z.infer<typeof cupsTargetSchema>;
export type WindowsTarget = z.infer<typeof windowsTargetSchema>;
export type NetworkTarget = z.infer<typeof networkTargetSchema>;
export type PrinterTarget = z.infer<typeof printerTargetSchema>;

/** What a desk prints. `test` is a test page; the others are routed by the workstation settings. */
export const documentKindSchema = z.enum(['label', 'dace-thermal', 'dace-pdf', 'test']);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** The kinds a workstation routes to a printer (a test page is sent to a printer chosen on screen). */
export const routedKindSchema = z.enum(['label', 'dace-thermal', 'dace-pdf']);
export type RoutedKind = z.infer<typeof routedKindSchema>;

export const contentTypeSchema = z.enum(['application/pdf', 'application/zpl']);
export type ContentType = z.infer<typeof contentTypeSchema>;

export const printDocumentSchema = z.strictObject({
  kind: documentKindSchema,
  shipmentId: z.string().min(1).optional(),
  labelId: z.string().min(1).optional(),
  contentType: contentTypeSchema,
});
export type PrintDocument = z.infer<typeof printDocumentSchema>;

/** One stable string a printer, so jobs for the same printer keep their order. */
export function targetKey(target: PrinterTarget): string {
  switch (target.kind) {
    case 'cups':
      return `cups:${target.name}`;
    case 'windows':
      return `windows:${target.name}`;
    case 'network':
      return `network:${target.host}:${target.port}`;
  }
}

/** How the operator recognises a printer in a message. */
export function describeTarget(target: PrinterTarget): string {
  return target.kind === 'network' ? `${target.host}:${target.port}` : target.name;
}
