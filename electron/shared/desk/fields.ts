// The zod fields the desk's channel inputs share: server ids, money, a desk's sizes and days.
// Internal to electron/shared/desk; index.ts re-exports only daySchema.
import { z } from 'zod';
import { anyUuid } from '../contract';

// Ids the server hands out, in any UUID syntax (the tolerant reader's rule, contract/tolerant.ts).
export const id = anyUuid();
export const cents = z.number().int().nonnegative();
/** Sizes a packing desk can meet; anything beyond is a typing slip (cm, kg). */
export const cm = z.number().positive().max(300);
export const kg = z.number().positive().max(100);
/** A desk-local calendar day. */
export const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' });
/** An address-book entry key (server id, or local-<n> while pending). */
export const entryKey = z.string().trim().min(1).max(64);
export const printerId = z.string().trim().min(3).max(300);
