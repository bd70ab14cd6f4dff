// Issue 13, item 7: every channel's input schema checks what crosses IPC, down to its leaves. The
// schemas are walked (objects, arrays, unions, records, optionals, lazies, pipes…) for a place
// that takes anything: z.unknown(), z.any(), a record of unknown, or an object's catchall of
// unknown (z.looseObject). A few such places are there on purpose and are named below with why;
// a new one fails this test until it is checked or named here.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { channels } from '../../../electron/shared/ipc';

/**
 * The places that take what the station does not read, each "channel path" → why.
 * - The quote request's packages, dynamicAdditionalServices and providerOptions are objects the
 *   spec leaves open: main never reads inside them, it hands them to the server, which checks them.
 * - The draft (desk:draft-save) is the page's own typed work, kept for the page that wrote it:
 *   main never reads inside it, and its size is bounded (MAX_DRAFT_CHARS).
 */
const OPEN_ON_PURPOSE = [
  'quotes:simulate .packages[] *',
  'quotes:simulate .dynamicAdditionalServices[] *',
  'quotes:simulate .providerOptions *',
  'quotes:simulate-international .packages[] *',
  'quotes:simulate-international .dynamicAdditionalServices[] *',
  'quotes:simulate-international .providerOptions *',
  'desk:draft-save .work.recipient *',
  'desk:draft-save .work.parcel *',
  'desk:draft-save .work.invoice *',
  'desk:draft-save .work.weightSource *',
];

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined =>
  typeof schema === 'object' && schema !== null && '_zod' in schema
    ? ((schema as z.core.$ZodType)._zod.def as Def)
    : undefined;

/** Every path of a schema that accepts anything ("*" marks an object's catchall). */
function openPlaces(schema: unknown, path: string, onTheWay = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || onTheWay.has(schema)) return [];
  const inner = new Set(onTheWay).add(schema);
  const walk = (child: unknown, at = path) => openPlaces(child, at, inner);
  switch (def.type) {
    case 'unknown':
    case 'any':
      return [path.trim() || '(the whole input)'];
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.entries(shape).flatMap(([key, field]) => walk(field, `${path}.${key}`));
      const catchall = defOf(def.catchall);
      const open = catchall && (catchall.type === 'unknown' || catchall.type === 'any') ? [`${path} *`] : [];
      return [...fields, ...open, ...(catchall && open.length === 0 ? walk(def.catchall, `${path} *`) : [])];
    }
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, i) => walk(item, `${path}[${i}]`));
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      // optional, nullable, default, readonly, catch, map, set…: whatever schemas the definition holds.
      return Object.values(def).flatMap((value) =>
        Array.isArray(value) ? value.flatMap((v) => walk(v)) : walk(value),
      );
  }
}

const everyOpenPlace = () =>
  Object.entries(channels).flatMap(([name, { input }]) => openPlaces(input, ' ').map((at) => `${name} ${at.trim()}`));

describe('the channels’ input schemas', () => {
  it('check everything a page can send, but for the places named as open on purpose', () => {
    expect(everyOpenPlace().sort()).toEqual([...OPEN_ON_PURPOSE].sort());
  });

  it('would see a place that takes anything (the walk is not blind)', async () => {
    const { z } = await import('zod');
    const hostile = z.strictObject({
      shipmentId: z.string(),
      invoice: z.record(z.string(), z.unknown()).optional(),
      extra: z.union([z.string(), z.array(z.looseObject({ a: z.number() }))]).nullable(),
      later: z.lazy(() => z.any()),
      kept: z.map(z.string(), z.unknown()).optional(),
    });
    expect(openPlaces(hostile, '').sort()).toEqual(['.extra[] *', '.invoice{}', '.kept', '.later']);
  });
});
