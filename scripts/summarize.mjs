// Adds up the counted checks, vitest's JSON report and Playwright's JSON report into the one
// closing line: "N passed, N failed[, N skipped]". A missing report counts as one failure, so a
// runner that crashed before writing can never look green. Exit code 1 when anything failed.
import { existsSync, readFileSync } from 'node:fs';

const [checksFile, vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const line of readFileSync(checksFile, 'utf8').split('\n').filter(Boolean)) {
  if (line.endsWith('\tpassed')) passed++;
  else failed++;
}

function readJson(file, runner) {
  if (!existsSync(file)) {
    console.error(`summary: ${runner} wrote no report (${file}); counted as one failure`);
    failed++;
    return undefined;
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const vitest = readJson(vitestFile, 'vitest');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  // A suite that failed to load has no tests in it but must still fail the run.
  const brokenSuites = vitest.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  ).length;
  if (brokenSuites) console.error(`summary: ${brokenSuites} test file(s) failed to load`);
  failed += brokenSuites;
}

const playwright = readJson(playwrightFile, 'playwright');
if (playwright) {
  const s = playwright.stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
  failed += (playwright.errors ?? []).length;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
