/**
 * Work a request starts and does not wait for (docs/decisions/0022): it runs in this process after
 * the answer went out. Nothing is kept for another process, so a task lost with its process is lost:
 * only work whose owner can simply ask again belongs here (a registration or reset mail).
 */
export interface BackgroundRunner {
  run(task: () => Promise<void>): void;
  /** Resolves when every task started so far has ended (shutdown waits for it; tests too). */
  settled(): Promise<void>;
}

export function createBackgroundRunner(onError: (error: unknown) => void): BackgroundRunner {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      const promise: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => onError(error))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
