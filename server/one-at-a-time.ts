/**
 * A periodic task that is skipped while its last run has not ended. A timer fires every second whatever the
 * task's length: under load a rebuild of queued read-model rows took seconds, and runs started on top of it
 * only queued behind each other in the database (each waiting for the last to commit) and added to its load.
 */
export function oneAtATime(task: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    void task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
}
