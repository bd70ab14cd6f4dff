// A station process that dies mid-emission: it runs emitAndPrint against the sandbox and, at the
// point named by STOP_AT, prints {"stop": …} and hangs until the parent kills it with SIGKILL.
//   during-emit  the server has bought the label, but its answer never reaches the workflow
//                (workflow.db still says `emitting`)
//   after-emit   READY recorded (`ready`), the label not downloaded yet
//   pending      the carrier answered 202 PENDING at least once (`pending`)
// With `audit`, charges also go to the desk's audit log (desk.db), as in the station.
// Every progress event is echoed as {"progress": …}. Input: CHILD_INPUT (JSON).
import type { EmitLabelResult } from '../../../../electron/shared/contract';
import type { PrinterTarget } from '../../../../electron/main/printing';
import { loginApi, openStack } from './stack';

export interface EmitChildInput {
  sandboxUrl: string;
  dataDir: string;
  target: PrinterTarget;
  shipmentId: string;
  stopAt: 'during-emit' | 'after-emit' | 'pending';
  /** Keep the desk's audit log as the station does (its charges are fsynced). */
  audit?: boolean;
}

const input = JSON.parse(process.env.CHILD_INPUT ?? '{}') as EmitChildInput;
const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
const hang = <T>(point: string): Promise<T> => {
  say({ stop: point });
  return new Promise<T>(() => setInterval(() => undefined, 60_000));
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
await stack.workflow.emitAndPrint(input.shipmentId);
say({ finished: true });
