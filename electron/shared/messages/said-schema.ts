// A Said read back from disk or IPC (main's side): only keys this version's catalogue knows.
import { z } from 'zod';
import { station } from './pt-BR/station';
import { verbatim, type Said, type StationMessageKey } from './said';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`${prefix}${name.replace(PLURAL_SUFFIX, '')}`]
      : leaves(value as object, `${prefix}${name}.`),
  );
}
const KNOWN_KEYS: ReadonlySet<string> = new Set(leaves(station));

export const isStationMessageKey = (value: unknown): value is StationMessageKey =>
  typeof value === 'string' && KNOWN_KEYS.has(value);

/** A Said read back from disk or IPC: only keys this version knows. */
export const saidSchema: z.ZodType<Said> = z.lazy(() =>
  z.object({
    key: z.custom<StationMessageKey>(isStationMessageKey, 'unknown message key'),
    params: z.record(z.string(), z.union([z.string(), z.number(), saidSchema])).optional(),
  }),
);

/** A stored text that may be a Said (JSON) or, from an older version, a plain sentence. */
export function readSaid(stored: string | null | undefined): Said | undefined {
  if (!stored) return undefined;
  if (stored.startsWith('{')) {
    try {
      const parsed = saidSchema.safeParse(JSON.parse(stored));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: an older version's sentence
    }
  }
  return verbatim(stored);
}
