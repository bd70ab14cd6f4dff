// Seconds left until an ISO instant, ticking once a second; negative once it has passed.
import { useEffect, useState } from 'react';

export function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const end = Date.parse(until);
  return Number.isNaN(end) ? null : Math.floor((end - now) / 1_000);
}
