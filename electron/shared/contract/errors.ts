// Spec 2.14: the one error shape every failing endpoint returns.
import { z } from 'zod';
import { dateTime } from './primitives';

/** Error response; no additional properties. statusCode, timestamp and path are always there. */
export const errorResponseSchema = z.strictObject({
  statusCode: z.number().int(),
  timestamp: dateTime(),
  path: z.string(),
  error: z.string().optional(),
  message: z.union([z.string(), z.array(z.string())]).optional(),
  messages: z.array(z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Every server-side text of an error, in order, for showing next to the operator's kind. */
export function errorTexts(error: ErrorResponse): string[] {
  const message = error.message === undefined ? [] : [error.message].flat();
  return [...message, ...(error.messages ?? [])];
}
