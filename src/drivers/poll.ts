// Polling without fixed sleeps, for the drivers (waiting for a page to settle) and the runtime (waiting
// for an element or an expectation): the lowest layer that waits owns it.
/** Polls `probe` until it returns a value other than undefined, or the time is up. No fixed sleeps:
 * the first try is immediate and the interval grows from 20 ms to 200 ms. */
export async function pollUntil<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  let interval = 20;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    const left = deadline - Date.now();
    if (left <= 0) return undefined;
    await new Promise((r) => setTimeout(r, Math.min(interval, left)));
    interval = Math.min(interval * 2, 200);
  }
}
