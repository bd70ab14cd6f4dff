// Seconds left of something the server gave a lifetime (a quote), ticking once a second; zero or
// negative once it has passed. Counted on the page's monotonic clock from when the answer
// arrived, never against the desk's wall clock: a desk clock hours off must not show
// "Válida por 30:31:33" for a quote the server already refuses.
import { useEffect, useState } from 'react';

/** The monotonic instant (performance.now()) a lifetime of `validForMs` that starts now ends at. */
export const deadlineIn = (validForMs: number): number => performance.now() + validForMs;

export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => performance.now());
  const expired = deadline !== null && deadline <= now;
  useEffect(() => {
    // Once it has run out nothing ticks: an expired quote shows no live countdown.
    if (deadline === null || expired) return;
    const tick = () => setNow(performance.now());
    // A new deadline is counted from now at once, not from the last tick of the old one.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline, expired]);
  if (deadline === null) return null;
  return Math.floor((deadline - now) / 1_000);
}
