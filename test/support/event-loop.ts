// How long main's event loop went without a turn while some work ran: a 1 ms timer notes the
// longest gap between its ticks. Work off the thread leaves the gaps short; work on it makes one
// gap as long as the work.
export async function longestEventLoopGap<T>(
  work: () => Promise<T>,
): Promise<{ result: T; gapMs: number; tookMs: number }> {
  let gapMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gapMs = Math.max(gapMs, now - last);
    last = now;
  }, 1);
  const start = performance.now();
  try {
    const result = await work();
    return { result, gapMs, tookMs: performance.now() - start };
  } finally {
    clearInterval(timer);
  }
}
