// Cleans up what a command started when it is interrupted (Ctrl-C, SIGTERM, a closed terminal), so
// an interrupted run leaves no app server or driver running behind it.
type Cleanup = () => Promise<void> | void;

const SIGNALS: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
const CLEANUP_LIMIT_MS = 10_000;

const cleanups = new Set<Cleanup>();
let installed = false;
let interrupted = false;

async function onSignal(signal: NodeJS.Signals, code: number): Promise<void> {
  // a second Ctrl-C while cleaning up: leave at once
  if (interrupted) process.exit(code);
  interrupted = true;
  console.error(`\n${signal}: stopping what this run started…`);
  const all = Promise.allSettled([...cleanups].map(async (c) => c()));
  await Promise.race([all, new Promise((r) => setTimeout(r, CLEANUP_LIMIT_MS).unref())]);
  process.exit(code);
}

/**
 * Runs `cleanup` (with the others registered, at most 10 s) when the process gets SIGINT, SIGTERM or
 * SIGHUP, then exits with 128 + the signal's number. Returns the function that unregisters it.
 */
export function onInterrupt(cleanup: Cleanup): () => void {
  if (!installed) {
    installed = true;
    for (const [signal, n] of Object.entries(SIGNALS)) {
      process.on(signal, () => void onSignal(signal as NodeJS.Signals, 128 + n));
    }
  }
  cleanups.add(cleanup);
  return () => { cleanups.delete(cleanup); };
}
