// A station process that dies mid-emission: it runs emitAndPrint against the sandbox and, at the
// point named by STOP_AT, prints {"stop": …} and hangs until the parent kills it with SIGKILL.
//   during-emit  the server has bought the label, but its answer never reaches the workflow
//                (workflow.db still says `emitting`)
//   after-emit   READY recorded (`ready`), the label not downloaded yet
//   pending      the carrier answered 202 PENDING at least once (`pending`)
// With `dace`, the label's DACE is asked for with it (printed as its own job after a PDF label):
//   label-queued  the label's job is in the print queue, workflow.db not yet told
//   dace-asked    the DACE was generated on the server, its file not downloaded yet
//   dace-queued   the DACE's job is in the print queue, workflow.db not yet told
// The two `-queued` points stop the process in the very call that queued the job: nothing after
// it runs (the event loop is held), as a kill landing right there leaves it.
// With `audit`, charges also go to the desk's audit log (desk.db), as in the station.
// Every progress event is echoed as {"progress": …}. Input: CHILD_INPUT (JSON).
import type { DaceDownloadResponse, EmitLabelResult, TipoDace } from '../../../../electron/shared/contract';
import type { PrinterTarget } from '../../../../electron/main/printing';
import { loginApi, openStack } from './stack';

export interface EmitChildInput {
  sandboxUrl: string;
  dataDir: string;
  target: PrinterTarget;
  shipmentId: string;
  stopAt: 'during-emit' | 'after-emit' | 'pending' | 'label-queued' | 'dace-asked' | 'dace-queued';
  /** The DACE asked for with the label. */
  dace?: TipoDace;
  /** Keep the desk's audit log as the station does (its charges are fsynced). */
  audit?: boolean;
}

const input = JSON.parse(process.env.CHILD_INPUT ?? '{}') as EmitChildInput;
const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
const hang = <T>(point: string): Promise<T> => {
  say({ stop: point });
  return new Promise<T>(() => setInterval(() => undefined, 60_000));
};
/** Stops here, inside the current call: nothing after it runs until the SIGKILL (stdout to a pipe is synchronous). */
const freeze = (point: string): never => {
  say({ stop: point });
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
};

const { api, tenantId } = await loginApi(input.sandboxUrl);
const wrapped = {
  ...api,
  emitLabel: async (shipmentId: string, body?: Parameters<typeof api.emitLabel>[1]): Promise<EmitLabelResult> => {
    const answer = await api.emitLabel(shipmentId, body);
    return input.stopAt === 'during-emit' ? hang('during-emit') : answer;
  },
  downloadLabel: (labelId: string) =>
    input.stopAt === 'after-emit' ? hang<{ downloadUrl: string }>('after-emit') : api.downloadLabel(labelId),
  downloadDace: (shipmentId: string) =>
    input.stopAt === 'dace-asked' ? hang<DaceDownloadResponse>('dace-asked') : api.downloadDace(shipmentId),
};
const stack = openStack({
  dataDir: input.dataDir,
  api: wrapped,
  tenantId,
  label: input.target,
  timing: { pollDelayMs: () => 200 },
  audit: input.audit ?? false,
  onProgress: (event) => {
    say({ progress: event });
    if (input.stopAt === 'pending' && event.phase === 'pending' && event.providerJobId) say({ stop: 'pending' });
  },
});
const printRouted = stack.printing.printRouted.bind(stack.printing);
stack.printing.printRouted = (kind, document) => {
  const queued = printRouted(kind, document);
  if (queued.ok && queued.value.created) {
    if (input.stopAt === 'label-queued' && kind === 'label') freeze('label-queued');
    if (input.stopAt === 'dace-queued' && kind.startsWith('dace-')) freeze('dace-queued');
  }
  return queued;
};
await stack.workflow.emitAndPrint(input.shipmentId, input.dace ? { dace: input.dace } : {});
say({ finished: true });
