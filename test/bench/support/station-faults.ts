// The faults bench's station kinds (issue 15's first list, and issue 27's bench item): two
// station processes on one data folder, a print queue that cannot be written, a damaged settings
// file. One desk, the sandbox, a TCP label printer; each trial one order pressed with F9, counted
// from the outside (the sandbox's ledger, the printer's bytes). test/bench/faults.bench.ts lists
// what each kind does; this file says how.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation, UNKNOWN_SERVER, type Station } from '../../../electron/main/app/station';
import { silentLogger } from '../../../electron/main/log';
import { createMemoryVault } from '../../../electron/main/session';
import { backupOf, openSettings } from '../../../electron/main/settings/settings-store';
import { BOX, RIO } from '../../integration/desk/support/parties';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { PASS_THROUGH } from '../../support/profiles';
import { DEMO, IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { spoken } from '../../support/said';
import { until } from '../../support/until';
import { getEndingWith, postEndingWith, startApiHoldProxy } from './api-hold-proxy';
import {
  add,
  doublePrintsOf,
  expectShipped,
  judgeRefusal,
  ledgerOf,
  pick,
  printedDigests,
  printsOf,
  pressOf,
  settleAndCount,
  shownBy,
  sleep,
  tally,
  type Press,
  type Shown,
  type Tally,
} from './fault-tally';
import { launchHostDesk, startHostDesk, type HostDesk, type HostStart } from './host-desk';

const TRIALS = Number(process.env.BENCH_TRIALS ?? 50);

/** What the sandbox and the printer saw of the kind's orders. */
interface Counted {
  sandbox: TestSandbox;
  listener: PrintListener;
  refs: string[];
}

/** Waits until the order is settled, then counts it from the outside. */
function settled(t: Tally, c: Counted, ref: string, shown: () => Promise<Shown>): Promise<void> {
  c.refs.push(ref);
  return settleAndCount(t, c.sandbox.dataDir, c.listener, ref, shown);
}

async function finish(t: Tally, c: Counted): Promise<Tally> {
  // A late print (a job that waited) still counts: the printer is given a moment, then read once.
  await sleep(500);
  t.doublePrints = doublePrintsOf(
    c.refs.map((ref) => ledgerOf(c.sandbox.dataDir, ref)),
    await printedDigests(c.listener),
  );
  return t;
}

const f9Input = (ref: string) => ({ externalRef: ref, recipient: RIO, presetKey: 1 });

async function pressHost(desk: HostDesk, ref: string): Promise<Press> {
  try {
    return pressOf(await desk.invoke('desk:one-key-ship', f9Input(ref) as never));
  } catch (error) {
    return { outcome: 'refused', kind: 'offline', words: String(error) };
  }
}

/** What the desk process now running shows (nothing while none runs). */
const hostShown = (desk: () => HostDesk | null) => async (): Promise<Shown> => {
  const current = desk();
  if (!current) return { unsettled: new Map(), waiting: new Set() };
  return shownBy(((channel: never, input?: never) => current.invoke(channel, input)) as never);
};

/** A refused start that says so in words: the lock's refusal names the process holding the folder. */
const FOLDER_IN_USE = /Outra estação já usa a pasta de dados/;

/**
 * A second station process (the browser-host CLI) started on the folder of a running one: while
 * the first is idle, while its purchase is in flight (its emit answer held at a proxy until the
 * second process has ended), or both started at the same moment (exactly one may run). The
 * second must refuse (exit 3, naming the process that holds the folder: namedHolder) and never
 * buy or print; the first buys the trial's order once.
 */
export async function twoStationsOneDataFolder(): Promise<Tally> {
  const sandbox = await startTestSandbox();
  const listener = await startPrintListener();
  const proxy = await startApiHoldProxy(sandbox.url);
  const root = mkdtempSync(join(tmpdir(), 'faults-two-'));
  const dataDir = join(root, 'data');
  const c: Counted = { sandbox, listener, refs: [] };
  const t = tally();
  await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
  let first: HostDesk | null = await startHostDesk({
    name: 'Bancada 1',
    dataDir,
    api: proxy.url,
    setup: { printerPort: listener.port },
  });
  const others: HostDesk[] = [];
  /** Judges a second start: refused in words naming the holder, or a station that must not be there. */
  const judgeSecond = async (start: HostStart, holderPid: number | undefined, where: string) => {
    if (start.started) {
      add(t, 'startedTwice');
      console.error(`${where}: a second station started on the folder`);
      others.push(start.desk);
      return;
    }
    if (start.code !== 3 || !FOLDER_IN_USE.test(start.stderr)) {
      t.crashes++;
      console.error(
        `${where}: the second station ended otherwise (exit ${start.code ?? start.signal}): ${start.stderr}`,
      );
      return;
    }
    add(t, 'refusedCorrectly');
    if (holderPid !== undefined && start.stderr.includes(`pid ${holderPid} `)) add(t, 'namedHolder');
    else
      console.error(
        `${where}: the refusal names another process than pid ${holderPid}: ${start.stderr.split('\n')[0]}`,
      );
  };
  const second = () => launchHostDesk({ name: 'Bancada 1 (segunda)', dataDir, api: proxy.url });
  try {
    for (let i = 0; i < TRIALS; i++) {
      const ref = `TWO-${Date.now()}-${i}`;
      const variant = pick(['idle', 'mid-purchase', 'racing-start'] as const);
      add(t, variant === 'idle' ? 'whileIdle' : variant === 'mid-purchase' ? 'midPurchase' : 'racingStart');
      let press: Press | undefined;
      if (variant === 'idle') {
        await judgeSecond(await second(), first?.pid, 'idle');
      } else if (variant === 'mid-purchase') {
        const holding = proxy.hold(postEndingWith('/emit'), 'after');
        const desk = first!;
        const pressing = pressHost(desk, ref);
        const held = await Promise.race([holding, pressing.then(() => null)]);
        await judgeSecond(await second(), desk.pid, 'mid-purchase');
        if (held) held.release();
        else proxy.disarm();
        press = await pressing;
      } else {
        await first?.stop();
        first = null;
        const starts = await Promise.all([second(), second()]);
        const running = starts.filter((s): s is Extract<HostStart, { started: true }> => s.started);
        if (running.length === 0) {
          t.crashes++;
          console.error(
            `racing start: neither station started: ${starts.map((s) => !s.started && s.stderr).join('\n')}`,
          );
          first = await startHostDesk({ name: 'Bancada 1', dataDir, api: proxy.url });
        } else {
          first = running[0]!.desk;
          for (const start of starts) if (start !== running[0]) await judgeSecond(start, first.pid, 'racing start');
        }
      }
      // A second station that did start (a fault) gets its chance to resume and print.
      for (const other of others.splice(0)) {
        await sleep(1500);
        await other.stop();
      }
      const exited = await Promise.race([first!.exited.then(() => true), sleep(0).then(() => false)]);
      if (exited) {
        t.crashes++;
        console.error(`the first station exited: ${first!.stderr()}`);
        first = await startHostDesk({ name: 'Bancada 1', dataDir, api: proxy.url });
      }
      press ??= await pressHost(first!, ref);
      expectShipped(t, press, `the first station (${variant})`);
      await settled(
        t,
        c,
        ref,
        hostShown(() => first),
      );
    }
    return await finish(t, c);
  } finally {
    await first?.stop();
    for (const other of others) await other.stop();
    await proxy.close();
    await listener.close();
    await sandbox.close();
    rmSync(root, { recursive: true, force: true });
  }
}

const QUEUE_CANNOT_WRITE = /fila de impressão deste computador não consegue gravar/;

/** Whether the order's label came out within `ms`. */
async function printedWithin(c: Counted, ref: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    const ledger = ledgerOf(c.sandbox.dataDir, ref);
    if (ledger.charges > 0 && printsOf(ledger, await printedDigests(c.listener)) > 0) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/** How a start that was refused read: in the operator's words, or a system error's text alone. */
function judgeRefusedStart(t: Tally, start: Extract<HostStart, { started: false }>, where: string): void {
  add(t, 'startRefused');
  const words = start.stderr.trim();
  if (process.env.BENCH_VERBOSE) console.error(`${where}: start refused (exit ${start.code}): ${words}`);
  // The operator's words are the station's catalogue (pt-BR first); a system error's text alone
  // (EACCES…, SQLite's "attempt to write a readonly database") tells a desk operator nothing.
  const reason = /could not start: (.*)/.exec(words)?.[1] ?? words;
  if (start.signal) {
    t.crashes++;
    console.error(`${where}: the station died of ${start.signal}: ${words}`);
  } else if (!/\b(não|pasta|arquivo|fila|estação)\b/i.test(reason)) {
    add(t, 'startRefusedRaw');
    console.error(`${where}: start refused with a system error only: ${reason}`);
  }
}

/**
 * The print queue (print-queue.sqlite), or the data folder that holds it, made read-only while
 * the station is closed (chmod 0444 / 0555; the station runs as root without CAP_DAC_OVERRIDE, so
 * modes bind it as they bind an operator's account). `before`: then F9 on the trial's order.
 * `after`: the order was bought first, with its label waiting in the queue (the printer went off
 * as the label was downloaded), then the station was closed, made read-only, and the printer
 * came back. The station must start and refuse to buy with words, or refuse to start (startRefused;
 * startRefusedRaw when its only words are a system error's); once writable again, the order is
 * bought (or its waiting label printed) exactly once.
 */
export async function readOnlyPrintQueue(): Promise<Tally> {
  const sandbox = await startTestSandbox();
  const listener = await startPrintListener();
  const proxy = await startApiHoldProxy(sandbox.url);
  const root = mkdtempSync(join(tmpdir(), 'faults-ro-'));
  const dataDir = join(root, 'data');
  const c: Counted = { sandbox, listener, refs: [] };
  const t = tally();
  await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
  const start = (setup = false) =>
    launchHostDesk({
      name: 'Bancada 1',
      dataDir,
      api: proxy.url,
      withoutDacOverride: true,
      ...(setup ? { setup: { printerPort: listener.port } } : {}),
    });
  const must = async (started: Promise<HostStart>): Promise<HostDesk> => {
    const s = await started;
    if (!s.started) throw new Error(`the writable station did not start: ${s.stderr}`);
    return s.desk;
  };
  let desk: HostDesk | null = await must(start(true));
  const queue = join(dataDir, 'print-queue.sqlite');
  try {
    for (let i = 0; i < TRIALS; i++) {
      const ref = `RO-${Date.now()}-${i}`;
      const target = pick(['file', 'folder'] as const);
      const when = pick(['before', 'after'] as const);
      add(t, `${target}${when === 'before' ? 'Before' : 'After'}`);
      if (when === 'after') {
        // Bought; as its file is asked for, the printer goes off: the label waits in the queue.
        const holding = proxy.hold(getEndingWith('/download'), 'before');
        const pressing = pressHost(desk!, ref);
        const held = await Promise.race([holding, pressing.then(() => null)]);
        if (held) {
          await listener.stop();
          held.release();
        } else proxy.disarm();
        expectShipped(t, await pressing, 'bought with the printer going off');
      }
      await desk!.stop();
      desk = null;
      const path = target === 'file' ? queue : dataDir;
      const mode = statSync(path).mode & 0o777;
      chmodSync(path, target === 'file' ? 0o444 : 0o555);
      if (when === 'after') await listener.restart();
      const readOnly = await start();
      if (readOnly.started) {
        add(t, 'startedReadOnly');
        if (when === 'before') {
          const press = await pressHost(readOnly.desk, ref);
          judgeRefusal(t, press, /fila de impressão/, `F9 with the queue's ${target} read-only`);
          if (ledgerOf(sandbox.dataDir, ref).charges > 0) add(t, 'boughtReadOnly');
        } else await sleep(1500); // the waiting label's chance to print (once) or wait
        await readOnly.desk.stop();
        const { signal } = await readOnly.desk.exited;
        if (signal && signal !== 'SIGTERM') t.crashes++;
      } else judgeRefusedStart(t, readOnly, `start with the queue's ${target} read-only`);
      chmodSync(path, mode);
      desk = await must(start());
      if (when === 'before') {
        let press = await pressHost(desk, ref);
        if (press.outcome === 'refused' && QUEUE_CANNOT_WRITE.test(press.words)) {
          // Writable again, and still refused: the operator does what the words say ("reinicie a estação").
          add(t, 'queueStillReadOnly');
          await desk.stop();
          desk = await must(start());
          press = await pressHost(desk, ref);
        }
        expectShipped(t, press, 'F9 once writable again');
      } else if (!(await printedWithin(c, ref, 3000))) {
        // The waiting label does not come out: the operator restarts the station once.
        add(t, 'waitingLabelNeededRestart');
        await desk.stop();
        desk = await must(start());
        await printedWithin(c, ref, 6000);
      }
      await settled(
        t,
        c,
        ref,
        hostShown(() => desk),
      );
    }
    return await finish(t, c);
  } finally {
    chmodSync(dataDir, 0o700);
    if (existsSync(queue)) chmodSync(queue, 0o600);
    await desk?.stop();
    await proxy.close();
    await listener.close();
    await sandbox.close();
    rmSync(root, { recursive: true, force: true });
  }
}

// ---- settings.json damaged between runs ----

type Damage = 'random-bytes' | 'zeros' | 'truncated' | 'empty-file' | 'not-an-object' | 'bad-fields' | 'empty-object';
const DAMAGES: Damage[] = [
  'random-bytes',
  'zeros',
  'truncated',
  'empty-file',
  'not-an-object',
  'bad-fields',
  'empty-object',
];

/** Overwrites a file as the damage says (what a power cut, a disk error or a stray tool leaves). */
function damage(file: string, how: Damage): void {
  const before = existsSync(file) ? readFileSync(file) : Buffer.from('{}');
  const bytes =
    how === 'random-bytes'
      ? randomBytes(64 + Math.floor(Math.random() * 2000))
      : how === 'zeros'
        ? Buffer.alloc(before.length)
        : how === 'truncated'
          ? before.subarray(0, 1 + Math.floor(Math.random() * (before.length - 2)))
          : how === 'empty-file'
            ? Buffer.alloc(0)
            : how === 'not-an-object'
              ? Buffer.from(pick(['[]', 'null', '42', '"settings"']))
              : how === 'bad-fields'
                ? Buffer.from(JSON.stringify({ apiBaseUrl: 42, printers: 'label', strictMode: 'yes' }))
                : Buffer.from('{}');
  writeFileSync(file, bytes);
}

/**
 * settings.json overwritten between runs (random bytes, zeros, cut short, empty, valid JSON that
 * is not an object, bad fields, an empty object), alone or with its last good copy damaged too.
 * The station starts from its folder as every morning (no address given): with a good copy it
 * takes the copy's server and printer and buys once; with both unreadable it must start with no
 * server (never training, never another address), send nothing (a login and F9 refused), and say
 * so (askedForServer); the operator then saves the server and the printer, and it buys once.
 * pickedServer counts starts that picked training or any other server by themselves.
 */
export async function damagedSettingsFile(): Promise<Tally> {
  const sandbox = await startTestSandbox();
  const listener = await startPrintListener();
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-settings-'));
  const file = join(dataDir, 'settings.json');
  const c: Counted = { sandbox, listener, refs: [] };
  const t = tally();
  await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
  const printerId = `network:127.0.0.1:${listener.port}`;
  let station: Station | null = null;
  const invoke = (channel: string, input?: unknown) => station!.registry.invoke(channel as never, input as never);
  const call = async (channel: string, input?: unknown) => {
    const result = await invoke(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error.kind}: ${spoken(result.error)}`);
    return result.value;
  };
  /** As a desk starts every morning: from its folder alone, then the operator logs in. */
  const open = async (login: boolean) => {
    station = await createStation({ dataDir, vault: createMemoryVault() });
    if (login) {
      await station.session.login({ email: DEMO.email, senha: DEMO.senha });
      await station.session.selectLoja(IDS.demoLoja);
    }
    return station;
  };
  /** What the operator sets in Settings: the label printer (its entry and profile are in their own files). */
  const routePrinter = async () => {
    await invoke('printers:add-network', { address: `127.0.0.1:${listener.port}` });
    await call('settings:update', { printers: { label: printerId }, strictMode: true });
    await call('printers:set-profile', { printerId, profile: PASS_THROUGH });
  };
  const shown = () => shownBy(((channel: never, input?: never) => station!.registry.invoke(channel, input)) as never);
  try {
    // The desk's first day: its server saved twice (so a good copy exists), the printer, the preset.
    const store = openSettings(file, silentLogger());
    store.update({ apiBaseUrl: sandbox.url });
    store.update({ tenantId: IDS.demoLoja });
    await open(true);
    await routePrinter();
    await call('desk:preset-save', BOX);
    for (let i = 0; i < TRIALS; i++) {
      const ref = `SET-${Date.now()}-${i}`;
      // Every damage alone and with its copy damaged too, in turn (14 combinations).
      const how = DAMAGES[Math.floor(i / 2) % DAMAGES.length] as Damage;
      const both = i % 2 === 1;
      add(t, both ? 'fileAndCopy' : 'fileOnly');
      await station!.close();
      station = null;
      damage(file, how);
      // The copy unreadable too (an empty object or bad fields would be a readable copy).
      if (both) damage(backupOf(file), pick(DAMAGES.filter((d) => d !== 'empty-object' && d !== 'bad-fields')));
      const walletBefore = await sandbox.admin.wallets();
      const s = await open(false);
      const picked = s.training || (s.apiBaseUrl !== sandbox.url && s.apiBaseUrl !== UNKNOWN_SERVER);
      if (picked) {
        add(t, 'pickedServer');
        console.error(
          `settings.json ${how}${both ? ' and its copy' : ''}: the station started on ${s.training ? 'training' : s.apiBaseUrl} by itself`,
        );
      }
      if (s.apiBaseUrl === UNKNOWN_SERVER && !s.training) {
        // Nothing leaves: the login and F9 are refused, and the start-up notice asks for the server.
        const notices = ((await call('settings:get')) as { notices?: unknown[] }).notices ?? [];
        if (notices.some((n) => /não se sabe qual servidor/.test(spoken(n as never)))) add(t, 'askedForServer');
        const login = await s.session.login({ email: DEMO.email, senha: DEMO.senha }).then(
          () => 'logged in',
          (error: unknown) => (error as { kind?: string }).kind ?? String(error),
        );
        if (login === 'offline') add(t, 'refusedCorrectly');
        else console.error(`with no server chosen, the login answered ${login}`);
        const press = pressOf(await invoke('desk:one-key-ship', f9Input(ref)));
        judgeRefusal(t, press, /./, 'F9 with no server chosen');
        if (JSON.stringify(await sandbox.admin.wallets()) !== JSON.stringify(walletBefore)) add(t, 'sentWithNoServer');
        // The operator chooses the store's server; the next start talks to it.
        await call('settings:update', { apiBaseUrl: sandbox.url });
      } else if (!picked) add(t, 'restoredFromCopy');
      if (picked || s.apiBaseUrl === UNKNOWN_SERVER) {
        if (picked) await call('settings:update', { apiBaseUrl: sandbox.url });
        await s.close();
        await open(true);
        await routePrinter();
      } else {
        await s.session.login({ email: DEMO.email, senha: DEMO.senha });
        await s.session.selectLoja(IDS.demoLoja);
        if (s.settings.get().printers.label !== printerId) {
          add(t, 'printerLost');
          await routePrinter();
        }
      }
      expectShipped(t, pressOf(await invoke('desk:one-key-ship', f9Input(ref))), `F9 after settings.json ${how}`);
      await until(
        () => !station!.printing.queue.list(1000).some((j) => j.status === 'queued' || j.status === 'printing'),
        { timeoutMs: 30_000 },
      ).catch(() => undefined);
      await settled(t, c, ref, shown);
    }
    return await finish(t, c);
  } finally {
    await (station as Station | null)?.close();
    await listener.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
