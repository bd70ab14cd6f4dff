// A printer profile: what the station must know to put a label on a printer at true size.
// `driver` means the operating system's driver renders the PDF; every other language is a raw
// printer the station renders and encodes for itself (electron/main/thermal). Platform-neutral:
// the settings screen, the main process and the tests all parse profiles with this schema.
import { z } from 'zod';

export const PRINTER_LANGUAGES = ['driver', 'zpl', 'epl2', 'ppla', 'pplb', 'dpl'] as const;
export type PrinterLanguage = (typeof PRINTER_LANGUAGES)[number];
/** The raw languages the station encodes itself. */
export type RawPrinterLanguage = Exclude<PrinterLanguage, 'driver'>;

export const PRINTER_DPIS = [203, 300, 600] as const;
export type PrinterDpi = (typeof PRINTER_DPIS)[number];

/**
 * Dots per millimetre of each nominal resolution. Label printheads are built in whole dots per
 * mm (a "203 dpi" head is 8 dots/mm = 203.2 dpi, a "300 dpi" head 12 dots/mm = 304.8 dpi), so
 * sizes in mm convert without drift and 203 → 300 dpi is exactly ×1.5.
 */
export const DOTS_PER_MM: Record<PrinterDpi, number> = { 203: 8, 300: 12, 600: 24 };

/** Darkness range per language (the printer's own scale). */
export const DARKNESS_RANGE: Record<RawPrinterLanguage, readonly [number, number]> = {
  zpl: [0, 30], // ~SD00–~SD30
  epl2: [0, 15], // D0–D15
  pplb: [0, 15], // D0–D15
  ppla: [0, 20], // Hnn heat 00–20
  dpl: [0, 30], // Hnn heat 00–30
};
/** Print speed range in inches per second, where the language sets one. */
export const SPEED_RANGE: Record<RawPrinterLanguage, readonly [number, number]> = {
  zpl: [2, 14], // ^PR2–^PR14
  epl2: [1, 6], // S1–S6 (model dependent)
  pplb: [1, 6],
  ppla: [1, 6],
  dpl: [1, 12],
};

export const mediaSensingSchema = z.enum(['gap', 'mark', 'continuous']);
export type MediaSensing = z.infer<typeof mediaSensingSchema>;

export const printerProfileSchema = z
  .object({
    language: z.enum(PRINTER_LANGUAGES),
    dpi: z.union([z.literal(203), z.literal(300), z.literal(600)]),
    media: z
      .object({
        widthMm: z.number().min(10).max(300),
        heightMm: z.number().min(10).max(1000),
        sensing: mediaSensingSchema,
      })
      .strict(),
    /** In the printer's own scale (DARKNESS_RANGE); left out = the printer's setting. */
    darkness: z.number().int().min(0).max(30).optional(),
    /** Inches per second (SPEED_RANGE); left out = the printer's setting. */
    speed: z.number().int().min(1).max(14).optional(),
    /** Moves the whole image right (x) and down (y), in mm, to correct a printer's registration. */
    offsets: z
      .object({ xMm: z.number().min(-20).max(20), yMm: z.number().min(-20).max(20) })
      .strict()
      .default({ xMm: 0, yMm: 0 }),
    /** Clockwise rotation of the page on the media, in degrees. */
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
    /**
     * The operator allows a page larger than the media to be shrunk to fit it (uniformly,
     * centred). Left out: such a page is refused with both sizes, never cut or shrunk unasked. A
     * label of the media's size is never scaled either way.
     */
    scaleToFit: z.boolean().optional(),
  })
  .strict()
  .superRefine((profile, ctx) => {
    if (profile.language === 'driver') return;
    // Said as zod's own size issues, so the field line reads "deve ser no máximo 15" in the
    // operator's language (contract/messages.ts), never a sentence written here.
    const outside = (field: 'darkness' | 'speed', [min, max]: readonly [number, number]) => {
      const value = profile[field];
      if (value === undefined) return;
      if (value < min)
        ctx.addIssue({
          code: 'too_small',
          origin: 'number',
          minimum: min,
          inclusive: true,
          input: value,
          path: [field],
        });
      else if (value > max)
        ctx.addIssue({ code: 'too_big', origin: 'number', maximum: max, inclusive: true, input: value, path: [field] });
    };
    outside('darkness', DARKNESS_RANGE[profile.language]);
    outside('speed', SPEED_RANGE[profile.language]);
  });

export type PrinterProfile = z.output<typeof printerProfileSchema>;
export type PrinterProfileInput = z.input<typeof printerProfileSchema>;

/** Media width and height in dots at the profile's resolution. */
export function mediaDots(profile: Pick<PrinterProfile, 'dpi' | 'media'>): { width: number; height: number } {
  const dpmm = DOTS_PER_MM[profile.dpi];
  return { width: Math.round(profile.media.widthMm * dpmm), height: Math.round(profile.media.heightMm * dpmm) };
}
