// What the benches read of a process from /proc (Linux; NaN or 0 elsewhere), and where they ask for CPU
// profiles: one copy for every bench.
import { existsSync, readFileSync } from 'node:fs';

/** BENCH_CPU_PROFILES=<dir>: the API processes a bench starts write a V8 CPU profile there when they stop. */
export const CPU_PROFILES_DIR = process.env.BENCH_CPU_PROFILES || undefined;

/** A process's resident memory in MiB; NaN once it is gone. */
export function rssMb(pid: number): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU seconds (user + system, every thread, GC included) a process has used so far; 0 once gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    // the fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** A process and its children (nginx's workers). */
export function treeCpuSeconds(pid: number): number {
  const children = `/proc/${pid}/task/${pid}/children`;
  const kids = existsSync(children) ? readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
  return cpuSecondsOf(pid) + kids.reduce((sum, kid) => sum + treeCpuSeconds(Number(kid)), 0);
}

/** The whole machine's busy CPU seconds, from /proc/stat (every core; idle and iowait left out). */
export function machineCpuSeconds(): number {
  if (!existsSync('/proc/stat')) return 0;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}
