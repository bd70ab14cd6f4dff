// The built browser host's entry (out/main/host.js): turns on Node's compile cache before the
// station's modules load, so a desk's second and later starts read V8's compiled code from disk
// instead of compiling ~2 MB of JavaScript again (about 150 ms of CPU of the ~850 it takes to be
// ready; startup.bench). The cache lives in the system's temp folder (Node's default) and is only
// ever a speed-up: a missing or stale cache compiles as before. Then the CLI (cli.ts) starts.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./cli');
