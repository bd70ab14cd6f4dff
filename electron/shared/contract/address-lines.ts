// The lines of a saved address, typed alike by the spec in a sender (2.5) and in a recipient's
// delivery address (2.6). Each schema spreads them where they stand, so a change to how a street
// or a district is checked reaches both.
import { z } from 'zod';
import { email, text, typed } from './primitives';

/** Contact, then street to city, as a body sends them (state and zip differ: see each schema). */
export const addressLinesInput = () => ({
  phone: text(),
  // The spec types it as plain string; an e-mail check still catches the typo before the
  // carrier's notification bounces.
  email: email().optional(),
  street: text(),
  number: text(),
  complement: typed().optional(),
  district: text(),
  city: text(),
});

/** Street to zip as a response carries them: types only (a server's CEP or UF shape must not hide a record). */
export const addressLinesResponse = () => ({
  street: z.string(),
  number: z.string(),
  complement: z.string().nullish(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
