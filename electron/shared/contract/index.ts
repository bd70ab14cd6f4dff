// The contract of the Shipping Integration Service ("spec 2.11" in a comment is a section of its
// spec, which lives with the service, not in this repository): one source of
// truth for the API client, the sandbox and the forms. Imports nothing but zod, except br.ts
// (CPF/CNPJ check digits for forms, from @brazilian-utils).
export * from './rules';
export * from './primitives';
export * from './tolerant';
export * from './auth';
export * from './addresses';
export * from './recipients';
export * from './quotes';
export * from './shipments';
export * from './labels';
export * from './dace';
export * from './tracking';
export * from './errors';
export * from './query';
export * from './messages';
export * from './mapping';
export * from './br';
