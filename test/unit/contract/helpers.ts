// Assertions read as "which rules failed", so a test breaks when its own rule stops holding,
// not when some unrelated field changes.
import type { z } from 'zod';
import { parseOrIssues } from '../../../electron/shared/contract';

/** The English issue lines for data, or [] when it parses. */
export function issuesOf(schema: z.ZodType, data: unknown): string[] {
  const result = parseOrIssues(schema, data, 'en');
  return result.ok ? [] : result.error.issues;
}

/** The parsed value, failing the test with the issue lines when data does not parse. */
export function parsed<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseOrIssues(schema, data, 'en');
  if (!result.ok) throw new Error(`expected to parse, got: ${result.error.issues.join(' | ')}`);
  return result.value;
}
