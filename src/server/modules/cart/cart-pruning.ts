import type { Logger } from "../../logger";
import type { CartService } from "./service";

/**
 * Removes carts nobody touched for 30 days, now and then every `everyMs` (an hour), so abandoned carts do not pile
 * up. Returns the function that stops it.
 */
export async function startCartPruning({
  carts,
  logger,
  everyMs = 60 * 60 * 1000,
}: {
  carts: Pick<CartService, "prune">;
  logger: Logger;
  everyMs?: number;
}): Promise<() => void> {
  const pass = async () => {
    try {
      const removed = await carts.prune();
      if (removed > 0) logger.info("removed carts untouched for 30 days", { carts: removed });
    } catch (error) {
      logger.error("removing old carts failed", { error: (error as Error)?.message });
    }
  };
  await pass();
  const timer = setInterval(pass, everyMs);
  return () => clearInterval(timer);
}
