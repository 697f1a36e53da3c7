// `stepwright compile --workers N`: N child compiles, each on its own browser sessions, discover a
// deterministic slice of the scenarios (shard.ts) into the same step cache, which is safe under
// concurrent writers (cache/lock.ts, cache/merge.ts). Their output is prefixed with the worker.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/stepwright.js', import.meta.url));

/** argv without `--workers N` / `--workers=N` */
function withoutWorkers(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--workers') i++;
    else if (!argv[i]!.startsWith('--workers=')) out.push(argv[i]!);
  }
  return out;
}

function runWorker(args: string[], label: string, cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (stream: NodeJS.WriteStream) => {
      let rest = '';
      return (d: Buffer) => {
        const lines = (rest + d.toString()).split('\n');
        rest = lines.pop()!;
        for (const l of lines) stream.write(`[${label}] ${l}\n`);
      };
    };
    child.stdout.on('data', prefix(process.stdout));
    child.stderr.on('data', prefix(process.stderr));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs the workers (the app is already up) and returns the worst exit code; they share `runId` in their results. */
export async function compileWithWorkers(argv: string[], workers: number, cwd: string, runId: string): Promise<number> {
  const base = [...withoutWorkers(argv), '--run-id', runId];
  const started = Date.now();
  const codes = await Promise.all(Array.from({ length: workers }, (_, i) =>
    runWorker([...base, '--worker', `${i + 1}/${workers}`], `${i + 1}/${workers}`, cwd)));
  console.log(`\n${workers} workers finished in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `exit codes ${codes.join(', ')}`);
  return Math.max(...codes);
}
