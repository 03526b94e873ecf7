/**
 * Periodic jobs of the shop (the daily "Recommended" popularity refresh, and later others). Every server
 * process calls `tick` now and then; the job store hands a due job to exactly one caller, so a job runs
 * once per period however many processes serve, and a process that dies mid-run only delays it a period.
 */

export interface Job {
  name: string;
  /** The period: the job is due this long after its last start. */
  everyMs: number;
  run(): Promise<void>;
}

/** Where jobs' last starts live (db/repositories/jobs.ts); shared by every process. */
export interface JobStore {
  /** Records a start when the job is due (never started, or started `everyMs` or more ago); true for the one caller that got it. */
  claim(name: string, everyMs: number): Promise<boolean>;
  /** Records the end of a run, with its error message or null. */
  finished(name: string, error: string | null): Promise<void>;
}

export interface JobRunner {
  /** Runs every due job this process could claim, one after another; the names of those that ran. */
  tick(): Promise<string[]>;
}

export function createJobRunner(store: JobStore, jobs: readonly Job[], log: (line: Record<string, unknown>) => void = () => {}): JobRunner {
  let running: Promise<string[]> | null = null;
  const runDue = async (): Promise<string[]> => {
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await store.claim(job.name, job.everyMs))) continue;
      ran.push(job.name);
      const started = Date.now();
      try {
        await job.run();
        await store.finished(job.name, null);
        log({ level: 30, msg: "job finished", job: job.name, ms: Date.now() - started });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await store.finished(job.name, message).catch(() => undefined);
        log({ level: 50, msg: "job failed", job: job.name, err: message });
      }
    }
    return ran;
  };
  return {
    tick() {
      // A tick while the last one still runs joins it instead of claiming again.
      running ??= runDue().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
