import { Client } from 'pg';

/**
 * Watches one shared job's lease row (`job_leases`, cms/src/api/job-lease) from outside the app: every 100 ms it
 * reads the job's last run, which the process that ran it sets to the time the run began. Every run of the whole
 * cluster is seen, unless two came within 100 ms of each other, which is itself a run too many: the count of the
 * runs the processes log must then be more than the count of the times seen here.
 */
export interface LeaseWatch {
  /** Reads once more, stops, and gives each last-run time seen, in order (epoch milliseconds). */
  stop(): Promise<number[]>;
}

const POLL_MS = 100;

export async function watchLease(databaseUrl: string, job: string): Promise<LeaseWatch> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const seen: number[] = [];
  let stopped = false;

  async function read(): Promise<void> {
    try {
      const { rows } = await client.query<{ last_run_at: Date | null }>(
        'SELECT last_run_at FROM job_leases WHERE job = $1',
        [job],
      );
      const time = rows[0]?.last_run_at?.getTime();
      if (time !== undefined && time !== seen.at(-1)) seen.push(time);
    } catch {
      // The app has not created its tables yet.
    }
  }

  const loop = (async () => {
    while (!stopped) {
      await read();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();

  let ending: Promise<number[]> | undefined;
  return {
    stop() {
      ending ??= (async () => {
        stopped = true;
        await loop;
        await read();
        await client.end();
        return seen;
      })();
      return ending;
    },
  };
}
