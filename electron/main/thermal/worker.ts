// The conversion worker: MuPDF loads once per worker, then each message is one conversion.
// Rendering a label takes tens of milliseconds of CPU; in main's event loop that would stall
// IPC, the print queue and the TCP paths, hence a thread of its own. The ZPL renderer (for ZPL
// meeting a printer that does not read it) is imported here on first need, never before.
import { parentPort } from 'node:worker_threads';
import { convertDocument } from './convert';
import type { TestOnlyCrash, WorkerRequest, WorkerResponse } from './protocol';
import { loadZplRenderer } from './render-zpl';

if (!parentPort) throw new Error('thermal/worker.ts runs only as a worker thread');
const port = parentPort;
const mupdf = await import('mupdf');

// One conversion at a time, in the order sent (the pool counts on it to know which job a dying
// worker was converting), even while one awaits the ZPL renderer's first load.
let turn = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  turn = turn.then(() => answer(request));
});

async function answer(request: WorkerRequest): Promise<void> {
  let response: WorkerResponse;
  try {
    if (request.testOnlyCrash) testOnlyCrash(request.testOnlyCrash);
    const { bytes, profile, options } = request;
    response = { id: request.id, result: await convertDocument(mupdf, bytes, profile, options, loadZplRenderer) };
  } catch (error) {
    response = { id: request.id, crash: (error as Error).stack ?? String(error) };
  }
  const transfer =
    'result' in response && response.result.ok ? [response.result.value.bytes.buffer as ArrayBuffer] : [];
  port.postMessage(response, transfer);
}
port.postMessage({ ready: true });

/** TEST ONLY (the pool's testOnlyCrashNext): dies as a conversion can, mid-job. */
function testOnlyCrash(how: TestOnlyCrash): void {
  if (how === 'exit') process.exit(70);
  if (how === 'throw') throw new Error('test-only crash: the conversion threw');
  // Live arrays until the worker's heap limit (resourceLimits) ends the thread, as a huge page would.
  const hoard: number[][] = [];
  for (;;) hoard.push(new Array<number>(1 << 22).fill(1.5));
}
