// Printer ids: the one string per printer the renderer and settings.printers use. It is the
// print queue's own printer key (`cups:<queue>`, `windows:<name>`, `network:<host>:<port>`), so
// it needs no table to stay stable, and it reads back into the target it names.
import { printerTargetSchema, targetKey, type PrinterTarget } from './types';

export const printerIdOf = (target: PrinterTarget): string => targetKey(target);

/** The target an id names, or undefined when the id is not one of ours. */
export function targetOfId(id: string): PrinterTarget | undefined {
  const colon = id.indexOf(':');
  if (colon < 0) return undefined;
  const kind = id.slice(0, colon);
  const rest = id.slice(colon + 1);
  let candidate: unknown;
  if (kind === 'cups' || kind === 'windows') candidate = { kind, name: rest };
  else if (kind === 'network') {
    // The port follows the last colon: an IPv6 host keeps its own colons.
    const at = rest.lastIndexOf(':');
    candidate = at > 0 ? { kind, host: rest.slice(0, at), port: Number(rest.slice(at + 1)) } : undefined;
  }
  const parsed = printerTargetSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}
