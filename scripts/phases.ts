/**
 * Runs commands as phases: a phase starts once the phases it needs have passed, at most `jobs` at a time (a phase
 * marked `alone` with no other), each in its own process group with its output lines prefixed by its name. The first
 * failure stops the run: phases still running are stopped, the others are not run, and the run's exit code is the
 * failing phase's. It ends with a table of each phase's wall time, processor time and result.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';
import { accountPhase, type PhaseAccount } from './phase-cpu';

export interface Phase {
  name: string;
  /** The program and its arguments. */
  command: [string, ...string[]];
  /** Phases that must have passed first. */
  needs: string[];
  /** Runs with no other phase beside it: a test of behaviour under load, which another phase's work would skew. */
  alone?: boolean;
  /**
   * Yields the processor to the phases without it (a nice value of 10): a phase that can wait, beside one that runs
   * longest, so that the long one keeps its pace.
   */
  yields?: boolean;
}

/** The nice value of a phase that yields (or the run's own, when that is already lower). */
export const YIELDING_PRIORITY = 10;

export type PhaseState = 'not run' | 'passed' | 'FAIL' | 'stopped';

export interface PhaseResult {
  name: string;
  state: PhaseState;
  /** Wall time, for the phases that ran. */
  seconds?: number;
  /** Processor time (user and system, every core) of every process the phase ran, where control groups count it. */
  cpuSeconds?: number;
}

export interface RunOptions {
  jobs: number;
  cwd: string;
  /** Where the prefixed output lines and the table go. */
  print?: (line: string) => void;
}

interface Running {
  since: number;
  child: ChildProcess;
  account: PhaseAccount;
  stopping: boolean;
}

/**
 * Lowers a phase's priority. Where Linux groups each session's processes for its scheduler (autogroup, on by default),
 * a phase's session is weighed as a whole against the others whatever its processes' nice values: the group's own
 * nice value, in /proc, is what makes it yield.
 */
const yieldingNiceness = () => Math.max(os.getPriority(), YIELDING_PRIORITY);

function yieldProcessor(pid: number): void {
  const niceness = yieldingNiceness();
  os.setPriority(pid, niceness);
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
  } catch {
    // No autogroup scheduling here: the nice value alone counts.
  }
}

function startPhase(
  phase: Phase,
  options: RunOptions,
  account: PhaseAccount,
  onEnd: (code: number) => void,
): ChildProcess {
  const print = options.print ?? console.log;
  const [program, ...args] = account.command;
  const child = spawn(program, args, {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches the servers and browsers it started.
    detached: true,
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  });
  // Set as soon as the phase starts, well before npm starts the processes it runs, which inherit it.
  if (phase.yields && child.pid !== undefined) yieldProcessor(child.pid);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => print(`${phase.name} │ ${line}`));
  }
  child.on('error', () => onEnd(127));
  child.on('exit', (code, signal) => onEnd(code ?? (signal ? 128 : 1)));
  return child;
}

export function phaseTable(results: PhaseResult[], totalSeconds: number): string {
  const width = Math.max('total (wall)'.length, ...results.map((result) => result.name.length));
  const time = (value?: number) => (value === undefined ? '      —' : `${value.toFixed(0).padStart(5)} s`);
  const cpu = results.reduce((sum, result) => sum + (result.cpuSeconds ?? 0), 0);
  return [
    `${'phase'.padEnd(width)}     wall      CPU`,
    ...results.map(
      (result) => `${result.name.padEnd(width)}  ${time(result.seconds)}  ${time(result.cpuSeconds)}  ${result.state}`,
    ),
    `${'total (wall)'.padEnd(width)}  ${time(totalSeconds)}  ${time(cpu)}`,
  ].join('\n');
}

export interface PhaseRun {
  /** Each phase's result and the run's exit code, once nothing runs any more. */
  finished: Promise<{ results: PhaseResult[]; exitCode: number }>;
  /** Stops what runs and starts nothing more (a Ctrl-C): the run then ends with exit code 130. */
  stop: () => void;
}

export function runPhases(phases: Phase[], options: RunOptions): PhaseRun {
  const print = options.print ?? console.log;
  const since = Date.now();
  const done = new Map<string, PhaseResult>();
  const running = new Map<string, Running>();
  let failure: number | undefined;

  const stopRunning = () => {
    for (const phase of running.values()) {
      if (phase.stopping || phase.child.pid === undefined) continue;
      phase.stopping = true;
      try {
        process.kill(-phase.child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      // A server a test started in a session of its own (PostgreSQL's, the app under test) is outside that group.
      phase.account.signal('SIGTERM');
    }
  };

  const stop = () => {
    failure ??= 130;
    stopRunning();
  };

  const finished = new Promise<{ results: PhaseResult[]; exitCode: number }>((resolve) => {
    const schedule = () => {
      if (failure === undefined) {
        const ready = phases.filter(
          (phase) =>
            !done.has(phase.name) &&
            !running.has(phase.name) &&
            phase.needs.every((need) => done.get(need)?.state === 'passed'),
        );
        for (const phase of ready) {
          const aloneRunning = phases.some((other) => other.alone && running.has(other.name));
          if (running.size >= options.jobs || aloneRunning || (phase.alone && running.size > 0)) continue;
          print(`▶ ${phase.name} (${phase.command.join(' ')})`);
          const niceness = phase.yields ? yieldingNiceness() : undefined;
          const account = accountPhase(phase.command, phases.indexOf(phase), niceness);
          const child = startPhase(phase, options, account, (code) => ended(phase, code));
          running.set(phase.name, { since: Date.now(), child, account, stopping: false });
        }
      }
      if (running.size > 0) return;
      const results = phases.map((phase) => done.get(phase.name) ?? { name: phase.name, state: 'not run' as const });
      print(`\nPhase by phase:\n${phaseTable(results, (Date.now() - since) / 1000)}`);
      resolve({ results, exitCode: failure ?? 0 });
    };

    const ended = (phase: Phase, code: number) => {
      const current = running.get(phase.name);
      if (!current) return;
      running.delete(phase.name);
      const state: PhaseState = current.stopping ? 'stopped' : code === 0 ? 'passed' : 'FAIL';
      const seconds = (Date.now() - current.since) / 1000;
      done.set(phase.name, { name: phase.name, state, seconds, cpuSeconds: current.account.seconds() });
      current.account.release();
      print(`${state === 'passed' ? '✔' : '✘'} ${phase.name}: ${state}${state === 'FAIL' ? ` (exit ${code})` : ''}`);
      if (state === 'FAIL' && failure === undefined) {
        failure = code;
        stopRunning();
      }
      schedule();
    };

    schedule();
  });
  return { finished, stop };
}
