import crypto from 'crypto';
import os from 'os';
import type { Core } from '@strapi/strapi';
import { jobLeaseSeconds, jobTickSeconds } from '../../../utils/job-settings';

const LEASE_UID = 'api::job-lease.job-lease';

/** A job that changes shared state: run by one process at a time, once per period, across every instance. */
export interface SharedJob {
  /** The lease row's key: never changes once released. */
  name: string;
  /** The least time between two runs. */
  periodSeconds(): number;
  run(now: Date): Promise<void>;
}

interface LeaseRow {
  holder: string | null;
  lastRunAt: string | Date | null;
}

/**
 * The shared jobs (docs/operations.md#scheduled-jobs). Each job has one lease row (job, holder, expiry, last run).
 * Every tick, each process tries to take or renew the lease in one conditional UPDATE (held by itself, or expired):
 * the database lets one process win, so on PostgreSQL with several app processes a job runs on one of them; when the
 * holder dies its lease expires and another takes over at its next tick. The holder runs the job when its period has
 * passed since the last run, then records the run. Jobs are written so that a run repeated after a crash half-way
 * does no harm (each sends a reservation's mail once, anonymises a row once). On SQLite (one process) the same rows
 * simply always find the lease free.
 */
const jobRunnerService = ({ strapi }: { strapi: Core.Strapi }) => {
  const holder = `${os.hostname()}/${process.pid}/${crypto.randomBytes(4).toString('hex')}`;
  const leases = () => strapi.db.query(LEASE_UID);
  const jobs: SharedJob[] = [];
  let timer: NodeJS.Timeout | undefined;
  let tickRunning: Promise<void> | undefined;

  async function ensureRow(job: string): Promise<void> {
    if (await leases().findOne({ where: { job }, select: ['id'] })) return;
    try {
      await leases().create({ data: { job } });
    } catch {
      // Another process created it at the same moment: the unique key kept one row.
    }
  }

  /** Takes or renews the lease; whether this process holds it now. */
  async function acquire(job: string, now: Date): Promise<boolean> {
    const { count } = await leases().updateMany({
      where: { job, $or: [{ holder }, { holder: null }, { expiresAt: null }, { expiresAt: { $lt: now } }] },
      data: { holder, expiresAt: new Date(now.getTime() + jobLeaseSeconds() * 1000) },
    });
    return count === 1;
  }

  async function runIfDue(job: SharedJob): Promise<void> {
    const now = new Date();
    await ensureRow(job.name);
    if (!(await acquire(job.name, now))) return;
    const row = (await leases().findOne({ where: { job: job.name }, select: ['holder', 'lastRunAt'] })) as LeaseRow;
    const last = row.lastRunAt ? new Date(row.lastRunAt).getTime() : 0;
    if (row.holder !== holder || now.getTime() - last < job.periodSeconds() * 1000) return;
    await job.run(now);
    await leases().updateMany({ where: { job: job.name, holder }, data: { lastRunAt: now } });
    strapi.log.info(`Job ${job.name} ran on ${holder}`);
  }

  async function tick(): Promise<void> {
    for (const job of jobs) {
      try {
        await runIfDue(job);
      } catch (error) {
        strapi.log.error(`Job ${job.name} failed on ${holder}: ${String(error)}`);
      }
    }
  }

  return {
    /** This process's name in the lease rows. */
    holder,

    /** Adds a job; call before `start`. */
    register(job: SharedJob): void {
      jobs.push(job);
    },

    /** Runs one tick now (the first at start), then one every JOB_TICK_SECONDS. */
    start(): void {
      const run = () => {
        if (tickRunning) return;
        tickRunning = tick().finally(() => (tickRunning = undefined));
      };
      run();
      timer = setInterval(run, jobTickSeconds() * 1000);
    },

    /** Stops ticking, waits for a run under way and gives the leases back, so another process takes over at once. */
    async stop(): Promise<void> {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      await tickRunning;
      try {
        await leases().updateMany({ where: { holder }, data: { holder: null, expiresAt: null } });
      } catch (error) {
        strapi.log.warn(`Jobs: leases of ${holder} not given back (${String(error)}); they expire on their own.`);
      }
    },
  };
};

export default jobRunnerService;
