// Each renderer test file starts here (vitest.config.ts, the renderer project's setupFiles).
//
// How long waitFor and findBy wait for the page before they call it a failure: a deadline for
// real work (React drawing a screen, a fake station's answer settling), never the claim of a test.
// Testing Library's own 1 s is under what a loaded two-core machine takes now and then for a
// screen like the ship screen (seen here at load 15-20: 13.5 s for a test of 1.3 s unloaded; the
// first-screen test already waits 15 s for a chunk), so a right test could fail. A test whose
// claim is timing holds the page's clock (support/clock.ts): there the wait is page time.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
