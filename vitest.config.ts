import { defineConfig } from 'vitest/config';

// One runner for unit (Node and renderer) and integration tests. Integration tests talk to a
// real sandbox over HTTP, a real keyring and a real CUPS queue, so they get longer timeouts
// and run in forked processes (node:sqlite and keytar are happiest there). The training
// server's own tests (test/sandbox: what the sandbox answers, not what the station does) are
// projects of their own, so `--project unit --project integration` runs what covers the product.
export default defineConfig({
  test: {
    pool: 'forks',
    // expect.poll waits this long for what it polls before failing (vitest's own is 1 s): a
    // deadline for real work, which a loaded CI machine running the whole suite takes longer for
    // now and then; a claim about time says its own bound.
    expect: { poll: { timeout: 10_000 } },
    // A test build (electron/main/app/development.ts): the scale tests' socat pairs are /dev/pts/N.
    env: { SHIPPING_STATION_DEV: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: ['test/unit/renderer/**'],
          environment: 'node',
          // A timeout finds a hang, not slowness (test/bench measures speed): a CI machine under
          // load has taken 7.6 s for tests that take 1 s here (MuPDF, ESLint, fast-check).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          include: ['test/unit/renderer/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/unit/renderer/support/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox-unit',
          include: ['test/sandbox/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox-integration',
          include: ['test/sandbox/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
