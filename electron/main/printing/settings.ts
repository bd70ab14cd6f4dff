// Per workstation printing settings: which printer each document kind goes to, the network
// printers the operator typed in, and each printer's profile (language, dpi, media: issue 16.1).
// The app's settings file belongs to the core service; this module only needs a way to read and
// write its own part of it.
import { z } from 'zod';
import { type PrintError, refused } from './errors';
import { ok, type Result } from '../../shared/result';
import { said } from '../../shared/messages';
import { printerProfileSchema, type PrinterProfile } from '../../shared/printer-profile';
import { parseNetworkPrinter } from './network-address';
import { printerIdOf } from './printer-ids';
import {
  networkTargetSchema,
  printerTargetSchema,
  routedKindSchema,
  type NetworkTarget,
  type PrinterTarget,
  type RoutedKind,
} from './types';

export const printerRoutingSchema = z.strictObject({
  label: printerTargetSchema.optional(),
  'dace-thermal': printerTargetSchema.optional(),
  'dace-pdf': printerTargetSchema.optional(),
});
export type PrinterRouting = z.infer<typeof printerRoutingSchema>;

export const savedNetworkPrinterSchema = networkTargetSchema.extend({ label: z.string().max(80).optional() });
export type SavedNetworkPrinter = z.infer<typeof savedNetworkPrinterSchema>;

/**
 * Profiles by printer id. Read one by one: a profile this version cannot read (a field renamed,
 * a value out of range) is dropped alone, and its printer asks for a profile again, while the
 * routes and the other printers' profiles survive.
 */
const profilesSchema = z.record(z.string(), z.unknown()).transform((stored) =>
  Object.fromEntries(
    Object.entries(stored).flatMap(([id, value]) => {
      const parsed = printerProfileSchema.safeParse(value);
      return parsed.success ? [[id, parsed.data] as const] : [];
    }),
  ),
);

export const printingSettingsSchema = z.strictObject({
  routing: printerRoutingSchema.default({}),
  networkPrinters: z.array(savedNetworkPrinterSchema).default([]),
  /** The operator's profile per printer id (printer-ids.ts); left out = none set yet. */
  profiles: profilesSchema.optional(),
});
export type PrintingSettings = z.infer<typeof printingSettingsSchema>;

/** The slice of the app's settings store this module reads and writes (a getter/setter pair). */
export interface PrintingSettingsStore {
  /** The stored value as found on disk, or undefined on a new workstation; validated here. */
  read(): unknown;
  write(settings: PrintingSettings): void;
}

const EMPTY: PrintingSettings = { routing: {}, networkPrinters: [] };

export class PrinterSettings {
  /** The last stored value read and what it validated to: each label asks several times, the value seldom changes. */
  private validated: { stored: unknown; settings: PrintingSettings } | undefined;

  constructor(private readonly store: PrintingSettingsStore) {}

  /** The settings, or empty ones when the stored value is missing or no longer valid: a copy to change. */
  current(): PrintingSettings {
    return structuredClone(this.read());
  }

  /**
   * The settings to look at, validated once per stored value (a store hands back the same value
   * until it changes): not to be changed in place.
   */
  private read(): Readonly<PrintingSettings> {
    const stored = this.store.read() ?? EMPTY;
    if (this.validated?.stored === stored) return this.validated.settings;
    const parsed = printingSettingsSchema.safeParse(stored);
    const settings = parsed.success ? parsed.data : structuredClone(EMPTY);
    this.validated = { stored, settings };
    return settings;
  }

  /** The printer a document kind is routed to; a thermal DACE falls back to the label printer (same roll). */
  targetFor(kind: RoutedKind): PrinterTarget | undefined {
    const { routing } = this.read();
    return routing[kind] ?? (kind === 'dace-thermal' ? routing.label : undefined);
  }

  route(kind: RoutedKind, target: unknown): Result<PrintingSettings, PrintError> {
    const settings = this.current();
    if (target === null || target === undefined) {
      delete settings.routing[kind];
    } else {
      const parsed = printerTargetSchema.safeParse(target);
      if (!parsed.success) return refused('invalid-printer', said('printing.invalidPrinter'), parsed.error);
      settings.routing[kind] = parsed.data;
    }
    this.store.write(settings);
    return ok(settings);
  }

  /** The profile the operator confirmed for a printer, if any. */
  profileFor(target: PrinterTarget): PrinterProfile | undefined {
    return this.read().profiles?.[printerIdOf(target)];
  }

  /** Saves (or with null, forgets) a printer's profile; an invalid one is refused naming its field. */
  setProfile(target: PrinterTarget, profile: unknown): Result<PrinterProfile | null, PrintError> {
    const settings = this.current();
    const profiles = { ...settings.profiles };
    const id = printerIdOf(target);
    if (profile === null || profile === undefined) {
      delete profiles[id];
      this.store.write({ ...settings, profiles });
      return ok(null);
    }
    const parsed = printerProfileSchema.safeParse(profile);
    if (!parsed.success) return refused('invalid-printer', said('printing.profileInvalid'), parsed.error);
    profiles[id] = parsed.data;
    this.store.write({ ...settings, profiles });
    return ok(parsed.data);
  }

  /** Adds (or renames) a network printer from what the operator typed: "address[:port]". */
  addNetworkPrinter(input: string, label?: string): Result<NetworkTarget, PrintError> {
    const parsed = parseNetworkPrinter(input);
    if (!parsed.ok) return parsed;
    const settings = this.current();
    const others = settings.networkPrinters.filter((p) => p.host !== parsed.value.host || p.port !== parsed.value.port);
    const trimmed = label?.trim().slice(0, 80);
    settings.networkPrinters = [...others, trimmed ? { ...parsed.value, label: trimmed } : parsed.value];
    this.store.write(settings);
    return parsed;
  }

  /** Forgets a network printer, and the routes that pointed at it (they would fail at every print). */
  removeNetworkPrinter(target: NetworkTarget): void {
    const settings = this.current();
    const same = (t: PrinterTarget | undefined) =>
      t?.kind === 'network' && t.host === target.host && t.port === target.port;
    settings.networkPrinters = settings.networkPrinters.filter((p) => !same(p));
    for (const kind of routedKindSchema.options) if (same(settings.routing[kind])) delete settings.routing[kind];
    if (settings.profiles) delete settings.profiles[printerIdOf(target)];
    this.store.write(settings);
  }
}
