// test/support/desk-link.ts in a process of its own, as a desk's network is: a bench whose station
// blocks its thread to write (the address book's sync) must not hold the link's bytes too.
// Usage: node --import tsx desk-link-process.ts RTT_MS FORWARD_TO_ORIGIN. Prints one JSON line
// {"url":…,"caFile":…} when ready; reads "rtt N" lines on stdin; closes when stdin ends.
import { createInterface } from 'node:readline';
import { startDeskLink } from '../../support/desk-link';

const [rtt = '20', target = ''] = process.argv.slice(2);
const link = await startDeskLink({ rttMs: Number(rtt) });
link.forwardTo(target);
process.stdout.write(`${JSON.stringify({ url: link.url, caFile: link.caFile })}\n`);
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const rttMs = /^rtt (\d+)$/.exec(line.trim())?.[1];
  if (rttMs) {
    link.setRtt(Number(rttMs));
    process.stdout.write(`rtt ${rttMs}\n`);
  }
});
lines.on('close', () => {
  void link.close().then(() => process.exit(0));
});
