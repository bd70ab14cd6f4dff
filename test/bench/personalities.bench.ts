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
//   pending      an international label (asynchronous emission: 202, then READY).
// F9, batch and scan buy through the same workflow service (one gate, one journal); they are
// exercised by their own integration tests and are not repeated here. stdout: one JSON line per
// profile × path.
import type { EmissionOutcome } from '../../electron/main/workflow';
import type { ProfileName } from '../support/sandbox';
import { createShipment } from '../integration/workflow/support/stack';
import { startWorkflowFixture, type WorkflowFixture } from '../integration/workflow/support/fixture';

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
const PATHS: Path[] = ['single', 'lost-answer', 'resume', 'pending'];

interface Trial {
  charges: number;
  label: boolean;
  printed: number;
  saw: string;
  silentLoss: boolean;
  unflaggedDouble: boolean;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function trial(f: WorkflowFixture, path: Path, price: Record<'national' | 'international', number>) {
  const kind = path === 'pending' ? 'international' : 'national';
  const shipmentId = await createShipment(f.api, kind);
  const before = await f.balance();
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
  if (outcome) await f.stack.printing.queue.settled(outcome.printJob.id).catch(() => undefined);
  await settle(150);
  const spent = before - (await f.balance());
  const charges = Math.round(spent / price[kind]);
  const record = f.stack.workflow.status(shipmentId)?.record;
  const unsettled = f.stack.workflow.unfinished().some((u) => u.record.shipmentId === shipmentId);
  const told = outcome
    ? outcome.possibleDoubleCharge
      ? 'possible-double-charge'
      : 'printed'
    : record?.state === 'failed'
      ? 'nothing-charged'
      : unsettled
        ? 'unknown'
        : 'refused';
  const label = Boolean(outcome);
  return {
    charges,
    label,
    printed: (await f.listener.jobs()).length - jobsBefore,
    saw: told,
    silentLoss: charges > 0 && !label && (told === 'nothing-charged' || told === 'refused'),
    unflaggedDouble: charges >= 2 && !(record?.possibleDoubleCharge ?? false),
  } satisfies Trial;
}

// One station and one sandbox per profile: a purchase held as unknown under one profile must not
// be resumed (and counted) under the next.
async function runProfile(profile: ProfileName): Promise<void> {
  const f = await startWorkflowFixture({
    printer: 'network',
    sandbox: { pendingMs: 300 },
    stack: { timing: { confirmBudgetMs: 400, pendingTimeoutMs: 8_000 } },
  });
  try {
    await f.sandbox.admin.setWallet(f.tenantId, 1_000_000_000);
    // One clean purchase of each kind tells what a label costs here.
    const price = { national: 0, international: 0 };
    for (const kind of ['national', 'international'] as const) {
      const shipmentId = await createShipment(f.api, kind);
      const before = await f.balance();
      const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
      await f.stack.printing.queue.settled(outcome.printJob.id);
      price[kind] = before - (await f.balance());
    }
    for (const path of PATHS) {
      await f.sandbox.admin.personality({ profile });
      const trials: Trial[] = [];
      for (let i = 0; i < TRIALS; i++) trials.push(await trial(f, path, price));
      const sum = (pick: (t: Trial) => number) => trials.reduce((n, t) => n + pick(t), 0);
      console.log(
        JSON.stringify({
          bench: 'personalities',
          profile,
          path,
          trials: TRIALS,
          charges: sum((t) => t.charges),
          labelsObtained: sum((t) => Number(t.label)),
          printed: sum((t) => t.printed),
          operatorSaw: [...new Set(trials.map((t) => t.saw))].join('|'),
          silentLosses: sum((t) => Number(t.silentLoss)),
          unflaggedDoubleCharges: sum((t) => Number(t.unflaggedDouble)),
        }),
      );
      await f.sandbox.admin.personality({ profile: 'default' });
    }
  } finally {
    await f.close();
  }
}

for (const profile of PROFILES) await runProfile(profile);
