// personalities (issue 14.3): the buy paths under every server personality that touches money,
// against the real sandbox over HTTP (its personality switched per profile), the real workflow
// (workflow.db, print queue) and a TCP printer. Per profile × path, over TRIALS purchases:
//   charges          charges the wallet took (its balance, in label prices)
//   labelsObtained   purchases that ended with the label in hand (queued to print)
//   printed          jobs the printer received
//   operatorSaw      what the operator was told: printed / unknown (held, shown as unsettled) /
//                    nothing-charged / possible-double-charge / refused (a clear refusal, no charge)
//   silentLosses     a charge with no label that the operator was not shown as unsettled, or was
//                    told "nothing was charged" (must be 0)
//   unflaggedDoubleCharges  a second charge for one shipment not shown as such (must be 0)
// Paths:
//   single       one purchase, nothing lost;
//   lost-answer  every answer of the first attempt lost after the server processed it (the
//                sandbox's drop-after fault), then the operator buys again (F9/Enter again);
//   resume       the same lost answers, then the station restarts and resumes;
//   pending      an international label (asynchronous emission: 202, then READY);
//   f9, batch, scan and their -lost-answer forms: the desk's paths through the whole station
//                (test/bench/support/desk-paths.ts).
// stdout: one JSON line per profile × path (test/bench/support/money-outcome.ts). BENCH_PATHS
// (comma-separated) runs only some paths, BENCH_PROFILES only some profiles.
import type { EmissionOutcome } from '../../electron/main/workflow';
import type { ProfileName } from '../support/sandbox';
import { createShipment } from '../integration/workflow/support/stack';
import { startWorkflowFixture, type WorkflowFixture } from '../integration/workflow/support/fixture';
import { CONFIRM_BUDGET_MS, DESK_PATHS, runDeskPaths, type DeskPath } from './support/desk-paths';
import { printerSettled } from '../support/printed';
import { ledgerCharges, report, tally, toldOf, type Trial } from './support/money-outcome';

const TRIALS = Number(process.env.BENCH_TRIALS ?? 3);
const PROFILES: ProfileName[] = [
  'default',
  'reemit-409',
  'reemit-409-in-progress',
  'reemit-422',
  'reemit-charges-again',
  'pending-409-until-done',
  'pending-ready-on-later-repost',
  'statuses-422',
  'url-expiry-403-xml',
  'throttled-429',
  'throttled-503-date',
  'loose-timestamps',
  'uuid-v7',
  'loose-shapes',
  'proxy-502',
  'proxy-502-before',
];
type Path = 'single' | 'lost-answer' | 'resume' | 'pending';
const WORKFLOW_PATHS: Path[] = ['single', 'lost-answer', 'resume', 'pending'];
const only = (name: string) => process.env[name]?.split(',').filter(Boolean);
const chosen = <T extends string>(all: T[], name: string): T[] => {
  const wanted = only(name);
  return wanted ? all.filter((x) => wanted.includes(x)) : all;
};
const PATHS = chosen(WORKFLOW_PATHS, 'BENCH_PATHS');
const DESK = chosen<DeskPath>(DESK_PATHS, 'BENCH_PATHS');

async function trial(f: WorkflowFixture, path: Path) {
  const kind = path === 'pending' ? 'international' : 'national';
  const shipmentId = await createShipment(f.api, kind);
  const jobsBefore = (await f.listener.jobs()).length;
  let outcome: EmissionOutcome | undefined;
  const attempt = async (run: () => Promise<EmissionOutcome>) => {
    try {
      outcome = await run();
    } catch {
      outcome = undefined;
    }
  };
  if (path === 'single' || path === 'pending') {
    await attempt(() => f.stack.workflow.emitAndPrint(shipmentId));
  } else {
    await f.sandbox.admin.faults({ dropAfterRate: 1 });
    await attempt(() => f.stack.workflow.emitAndPrint(shipmentId));
    await f.sandbox.admin.faults({ dropAfterRate: 0 });
    if (!outcome) {
      if (path === 'lost-answer') await attempt(() => f.stack.workflow.emitAndPrint(shipmentId));
      else {
        const reports = await f.reopen().workflow.resume();
        const report = reports.find((r) => r.shipmentId === shipmentId);
        if (report?.result.ok) outcome = report.result.value;
      }
    }
  }
  // What the printer holds once the queue has nothing on its way is all it will get.
  await printerSettled(f.listener, { queues: () => [f.stack.printing.queue] });
  const [charges = 0] = ledgerCharges(f.sandbox.dataDir, [shipmentId]);
  const record = f.stack.workflow.status(shipmentId)?.record;
  const unsettled = f.stack.workflow.unfinished().some((u) => u.record.shipmentId === shipmentId);
  const label = Boolean(outcome);
  const told = outcome
    ? toldOf('queued', outcome.possibleDoubleCharge, false)
    : toldOf(record?.state, record?.possibleDoubleCharge ?? false, unsettled);
  return tally([{ label, told, charges }], (await f.listener.jobs()).length - jobsBefore);
}

// One station and one sandbox per profile and path: a purchase held as unknown by one path (the
// lost-answer path leaves its purchases unsettled) must not be resumed, and its label counted,
// by the next.
async function runPath(profile: ProfileName, path: Path): Promise<void> {
  const f = await startWorkflowFixture({
    printer: 'network',
    sandbox: { pendingMs: 300 },
    stack: { timing: { confirmBudgetMs: CONFIRM_BUDGET_MS, pendingTimeoutMs: 8_000 } },
  });
  try {
    await f.sandbox.admin.setWallet(f.tenantId, 1_000_000_000);
    await f.sandbox.admin.personality({ profile });
    const trials: Trial[] = [];
    for (let i = 0; i < TRIALS; i++) trials.push(await trial(f, path));
    report(profile, path, trials);
  } finally {
    await f.close();
  }
}

async function runProfile(profile: ProfileName): Promise<void> {
  for (const path of PATHS) await runPath(profile, path);
}

for (const profile of chosen(PROFILES, 'BENCH_PROFILES')) {
  await runProfile(profile);
  if (DESK.length) await runDeskPaths(profile, TRIALS, DESK);
}
