// Fastify's schema compilers (ajv for what comes in, fast-json-stringify for what goes out), made
// the first time a route declares a schema instead of with every Fastify instance. No route of the
// browser host or of the training server declares one (zod checks what comes in, @fastify/static
// declares only `hide`), and loading ajv was ~45 ms of CPU of each start (startup.bench). They are
// Fastify's own, loaded from beside Fastify; should a route declare a schema one day, Fastify
// treats them as custom compilers (route.js: headers are then not lower-cased for them).
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

const besideFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

function onFirstUse<F extends (...args: never[]) => unknown>(name: string): F {
  let made: F | undefined;
  return ((...args: Parameters<F>) => (made ??= (besideFastify(name) as () => F)())(...args)) as F;
}

/** Fastify's `schemaController` option: its own compilers, loaded by the first route with a schema. */
export const schemaCompilersOnFirstUse = (): { compilersFactory: Compilers } => ({
  compilersFactory: {
    buildValidator: onFirstUse<NonNullable<Compilers['buildValidator']>>('@fastify/ajv-compiler'),
    buildSerializer: onFirstUse<NonNullable<Compilers['buildSerializer']>>('@fastify/fast-json-stringify-compiler'),
  },
});
