// Issue 16's "open a page": how long each navigation of a compile took until the web driver counted the
// page as ready (WebAppDriver.navigate: the load, with pageLoadStrategy "eager", and its own readiness
// wait). Every navigation counts: a step that opens a page, and the prefix replays that restore a state.
// Also how many observations compile asked for and how many of them the page answered "unchanged"
// (the last observation given again, observe.js).
import { WebDriver } from 'selenium-webdriver';
import { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { OBSERVE_SCRIPT } from '../../src/observation/web/scripts.ts';

const opens: number[] = [];
const observations = { asked: 0, reused: 0 };

{
  type Scripted = { executeScript(script: unknown, ...args: unknown[]): Promise<unknown> };
  const proto = WebDriver.prototype as unknown as Scripted;
  const executeScript = proto.executeScript;
  proto.executeScript = async function (this: WebDriver, script: unknown, ...args: unknown[]): Promise<unknown> {
    const result = await executeScript.call(this, script, ...args);
    if (script === OBSERVE_SCRIPT) {
      observations.asked++;
      if ((result as { same?: boolean } | null)?.same) observations.reused++;
    }
    return result;
  };
}

/** The observations since the last call: how many were asked for, and how many came back unchanged. */
export function takeObservations(): { asked: number; reused: number } {
  const out = { ...observations };
  observations.asked = 0;
  observations.reused = 0;
  return out;
}

{
  const proto = WebAppDriver.prototype;
  const navigate = proto.navigate;
  proto.navigate = async function (this: WebAppDriver, url: string): Promise<void> {
    const t0 = performance.now();
    try {
      return await navigate.call(this, url);
    } finally {
      opens.push(performance.now() - t0);
    }
  };
}

/** The durations (ms) of the navigations since the last call. */
export function takePageOpens(): number[] {
  return opens.splice(0);
}

/** The p-th percentile (nearest rank) of `xs`, 0 when empty. */
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/** "n opens, p50 … ms, p95 … ms" */
export function describeOpens(xs: number[]): string {
  return `${xs.length} page opens, p50 ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms`;
}
