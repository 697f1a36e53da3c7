// Memory of the browsers a benchmark's child process starts: every 250 ms, the Chromium processes
// below that process (browser, renderers, GPU and utility processes; chromedriver is not a browser),
// summed two ways — resident set size (shared pages counted in every process) and proportional set
// size (shared pages divided among the processes that share them: the honest total) — and the peak of
// each. Linux only (/proc); elsewhere it reports nothing.
import { readdirSync, readFileSync } from 'node:fs';

export interface MemoryPeak { rssMb: number; pssMb: number; samples: number }

function parentOf(pid: number): { ppid: number; comm: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ppid: Number(stat.slice(close + 2).split(' ')[1]) };
  } catch {
    return undefined; // gone meanwhile
  }
}

function kb(text: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
}

/** The Chromium processes below `root` and their summed RSS and PSS, in MB. */
function sample(root: number): { rss: number; pss: number } {
  const procs = new Map<number, { ppid: number; comm: string }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = parentOf(Number(name));
    if (p) procs.set(Number(name), p);
  }
  const below = (pid: number): boolean => {
    for (let p = procs.get(pid), hops = 0; p && hops < 50; p = procs.get(p.ppid), hops++) {
      if (p.ppid === root) return true;
    }
    return false;
  };
  let rss = 0;
  let pss = 0;
  for (const [pid, p] of procs) {
    if (!/chrom/i.test(p.comm) || p.comm === 'chromedriver' || !below(pid)) continue;
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += kb(rollup, 'Rss');
      pss += kb(rollup, 'Pss');
    } catch { /* gone meanwhile */ }
  }
  return { rss: rss / 1024, pss: pss / 1024 };
}

/** Samples the browsers below `root` until stop() is called; stop() gives the peaks. */
export function watchBrowserMemory(root: number | undefined, everyMs = 250): { stop(): MemoryPeak } {
  const peak: MemoryPeak = { rssMb: 0, pssMb: 0, samples: 0 };
  if (root === undefined || process.platform !== 'linux') return { stop: () => peak };
  const timer = setInterval(() => {
    const s = sample(root);
    peak.rssMb = Math.max(peak.rssMb, s.rss);
    peak.pssMb = Math.max(peak.pssMb, s.pss);
    peak.samples++;
  }, everyMs);
  return { stop: () => { clearInterval(timer); return peak; } };
}
