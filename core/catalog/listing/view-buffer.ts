/**
 * Product views counted in memory for a few seconds and written as one statement: a page view then
 * costs no database write of its own (at 150 pages a second, 150 upserts a second). Views of the
 * last seconds of a process that dies unannounced are lost; they are a statistic, and a clean
 * shutdown flushes them. Nothing in the buffer is needed by another process.
 */
export interface ViewBuffer {
  add(modelId: number): void;
  /** Writes what is counted now; resolves when written. */
  flush(): Promise<void>;
}

export interface ViewBufferOptions {
  write(counts: ReadonlyMap<number, number>): Promise<void>;
  /** Longest a view waits before it is written. */
  maxDelayMs?: number;
  /** Models counted before a write starts at once. */
  maxModels?: number;
  onError?: (error: unknown) => void;
}

export const VIEW_FLUSH_DELAY_MS = 5_000;
export const VIEW_FLUSH_MODELS = 1_000;

export function createViewBuffer(options: ViewBufferOptions): ViewBuffer {
  const maxDelayMs = options.maxDelayMs ?? VIEW_FLUSH_DELAY_MS;
  const maxModels = options.maxModels ?? VIEW_FLUSH_MODELS;
  let counts = new Map<number, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (counts.size === 0) return writing;
    const batch = counts;
    counts = new Map();
    // Writes go one after another, so two batches never race on the same rows.
    writing = writing.then(() => options.write(batch)).catch((error: unknown) => options.onError?.(error));
    return writing;
  };

  return {
    add(modelId) {
      if (!Number.isSafeInteger(modelId) || modelId <= 0) return;
      counts.set(modelId, (counts.get(modelId) ?? 0) + 1);
      if (counts.size >= maxModels) {
        void flush();
      } else if (!timer) {
        timer = setTimeout(() => void flush(), maxDelayMs);
        // A pending write must not keep a finished process (a test, a CLI) alive.
        (timer as { unref?: () => void }).unref?.();
      }
    },
    flush,
  };
}
