import { useEffect, useState } from "react";
import { formatClock } from "../../shared/shop-time";

const TICK_MS = 1000;

/**
 * docs/product-spec.md §2 live clock, ticking each second. Empty until hydrated: the server's time and the browser's
 * differ, and rendering either one first would be a hydration mismatch.
 */
export function LiveClock() {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <time data-testid="live-clock" className="inline-block min-w-[11ch] tabular-nums" suppressHydrationWarning>
      {now === null ? "" : formatClock(now)}
    </time>
  );
}
