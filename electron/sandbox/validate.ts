// Requests are validated with the same contract schemas the app uses, so the sandbox cannot
// accept what the app would refuse, or the other way round. Violations answer 400 with one
// readable line per violation.
import type { z } from 'zod';
import { parseOrIssues } from '../shared/contract';
import { badRequest } from './errors';

export function parseRequest<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseOrIssues(schema, data, 'en');
  if (!result.ok) throw badRequest(result.error.issues);
  return result.value;
}
