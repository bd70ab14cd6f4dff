// Requests are validated with the same contract schemas the app uses, so the sandbox cannot
// accept what the app would refuse, or the other way round. Violations answer 400 with one
// readable line per violation: in English (the spec's), and in pt-BR from the same catalogue of
// field rules for the training server to answer in the operator's language.
import type { z } from 'zod';
import { parseOrIssues } from '../shared/contract';
import { ApiError } from './errors';

export function parseRequest<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseOrIssues(schema, data, 'en');
  if (result.ok) return result.value;
  const portuguese = parseOrIssues(schema, data, 'pt-BR');
  throw new ApiError(400, result.error.issues, portuguese.ok ? undefined : portuguese.error.issues);
}
