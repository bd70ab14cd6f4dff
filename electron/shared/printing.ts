// Channels and views of the printing domain (electron/main/printing): the desk's printers, their
// profiles and checks, and the print jobs of the queue (history, resend, `print-job` events).
// Spread into the channel map in ipc.ts as the `printing` group. Printers are named by an id
// string main defines (`cups:<queue>`, `windows:<name>`, `network:<host>:<port>`), the same ids
// settings.printers routes by. Imports only zod and relative files.
import { z } from 'zod';
import { channel, noInput } from './channel';
import { anyUuid, typed } from './contract';
import type { Said } from './messages';
import { printerProfileSchema, type PrinterProfile, type RawPrinterLanguage } from './printer-profile';

// ---------------------------------------------------------------------------------------------
// Views (plain JSON: what crosses IPC)

export type PrintJobStatus = 'queued' | 'printing' | 'done' | 'failed';
export type PrintDocumentKind = 'label' | 'dace-thermal' | 'dace-pdf' | 'test';
export type PrintContentType = 'application/pdf' | 'application/zpl';

/** A print job, in the history screen and in `print-job` events. */
export interface PrintJobView {
  jobId: string;
  status: PrintJobStatus;
  kind: PrintDocumentKind;
  contentType: PrintContentType;
  printerId: string;
  /** How the operator recognises the printer (queue name, host:port). */
  printer: string;
  shipmentId?: string;
  labelId?: string;
  /** The job this one prints again (explicit reprint), or null. */
  reprintOf: string | null;
  attempts: number;
  /** Why the last attempt failed, or why the job waits (the page translates it). */
  lastError?: Said;
  /** The printer's or the print system's own words about it, verbatim. */
  lastErrorDetail?: string;
  lastErrorKind?: string;
  /** What converting it for its printer noted (scaled to fit, a page over the label's edges). */
  notes?: Said[];
  /** When the next attempt is due, for a job waiting after a failure (ISO 8601). */
  nextAttemptAt: string | null;
  /** Whether a reprint from history is still possible. */
  bytesKept: boolean;
  createdAt: string;
  updatedAt: string;
}
/** The `print-job` event (kept under the name the channel map first used). */
export type PrintJobUpdate = PrintJobView;

export interface PrinterInfo {
  id: string;
  name: string;
  /** The CUPS description when it differs from the queue name. */
  description?: string;
  isDefault: boolean;
  connection: 'cups' | 'windows' | 'network';
  /** Windows: the printer's driver name (it names the label language: ZDesigner, Argox, Datamax…). */
  driver?: string;
}

/** A printer's profile as the settings screen shows it. */
export interface PrinterProfileView {
  printerId: string;
  /** The profile the operator confirmed, or null. */
  profile: PrinterProfile | null;
  /** A raw printer (network, CUPS raw queue) without a profile: it prints nothing until one is set. */
  needsProfile: boolean;
}

/** A profile proposed for a printer, for the operator to confirm. */
export interface DetectedProfileView {
  printerId: string;
  /** From the queue's driver (PPD), from the printer itself (~HI), or nothing found (defaults). */
  source: 'driver' | 'printer' | 'none';
  /** Whose driver was read (source `driver`): a CUPS queue's PPD, or a Windows printer's driver name. */
  system?: 'cups' | 'windows';
  raw: boolean;
  model?: string;
  /**
   * The label language the printer reads, as detected: what the driver's name says (ZDesigner →
   * zpl, Argox → ppla…), or zpl for a printer that answered ~HI.
   */
  labelLanguage?: RawPrinterLanguage;
  profile: PrinterProfile;
  /**
   * How the profile's media was chosen (issue 29.1), shown beside the label's size before it is
   * saved: the label the station prints, matched to the page its driver offers nearest to it
   * (`driver-page`, named as the driver names it, e.g. "w288h432"), or the label's own size
   * (`label`: a raw printer, or a driver that takes any size). Never the driver's default page.
   */
  media: {
    label: { widthMm: number; heightMm: number };
    from: 'driver-page' | 'label';
    page?: string;
  };
}

export interface PrinterCheck {
  ready: boolean;
  /** Why it would not print now (the page translates it). */
  problem: Said | null;
}

// ---------------------------------------------------------------------------------------------
// Channels

// Ids the server hands out, in any UUID syntax (the tolerant reader's rule, contract/tolerant.ts).
const id = anyUuid();
const none = noInput;
/** A printer id as printers:list gives it. */
export const printerIdSchema = z.string().trim().min(3).max(300);
/** The document kinds a workstation routes (the names settings.printers uses). */
export const routedKindKeySchema = z.enum(['label', 'daceThermal', 'dacePdf']);
export type RoutedKindKey = z.infer<typeof routedKindKeySchema>;

export const printingChannels = {
  'printers:list': channel(none).returns<PrinterInfo[]>(),
  /** Whether the printer routed to a kind (or a given printer) would print now (strict mode's check). */
  'printers:check': channel(
    z.strictObject({ kind: routedKindKeySchema.optional(), printerId: printerIdSchema.optional() }),
  ).returns<PrinterCheck>(),
  /**
   * A test page: the calibration label for a printer with a profile (converted for it like any
   * label); otherwise the PDF test page, or the ZPL one when asked.
   */
  'printers:test': channel(
    z.strictObject({
      printerId: printerIdSchema,
      kind: routedKindKeySchema.optional(),
      variant: z.enum(['zpl', 'pdf']).optional(),
    }),
  ).returns<PrintJobView>(),
  /** Saves a network printer typed as address[:port] (port 9100 by default). */
  'printers:add-network': channel(
    z.strictObject({ address: z.string().trim().min(1).max(300), label: typed().max(80).optional() }),
  ).returns<PrinterInfo>(),
  'printers:remove-network': channel(z.strictObject({ printerId: printerIdSchema })).returns<PrinterInfo[]>(),
  /** A printer's profile, and whether it needs one before it prints. */
  'printers:profile': channel(z.strictObject({ printerId: printerIdSchema })).returns<PrinterProfileView>(),
  /** Saves (or with null, forgets) a printer's profile. */
  'printers:set-profile': channel(
    z.strictObject({ printerId: printerIdSchema, profile: printerProfileSchema.nullable() }),
  ).returns<PrinterProfileView>(),
  /**
   * Proposes a profile: the CUPS driver's resolution and the page it offers nearest to the label
   * the station prints (never its default page), or a network Zebra's own answer (~HI).
   */
  'printers:detect': channel(z.strictObject({ printerId: printerIdSchema })).returns<DetectedProfileView>(),
  /** Recent print jobs, newest first. */
  'printers:jobs': channel(
    z.strictObject({ limit: z.number().int().min(1).max(500).default(100) }).default({ limit: 100 }),
  ).returns<PrintJobView[]>(),
  /** Sends a failed (or waiting) job again, optionally to another printer. */
  'printers:resend': channel(
    z.strictObject({ jobId: id, printerId: printerIdSchema.optional() }),
  ).returns<PrintJobView>(),
};
