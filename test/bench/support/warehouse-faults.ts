// The faults bench's warehouse kinds (issue 27): two desks, each a whole station with its own data
// folder and desk name, share one sandbox, one label printer and one real PostgreSQL (test/support/
// postgres.ts). Every trial is a fresh order reference that BOTH desks try to buy, so a journal
// that fails them would show as an order charged twice. Desks are in-process stations (the desk
// fixture), except in the desk-sigkill kinds, where desk 1 is a real browser-host process.
// test/bench/faults.bench.ts lists what each kind does; this file says how.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDeskFixture, type DeskFixture } from '../../integration/desk/support/desk-fixture';
import { BOX, RIO } from '../../integration/desk/support/parties';
import { joinWarehouse, startWarehouse, type TestWarehouse } from '../../integration/warehouse/support/warehouse';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { startStallProxy } from '../../support/stall-proxy';
import { until } from '../../support/until';
import { getEndingWith, postEndingWith, startApiHoldProxy, type ApiHoldProxy, type Caught } from './api-hold-proxy';
import {
  add,
  doublePrintsOf,
  expectShipped,
  judgeAnswer,
  judgeCrash,
  judgeRefusal,
  ledgerOf,
  note,
  pick,
  printedDigests,
  pressOf,
  settleAndCount,
  shownBy,
  sleep,
  tally,
  together,
  type Press,
  type Shown,
  type Tally,
} from './fault-tally';
import { startHostDesk, type HostDesk } from './host-desk';

const TRIALS = Number(process.env.BENCH_TRIALS ?? 50);

/** The desks' warehouse timings: a silent desk's claim may be taken over after 1 s; owed states are sent again every 200 ms. */
const TIMINGS = { takeOverAfterMs: 1000, retryMs: 200, queryTimeoutMs: 2000 };

// What the operator must read (pt-BR, the desk's default).
const DOWN = /diário do armazém .* não responde.*Nada foi comprado/s;
const HELD_ANY = /Pedido \S+ (já comprado|está sendo comprado|foi reservado( para compra)?) na Bancada \d/;
const heldBy = (desk: string) =>
  new RegExp(`Pedido \\S+ (já comprado|está sendo comprado|foi reservado( para compra)?) na ${desk}\\b`);
const boughtBy = (desk: string) => new RegExp(`Pedido \\S+ já comprado na ${desk}\\b`);
const buyingOrBoughtBy = (desk: string) => new RegExp(`Pedido \\S+ (já comprado|está sendo comprado) na ${desk}\\b`);
/** Desk 1's claim, fresh ("aguarde") or past the timeout ("você pode assumir"). */
const CLAIMED_BY_1 = /Pedido \S+ foi reservado( para compra)? na Bancada 1 às \d\d:\d\d/;

/** One desk as the bench presses its keys and reads its screens. */
interface BenchDesk {
  readonly name: string;
  /** F9 on an order: one-key ship with the preset on key 1 to Rio. */
  press(ref: string, extra?: { takeOver?: boolean }): Promise<Press>;
  /** What this desk shows its operator of purchases not printed. */
  shown(): Promise<Shown>;
  /** Its print queue has nothing on its way (in-process desks; a process desk is waited on by its prints). */
  idle(): Promise<void>;
}

function inProcessDesk(name: string, f: DeskFixture): BenchDesk {
  return {
    name,
    press: async (ref, extra = {}) => {
      try {
        return pressOf(
          await f.invoke('desk:one-key-ship', { externalRef: ref, recipient: RIO, presetKey: 1, ...extra }),
        );
      } catch (error) {
        return { outcome: 'crashed', kind: 'threw', words: String(error) };
      }
    },
    shown: () => shownBy(f.invoke as never),
    idle: () =>
      until(
        () =>
          !f.station.printing.queue.list(10_000).some((job) => job.status === 'queued' || job.status === 'printing'),
        { what: `${name}'s print queue to settle`, timeoutMs: 30_000 },
      ).then(() => undefined),
  };
}

function processDesk(name: string, current: () => HostDesk): BenchDesk {
  return {
    name,
    press: async (ref, extra = {}) => {
      try {
        const result = await current().invoke('desk:one-key-ship', {
          externalRef: ref,
          recipient: RIO,
          presetKey: 1,
          ...extra,
        } as never);
        return pressOf(result);
      } catch (error) {
        return { outcome: 'refused', kind: 'offline', words: String(error) };
      }
    },
    shown: () => shownBy(((channel: never, input?: never) => current().invoke(channel, input)) as never),
    idle: async () => undefined,
  };
}

/** The world of a warehouse kind: the server, the printer, PostgreSQL, and what each trial bought. */
interface World {
  sandbox: TestSandbox;
  listener: PrintListener;
  warehouse: TestWarehouse;
  refs: string[];
  tag: string;
  desks: BenchDesk[];
}

/** Waits until the order is settled at every desk, then counts it from the outside. */
const settled = (t: Tally, w: World, ref: string) =>
  settleAndCount(t, w.sandbox.dataDir, w.listener, ref, async () => {
    await Promise.all(w.desks.map((d) => d.idle().catch(() => undefined)));
    return together(await Promise.all(w.desks.map((d) => d.shown())));
  });

/** Labels of the kind's orders that came out more than once, once every order is done. */
async function finish(t: Tally, w: World): Promise<Tally> {
  const printed = await printedDigests(w.listener);
  t.doublePrints = doublePrintsOf(
    w.refs.map((ref) => ledgerOf(w.sandbox.dataDir, ref)),
    printed,
  );
  return t;
}

const newRef = (w: World, i: number | string) => {
  const ref = `${w.tag}-${i}`;
  w.refs.push(ref);
  return ref;
};

// ---- PostgreSQL faults at a statement: a trigger on the journal's table ----

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A trigger on the journal's rows that acts on the statement that makes an order `emitting` (the
 * step between the claim and the POST: an early claim moved to emitting, or a claim made emitting
 * at once), for the orders listed in public.bench_fault: `terminate` drops that desk's connection
 * (pg_terminate_backend, as the integration test does); `sleep` keeps the statement running for
 * `seconds` (the bench stops the server or kills the desk meanwhile). `desk` null: any desk.
 */
async function installFaultTrigger(w: TestWarehouse): Promise<void> {
  await w.pg.sql(
    `CREATE TABLE public.bench_fault (order_ref text NOT NULL, desk text, action text NOT NULL, seconds double precision NOT NULL DEFAULT 0);
     CREATE FUNCTION public.bench_fault() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE f record;
     BEGIN
       IF NEW.state = 'emitting' AND (TG_OP = 'INSERT' OR OLD.state <> 'emitting') THEN
         SELECT * INTO f FROM public.bench_fault WHERE order_ref = NEW.order_ref AND (desk IS NULL OR desk = NEW.desk) LIMIT 1;
         IF FOUND THEN
           IF f.action = 'terminate' THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF;
           IF f.action = 'sleep' THEN PERFORM pg_sleep(f.seconds); END IF;
         END IF;
       END IF;
       RETURN NEW;
     END $$;
     CREATE TRIGGER bench_fault BEFORE INSERT OR UPDATE ON shipping_station.purchases FOR EACH ROW EXECUTE FUNCTION public.bench_fault();`,
    w.database,
  );
}

async function armFault(
  w: TestWarehouse,
  ref: string,
  desk: string | null,
  action: 'terminate' | 'sleep',
  seconds = 0,
): Promise<void> {
  await w.pg.sql(
    `INSERT INTO public.bench_fault (order_ref, desk, action, seconds)
     VALUES (${literal(ref.trim().toLowerCase())}, ${desk === null ? 'NULL' : literal(desk)}, ${literal(action)}, ${seconds})`,
    w.database,
  );
}

async function disarmFault(w: TestWarehouse, ref: string): Promise<void> {
  await w.pg.sql(`DELETE FROM public.bench_fault WHERE order_ref = ${literal(ref.trim().toLowerCase())}`, w.database);
}

/**
 * The pid of a desk's backend that sleeps in the trigger (its statement is running), once it
 * does; null once `cancel.done` is set (the statement will not come).
 */
function sleepingBackend(
  w: TestWarehouse,
  desk: string,
  timeoutMs = 15_000,
  cancel: { done: boolean } = { done: false },
): Promise<number | null> {
  return until(
    async () => {
      if (cancel.done) return { pid: null };
      const rows = await w.pg.sql(
        `SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND application_name = ${literal(`shipping-station ${desk}`)}`,
      );
      const pid = rows[0]?.pid as number | undefined;
      return pid === undefined ? undefined : { pid };
    },
    { what: `${desk}'s statement in the trigger`, timeoutMs, everyMs: 5 },
  ).then((found) => found.pid);
}

/** The order's row in the journal (state and holder), as the superuser reads it; undefined: no row. */
async function rowOf(w: TestWarehouse, ref: string): Promise<{ state: string; desk: string } | undefined> {
  const rows = await w.rows(`order_ref = ${literal(ref.trim().toLowerCase())}`);
  return rows[0] as { state: string; desk: string } | undefined;
}

// ---- worlds ----

interface InProcessWorld extends World {
  a: DeskFixture;
  b: DeskFixture;
  /** Both desks reach the sandbox through it (and so name the same server). */
  proxy: ApiHoldProxy;
  close(): Promise<void>;
}

interface WorldOptions {
  tag: string;
  timings?: typeof TIMINGS;
  /** Desk 2 reaches PostgreSQL through a link that can go silent (answers the link). */
  bStalls?: boolean;
}

async function inProcessWorld(
  options: WorldOptions,
): Promise<InProcessWorld & { stall?: Awaited<ReturnType<typeof startStallProxy>> }> {
  const sandbox = await startTestSandbox();
  const listener = await startPrintListener();
  const warehouse = await startWarehouse();
  const proxy = await startApiHoldProxy(sandbox.url);
  const timings = options.timings ?? TIMINGS;
  const server = { sandbox: { ...sandbox, url: proxy.url }, listener };
  const a = await startDeskFixture({ printer: 'network', shared: server, warehouse: timings });
  const b = await startDeskFixture({ printer: 'network', shared: server, warehouse: timings });
  const stall = options.bStalls
    ? await startStallProxy({ host: warehouse.pg.host, port: warehouse.pg.port })
    : undefined;
  await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
  await joinWarehouse(a, warehouse, 'Bancada 1');
  await joinWarehouse(b, warehouse, 'Bancada 2', stall ? { port: stall.port } : {});
  await a.call('desk:preset-save', BOX);
  await b.call('desk:preset-save', BOX);
  await installFaultTrigger(warehouse);
  return {
    sandbox,
    listener,
    warehouse,
    refs: [],
    tag: options.tag,
    a,
    b,
    proxy,
    desks: [inProcessDesk('Bancada 1', a), inProcessDesk('Bancada 2', b)],
    ...(stall ? { stall } : {}),
    async close() {
      await b.close();
      await a.close();
      await proxy.close();
      await stall?.close();
      await warehouse.close();
      await listener.close();
      await sandbox.close();
    },
  };
}

/** Both desks press F9 on the order at the same moment. */
const both = (w: InProcessWorld, ref: string) => Promise.all(w.desks.map((d) => d.press(ref)));

/**
 * The operators press F9 again on an order nobody bought (a refused press is tried again once
 * the journal answers), desk 1 first, up to three rounds; an order still not charged after them
 * is counted as notBought.
 */
async function buyWhatIsLeft(t: Tally, w: World, ref: string): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const desk of w.desks) {
      if (ledgerOf(w.sandbox.dataDir, ref).charges > 0) return;
      const press = await desk.press(ref);
      judgeCrash(t, press, `${desk.name} again`);
      if (press.outcome === 'shipped') return;
    }
    await sleep(300);
  }
  if (ledgerOf(w.sandbox.dataDir, ref).charges === 0) {
    add(t, 'notBought');
    console.error(`not bought after three rounds: ${ref}`);
  }
}

// ---- the kinds ----

/** PostgreSQL stopped (or crashed) before the claim: strict mode refuses at both desks; once back, the order is bought once. */
export async function pgDownBeforeClaim(): Promise<Tally> {
  const w = await inProcessWorld({ tag: `DOWN-${Date.now()}` });
  const t = tally();
  try {
    for (let i = 0; i < TRIALS; i++) {
      const ref = newRef(w, i);
      if (pick(['stop', 'kill']) === 'stop') await w.warehouse.pg.stop();
      else await w.warehouse.pg.kill();
      for (const [n, press] of (await both(w, ref)).entries())
        judgeRefusal(t, press, DOWN, `Bancada ${n + 1} while the journal is down`);
      if (ledgerOf(w.sandbox.dataDir, ref).charges > 0) add(t, 'boughtWhileDown');
      await w.warehouse.pg.start();
      const again = await both(w, ref);
      for (const [n, press] of again.entries())
        if (press.outcome !== 'shipped') judgeRefusal(t, press, HELD_ANY, `Bancada ${n + 1} after the restart`);
      if (!again.some((p) => p.outcome === 'shipped')) await buyWhatIsLeft(t, w, ref);
      await settled(t, w, ref);
    }
    return await finish(t, w);
  } finally {
    await w.close();
  }
}

/**
 * Desk 1's connection dropped by the database exactly when it says "emitting" (the trigger's
 * pg_terminate_backend), or the server stopped while that statement runs: nothing is sent, the
 * claim is given back once the journal answers, and desk 2 buys the order once.
 */
export async function pgCutBetweenClaimAndPost(): Promise<Tally> {
  const w = await inProcessWorld({ tag: `CUT-${Date.now()}` });
  const t = tally();
  const pg = w.warehouse.pg;
  try {
    for (let i = 0; i < TRIALS; i++) {
      const ref = newRef(w, i);
      const how = pick(['terminate', 'stop'] as const);
      await armFault(w.warehouse, ref, 'Bancada 1', how === 'terminate' ? 'terminate' : 'sleep', 1);
      // "stop": the server is stopped while desk 1's "emitting" statement runs.
      const cancel = { done: false };
      const stopping =
        how === 'stop'
          ? sleepingBackend(w.warehouse, 'Bancada 1', 15_000, cancel).then(
              (pid) => (pid === null ? undefined : pg.stop()),
              () => console.error(`pg-cut: ${ref}'s "emitting" statement never came`),
            )
          : null;
      const onA = await w.desks[0]!.press(ref);
      judgeRefusal(t, onA, DOWN, 'Bancada 1 cut between its claim and its POST');
      if (onA.outcome === 'shipped') {
        // The statement the fault waits for never came (a count of the bench, not of the station).
        add(t, 'faultMissed');
        console.error(`pg-cut: ${ref} was bought at Bancada 1 without the cut`);
        cancel.done = true;
        await stopping;
        await disarmFault(w.warehouse, ref);
        if (!pg.running()) await pg.start();
        judgeRefusal(t, await w.desks[1]!.press(ref), buyingOrBoughtBy('Bancada 1'), 'Bancada 2 (no cut)');
        await settled(t, w, ref);
        continue;
      }
      await stopping;
      if (ledgerOf(w.sandbox.dataDir, ref).charges > 0) add(t, 'boughtAfterCut');
      // Desk 2 meanwhile: refused while the server is down, or while desk 1's claim is not given back yet.
      const meanwhile = await w.desks[1]!.press(ref);
      judgeCrash(t, meanwhile, 'Bancada 2 meanwhile');
      if (meanwhile.outcome === 'refused')
        judgeRefusal(t, meanwhile, how === 'stop' ? DOWN : CLAIMED_BY_1, 'Bancada 2 meanwhile');
      if (!pg.running()) await pg.start();
      await disarmFault(w.warehouse, ref);
      await w.a.station.warehouse.flush();
      if (meanwhile.outcome !== 'shipped')
        expectShipped(t, await w.desks[1]!.press(ref), 'Bancada 2 after the claim was given back');
      // Desk 1's operator tries again: the order is Bancada 2's now.
      judgeRefusal(t, await w.desks[0]!.press(ref), buyingOrBoughtBy('Bancada 2'), 'Bancada 1 again');
      if (ledgerOf(w.sandbox.dataDir, ref).charges === 0) await buyWhatIsLeft(t, w, ref);
      await settled(t, w, ref);
    }
    return await finish(t, w);
  } finally {
    await w.close();
  }
}

/**
 * PostgreSQL stopped (or crashed) while desk 1's emit POST is in flight (the server charged, its
 * answer not read yet); desk 2 presses F9 on the order meanwhile (refused), then after the
 * restart (refused: bought at desk 1). Desk 1's label prints while the journal is down; its
 * `bought`/`printed` wait on its disk and reach the journal when it is back (deliveredLater).
 */
export async function pgDownAfterPost(): Promise<Tally> {
  const w = await inProcessWorld({ tag: `AFTER-${Date.now()}` });
  const t = tally();
  const pg = w.warehouse.pg;
  try {
    for (let i = 0; i < TRIALS; i++) {
      const ref = newRef(w, i);
      // Desk 1's emit POST reaches the server (charged); its answer waits at the proxy while
      // PostgreSQL goes down and desk 2 presses F9 on the order.
      const holding = w.proxy.hold(postEndingWith('/emit'), 'after');
      const pressing = w.desks[0]!.press(ref);
      const held = await Promise.race([holding, pressing.then(() => null)]);
      let meanwhile: Promise<Press> | undefined;
      if (held) {
        if (pick(['stop', 'kill']) === 'stop') await pg.stop();
        else await pg.kill();
        meanwhile = w.desks[1]!.press(ref);
        held.release();
      } else {
        w.proxy.disarm();
        add(t, 'faultMissed');
      }
      expectShipped(t, await pressing, 'Bancada 1 with the journal gone after its POST');
      if (meanwhile) judgeRefusal(t, await meanwhile, DOWN, 'Bancada 2 while the journal is down');
      await w.desks[0]!.idle();
      if (w.a.station.warehouse.status().pending > 0) add(t, 'owedOnDisk');
      if (!pg.running()) await pg.start();
      await w.a.station.warehouse.flush();
      const row = await rowOf(w.warehouse, ref);
      if (row && (row.state === 'bought' || row.state === 'printed') && row.desk === 'Bancada 1')
        add(t, 'deliveredLater');
      judgeRefusal(t, await w.desks[1]!.press(ref), boughtBy('Bancada 1'), 'Bancada 2 after the restart');
      await settled(t, w, ref);
    }
    return await finish(t, w);
  } finally {
    await w.close();
  }
}

/**
 * A burst of orders, each pressed at both desks at the same moment; PostgreSQL is killed
 * (SIGKILL, a crash) at a random moment of the burst and started again (crash recovery). The
 * operators then press F9 again on every order nobody bought. Bursts of 5: trials = orders.
 */
export async function pgRestartedMidRun(): Promise<Tally> {
  const w = await inProcessWorld({ tag: `RESTART-${Date.now()}` });
  const t = tally();
  const pg = w.warehouse.pg;
  const BURST = 5;
  try {
    for (let burst = 0; burst * BURST < TRIALS; burst++) {
      const refs = Array.from({ length: Math.min(BURST, TRIALS - burst * BURST) }, (_, i) =>
        newRef(w, burst * BURST + i),
      );
      const presses: Press[] = [];
      const run = (async () => {
        for (const ref of refs) presses.push(...(await both(w, ref)));
      })();
      const crash = (async () => {
        await sleep(Math.random() * 150 * refs.length);
        await pg.kill();
        await sleep(Math.random() * 300);
        await pg.start();
      })();
      await Promise.all([run, crash]);
      for (const press of presses)
        judgeAnswer(t, press, [[DOWN, 'refusedJournalDown'], [HELD_ANY]], 'a press of the burst');
      await Promise.all([w.a.station.warehouse.flush(), w.b.station.warehouse.flush()]);
      for (const ref of refs) {
        await buyWhatIsLeft(t, w, ref);
        await settled(t, w, ref);
      }
    }
    return await finish(t, w);
  } finally {
    await w.close();
  }
}

/**
 * Desk 2's link to PostgreSQL goes silent (a TCP proxy that stops forwarding without closing) once
 * in every 5 orders, at a random order and a random moment of its presses (0–150 ms in), for
 * 0.5–4 s, then heals; the desks go on pressing F9 at both desks at once meanwhile
 * (stalledPresses: desk 2's presses that waited on the silent link). Then every order nobody
 * bought is pressed again.
 */
export async function stalledLink(): Promise<Tally> {
  const w = await inProcessWorld({
    tag: `STALL-${Date.now()}`,
    timings: { ...TIMINGS, queryTimeoutMs: 1000 },
    bStalls: true,
  });
  const t = tally();
  const link = w.stall!;
  const healing: Array<Promise<void>> = [];
  try {
    const refs = Array.from({ length: TRIALS }, (_, i) => newRef(w, i));
    let stallAt = Math.floor(Math.random() * 5);
    for (const [i, ref] of refs.entries()) {
      if (i === stallAt) {
        stallAt = (Math.floor(i / 5) + 1) * 5 + Math.floor(Math.random() * 5);
        healing.push(
          (async () => {
            await sleep(Math.random() * 150);
            link.stall();
            add(t, 'stalls');
            await sleep(500 + Math.random() * 3500);
            link.heal();
          })(),
        );
      }
      const pressed = performance.now();
      const onB = w.desks[1]!.press(ref).then((press) => {
        // Desk 2 waited on its silent link (its statements' timeout is 1 s).
        if (performance.now() - pressed > 900) add(t, 'stalledPresses');
        return press;
      });
      for (const [n, press] of (await Promise.all([w.desks[0]!.press(ref), onB])).entries())
        judgeAnswer(t, press, [[DOWN, 'refusedJournalDown'], [HELD_ANY]], `Bancada ${n + 1} (link)`);
    }
    await Promise.all(healing);
    await Promise.all([w.a.station.warehouse.flush(), w.b.station.warehouse.flush()]);
    for (const ref of refs) {
      await buyWhatIsLeft(t, w, ref);
      await settled(t, w, ref);
    }
    return await finish(t, w);
  } finally {
    link.heal();
    await w.close();
  }
}

/**
 * Desk 2's clock runs 10 minutes ahead, and a claim may be taken over after 60 s of silence.
 * Both desks press F9 on the order, the second 60 ms after the first and asking to take it over;
 * the server takes 0.3 s to create a shipment (the proxy slows it), so the second finds the first
 * one's claim (made while it quoted) fresh and `claimed`. Ages come from the database's clock: the claim is never taken
 * over (freshClaimRefused), and the time the second desk reads is the database's.
 */
export async function clocksTenMinutesApart(): Promise<Tally> {
  const w = await inProcessWorld({ tag: `CLOCK-${Date.now()}`, timings: { ...TIMINGS, takeOverAfterMs: 60_000 } });
  // The server takes 0.3 s to create a shipment: the claim made while quoting stays `claimed` that long.
  w.proxy.slow(postEndingWith('/api/v1/shipments'), 300);
  const t = tally();
  w.b.clock.advance(10 * 60_000);
  try {
    for (let i = 0; i < TRIALS; i++) {
      const ref = newRef(w, i);
      const [first, second] = pick([0, 1]) === 0 ? [w.desks[0]!, w.desks[1]!] : [w.desks[1]!, w.desks[0]!];
      const [p1, p2] = await Promise.all([
        first.press(ref),
        sleep(60).then(() => second.press(ref, { takeOver: true })),
      ]);
      judgeCrash(t, p1, `${first.name} first`);
      if (p2.outcome === 'refused') {
        const words = p2.words;
        if (judgeRefusal(t, p2, heldBy(first.name), `${second.name} taking over`)) {
          if (/foi reservado para compra/.test(words)) add(t, 'freshClaimRefused');
          // The claim's time as the second desk reads it: the database's (now), never the desk's clock.
          const at = /às (\d\d):(\d\d)/.exec(words);
          if (at) {
            const shown = Number(at[1]) * 60 + Number(at[2]);
            const real = new Date();
            const now = real.getHours() * 60 + real.getMinutes();
            if (Math.abs(shown - now) > 2 && Math.abs(shown - now) < 1438) add(t, 'timeNotFromDatabase');
          }
        }
      } else judgeCrash(t, p2, `${second.name} taking over`);
      if (ledgerOf(w.sandbox.dataDir, ref).charges === 0) await buyWhatIsLeft(t, w, ref);
      await settled(t, w, ref);
    }
    return await finish(t, w);
  } finally {
    await w.close();
  }
}

// ---- a desk process killed with SIGKILL at a step of its purchase ----

interface KillWorld extends World {
  b: DeskFixture;
  proxy: ApiHoldProxy;
  /** Desk 1: the browser-host process now running (a new one after each restart). */
  a: HostDesk;
  aDir: string;
  close(): Promise<void>;
}

/**
 * Desk 1 is a real browser-host process; both desks reach the sandbox through an HTTP proxy that
 * can hold desk 1's emit POST or download (desk 2 is never buying while a hold is armed), and
 * both name the server by the proxy's address (the journal keys claims by server address).
 */
async function killWorld(tag: string): Promise<KillWorld> {
  const sandbox = await startTestSandbox();
  const listener = await startPrintListener();
  const warehouse = await startWarehouse();
  const proxy = await startApiHoldProxy(sandbox.url);
  await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
  const b = await startDeskFixture({
    printer: 'network',
    shared: { sandbox: { ...sandbox, url: proxy.url }, listener },
    warehouse: TIMINGS,
  });
  await joinWarehouse(b, warehouse, 'Bancada 2');
  await b.call('desk:preset-save', BOX);
  await installFaultTrigger(warehouse);
  const root = await mkdtemp(join(tmpdir(), 'faults-desk1-'));
  const aDir = join(root, 'data');
  const a = await startHostDesk({
    name: 'Bancada 1',
    dataDir: aDir,
    api: proxy.url,
    setup: { printerPort: listener.port, warehouse: warehouse.config() },
  });
  const world: KillWorld = {
    sandbox,
    listener,
    warehouse,
    refs: [],
    tag,
    b,
    proxy,
    a,
    aDir,
    desks: [],
    async close() {
      await world.a.stop().catch(() => undefined);
      await b.close();
      await proxy.close();
      await warehouse.close();
      await listener.close();
      await sandbox.close();
      await rm(root, { recursive: true, force: true });
    },
  };
  world.desks = [processDesk('Bancada 1', () => world.a), inProcessDesk('Bancada 2', b)];
  return world;
}

/** Desk 1 starts again on its folder (its settings, its warehouse.db) and logs in: its start reconciles, its login resumes. */
async function restartDesk1(t: Tally, w: KillWorld): Promise<void> {
  try {
    w.a = await startHostDesk({ name: 'Bancada 1', dataDir: w.aDir, api: w.proxy.url });
  } catch (error) {
    t.crashes++;
    console.error('Bancada 1 did not start again:', error);
    // One more try, so the kind goes on and the next trials still count.
    w.a = await startHostDesk({ name: 'Bancada 1', dataDir: w.aDir, api: w.proxy.url });
  }
}

/**
 * Where desk 1 dies. After its claim, before its "emitting" mark: `create-held` (its shipment's
 * creation held at the proxy: the claim made while quoting is all the journal has) and `claimed`
 * (killed while its "emitting" statement runs, which dies with it). After it: `emitting-committed`
 * (killed while that statement runs, which the server finishes: the journal says emitting, the
 * desk's disk has no intent), `post-held` (its emit POST held before the server), `answer-held`
 * (the server charged, its answer held), `download-held` (bought, the label's download held).
 */
type KillPoint = 'create-held' | 'claimed' | 'emitting-committed' | 'post-held' | 'answer-held' | 'download-held';

/**
 * Presses F9 at desk 1 and kills it (SIGKILL) at the point: answers whether it got there (false:
 * the purchase ended before it, which is counted as a missed kill point).
 */
async function killDesk1At(t: Tally, w: KillWorld, ref: string, point: KillPoint): Promise<boolean> {
  let caught: Promise<Caught | number | null>;
  if (point === 'claimed' || point === 'emitting-committed') {
    await armFault(w.warehouse, ref, 'Bancada 1', 'sleep', 0.8);
    caught = sleepingBackend(w.warehouse, 'Bancada 1', 20_000);
  } else {
    caught =
      point === 'create-held'
        ? w.proxy.hold(postEndingWith('/api/v1/shipments'), 'before')
        : point === 'post-held'
          ? w.proxy.hold(postEndingWith('/emit'), 'before')
          : point === 'answer-held'
            ? w.proxy.hold(postEndingWith('/emit'), 'after')
            : w.proxy.hold(getEndingWith('/download'), 'before');
  }
  const desk = w.a;
  const press = desk.invoke('desk:one-key-ship', { externalRef: ref, recipient: RIO, presetKey: 1 } as never);
  const reached = await Promise.race([
    caught.then(
      (c) => (c === null ? null : { c }),
      () => null,
    ),
    press.then(
      () => null,
      () => null,
    ),
  ]);
  if (!reached) {
    w.proxy.disarm();
    await disarmFault(w.warehouse, ref);
    add(t, 'missedKillPoint');
    console.error(`the purchase of ${ref} ended before ${point}: ${JSON.stringify(await press).slice(0, 300)}`);
    return false;
  }
  await desk.kill();
  const { signal } = await desk.exited;
  if (signal !== 'SIGKILL') t.crashes++;
  if (typeof reached.c === 'number') {
    // The desk died while its "emitting" statement ran. `claimed`: the statement dies with it
    // (as when the desk died before sending it); `emitting-committed`: the server finishes it,
    // so the journal says emitting and the desk's disk has no intent.
    if (point === 'claimed') await w.warehouse.pg.sql(`SELECT pg_terminate_backend(${reached.c})`);
    else
      await until(async () => (await rowOf(w.warehouse, ref))?.state === 'emitting', { timeoutMs: 10_000 }).catch(
        async () => console.error(`after the kill, ${ref} is ${JSON.stringify(await rowOf(w.warehouse, ref))}`),
      );
    await disarmFault(w.warehouse, ref);
  } else reached.c.drop();
  return true;
}

/** Waits until desk 1's restarted station settled the order: the journal no longer says claimed/emitting, or desk 1 shows it held. */
async function desk1Settled(w: KillWorld, ref: string): Promise<void> {
  await until(
    async () => {
      const row = await rowOf(w.warehouse, ref);
      if (!row || row.state === 'released' || row.state === 'printed') return true;
      const ledger = ledgerOf(w.sandbox.dataDir, ref);
      const held = await w.desks[0]!.shown();
      return ledger.shipmentIds.some((id) => held.unsettled.has(id) && held.unsettled.get(id) !== 'asking');
    },
    { what: `Bancada 1 to settle ${ref}`, timeoutMs: 20_000, everyMs: 100 },
  ).catch(async () =>
    console.error(`Bancada 1 did not settle ${ref} in 20 s: ${JSON.stringify(await rowOf(w.warehouse, ref))}`),
  );
}

/**
 * Desk 1 (a browser-host process) killed after its claim, before its "emitting" mark reached the
 * journal (create-held and claimed, alternately). Desk 2 is refused (a fresh claim: "reservado … aguarde"); then either desk 2's operator
 * waits past the timeout and takes the order over (takeOver), or desk 1 restarts first and gives
 * the claim back; desk 2 buys once, and desk 1 pressing F9 again reads it was bought at desk 2.
 */
export async function deskSigkillAfterClaim(): Promise<Tally> {
  const w = await killWorld(`KCLAIM-${Date.now()}`);
  const t = tally();
  const [a, b] = w.desks as [BenchDesk, BenchDesk];
  try {
    for (let i = 0; i < TRIALS; i++) {
      const point: KillPoint = i % 2 === 0 ? 'create-held' : 'claimed';
      const ref = newRef(w, `${i}-${point}`);
      note(ref, 'pressing at desk 1');
      if (!(await killDesk1At(t, w, ref, point))) {
        await settled(t, w, ref);
        continue;
      }
      note(ref, 'desk 1 killed');
      judgeRefusal(t, await b.press(ref), CLAIMED_BY_1, 'Bancada 2 right after the kill');
      note(ref, 'desk 2 refused');
      if (pick(['take-over', 'owner-restart']) === 'take-over') {
        add(t, 'takenOver');
        await sleep(TIMINGS.takeOverAfterMs + 150);
        expectShipped(t, await b.press(ref, { takeOver: true }), 'Bancada 2 taking over');
        note(ref, 'taken over');
        await restartDesk1(t, w);
        note(ref, 'desk 1 restarted');
      } else {
        add(t, 'givenBack');
        await restartDesk1(t, w);
        note(ref, 'desk 1 restarted');
        await until(async () => (await rowOf(w.warehouse, ref))?.state === 'released', {
          what: `Bancada 1's start to give ${ref} back`,
          timeoutMs: 15_000,
        }).catch(() => console.error(`Bancada 1's start did not give ${ref} back`));
        expectShipped(t, await b.press(ref), 'Bancada 2 after the claim was given back');
      }
      note(ref, 'desk 2 bought');
      judgeRefusal(t, await a.press(ref), buyingOrBoughtBy('Bancada 2'), 'Bancada 1 again after its restart');
      note(ref, 'desk 1 refused');
      if (ledgerOf(w.sandbox.dataDir, ref).charges === 0) await buyWhatIsLeft(t, w, ref);
      await settled(t, w, ref);
    }
    return await finish(t, w);
  } finally {
    await w.close();
  }
}

/**
 * Desk 1 (a browser-host process) killed after its "emitting" mark: while that statement commits
 * (the journal says emitting, its disk has no intent yet), with its emit POST held before the
 * server, with the POST charged and its answer held, or with the label's download held. Desk 2
 * is refused, also when it asks to take over after the timeout (an emitting claim is never taken
 * over); desk 1 restarts, resumes (or gives the claim back), and desk 2 presses F9 again.
 */
export async function deskSigkillAfterEmitting(): Promise<Tally> {
  const w = await killWorld(`KEMIT-${Date.now()}`);
  const t = tally();
  const [, b] = w.desks as [BenchDesk, BenchDesk];
  const points: KillPoint[] = ['emitting-committed', 'post-held', 'answer-held', 'download-held'];
  try {
    for (let i = 0; i < TRIALS; i++) {
      const point = points[i % points.length] as KillPoint;
      const ref = newRef(w, `${i}-${point}`);
      note(ref, 'pressing at desk 1');
      if (!(await killDesk1At(t, w, ref, point))) {
        await settled(t, w, ref);
        continue;
      }
      const late = pick([false, true]);
      if (late) await sleep(TIMINGS.takeOverAfterMs + 150);
      judgeRefusal(
        t,
        await b.press(ref, { takeOver: late }),
        buyingOrBoughtBy('Bancada 1'),
        `Bancada 2 ${late ? 'taking over after the timeout' : 'meanwhile'} (${point})`,
      );
      await restartDesk1(t, w);
      await desk1Settled(w, ref);
      const row = await rowOf(w.warehouse, ref);
      const onB = await b.press(ref);
      if (row?.state === 'released') {
        add(t, 'givenBack');
        expectShipped(t, onB, `Bancada 2 after the claim was given back (${point})`);
      } else judgeRefusal(t, onB, buyingOrBoughtBy('Bancada 1'), `Bancada 2 after the restart (${point})`);
      await settled(t, w, ref);
    }
    return await finish(t, w);
  } finally {
    await w.close();
  }
}
