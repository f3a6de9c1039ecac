/** Where log lines go: buffered in memory and written to stdout in batches, off the request's path. */
export interface LogWriter {
  write(line: string): void;
  /** Writes what is queued (before the process exits). */
  flush(): Promise<void>;
}

/** Lines held while stdout does not take them; past this, new lines are counted and dropped, never waited on. */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;

/**
 * A request must never wait on its log line: a slow or stalled reader of stdout (a log shipper, a parent process
 * busy elsewhere) once stalled every request, each line being written synchronously. Lines are queued and written
 * together after the current work; while stdout is stalled the queue grows to a bound, then lines are dropped and
 * the count of dropped lines is written once stdout takes lines again.
 */
export function createLogWriter(
  sink: Bun.FileSink = Bun.stdout.writer(),
  maxQueuedBytes = MAX_QUEUED_BYTES,
): LogWriter {
  let queue: string[] = [];
  let queuedBytes = 0;
  let dropped = 0;
  let draining: Promise<void> | undefined;

  async function drain() {
    // Let the current burst of requests queue their lines first, then write them in one go.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0 || dropped > 0) {
      if (dropped > 0) {
        queue.push(
          `${JSON.stringify({ time: new Date().toISOString(), level: "warn", message: "log lines dropped while stdout was not reading", dropped })}\n`,
        );
        dropped = 0;
      }
      const batch = queue.join("");
      queue = [];
      queuedBytes = 0;
      await sink.write(batch);
      await sink.flush();
    }
    draining = undefined;
  }

  return {
    write(line) {
      if (queuedBytes > maxQueuedBytes) {
        dropped++;
        return;
      }
      queue.push(`${line}\n`);
      queuedBytes += line.length + 1;
      draining ??= drain();
    },
    flush: async () => {
      while (draining) await draining;
    },
  };
}
