/**
 * Each phase's processor time, read from a control group of its own (cgroup v2): every process the phase starts is
 * counted there — the browser's renderers and the servers a test leaves to stop on their own too, which the waited
 * children's times of a parent never see. Where this process may not make control groups (a container without them),
 * phases run as they are and their time is not known.
 */
import fs from 'node:fs';
import path from 'node:path';

/** This process's control group in the cgroup v2 hierarchy, when one is mounted. */
function ownControlGroup(): string | null {
  try {
    const mount = fs
      .readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .find((fields) => fields[2] === 'cgroup2')?.[1];
    const own = fs
      .readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('0::'))
      ?.slice(3);
    return mount && own !== undefined ? path.join(mount, own) : null;
  } catch {
    return null;
  }
}

type Command = [string, ...string[]];

export interface PhaseAccount {
  /** The phase's command, first moving itself into its group (so everything it starts is in it). */
  command: Command;
  /** Its processor time so far, user and system, on every core; undefined when it is not accounted. */
  seconds: () => number | undefined;
  /** Sends `signal` to every process in the group, those outside the phase's process group too. */
  signal: (signal: NodeJS.Signals) => void;
  /** Ends what the phase left running (a server it started and never stopped), then removes the group. */
  release: () => void;
}

function signalGroup(group: string, signal: NodeJS.Signals): void {
  let pids: string[] = [];
  try {
    pids = fs.readFileSync(path.join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      process.kill(Number(pid), signal);
    } catch {
      // Gone already.
    }
  }
}

/** `usage_usec` of a cgroup v2 `cpu.stat`, in seconds. */
export function usageSeconds(cpuStat: string): number | undefined {
  const match = /^usage_usec (\d+)$/m.exec(cpuStat);
  return match ? Number(match[1]) / 1e6 : undefined;
}

/**
 * A control group for a phase's `command`, named after this run and `index`; where the group is scheduled as a whole
 * (the cpu controller on), it runs at `niceness` when given (a phase that yields). Unaccounted when no group can be
 * made.
 */
export function accountPhase(command: Command, index: number, niceness?: number): PhaseAccount {
  const parent = ownControlGroup();
  const group = parent ? path.join(parent, `ticino-phase-${process.pid}-${index}`) : null;
  try {
    if (!group) throw new Error('no cgroup v2');
    fs.mkdirSync(group);
  } catch {
    return { command, seconds: () => undefined, signal: () => {}, release: () => {} };
  }
  if (niceness !== undefined && fs.existsSync(path.join(group, 'cpu.weight.nice')))
    fs.writeFileSync(path.join(group, 'cpu.weight.nice'), String(niceness));
  const enter = 'echo $$ > "$1" 2>/dev/null; shift; exec "$@"';
  return {
    command: ['sh', '-c', enter, 'phase', path.join(group, 'cgroup.procs'), ...command],
    seconds: () => {
      try {
        return usageSeconds(fs.readFileSync(path.join(group, 'cpu.stat'), 'utf8'));
      } catch {
        return undefined;
      }
    },
    signal: (signal) => signalGroup(group, signal),
    release: () => {
      signalGroup(group, 'SIGKILL');
      // The killed processes leave the group once the system has reaped them: within moments.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        try {
          fs.rmdirSync(group);
          return;
        } catch {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        }
      }
    },
  };
}
