// "Scroll until "x" is visible": lists longer than the screen (Android renders only the rows on
// screen) are scrolled one step at a time, down to the end and then back up, until the text shows.
import type { AppDriver } from '../drivers/driver.ts';
import { StepFailure } from './failures.ts';
import type { RuntimeOptions } from './options.ts';

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
/** more steps than any list should need; the end of the list stops it much earlier */
const MAX_STEPS = 60;

export async function scrollUntilText<E>(driver: AppDriver<E>, text: string, opts: RuntimeOptions): Promise<void> {
  const wanted = norm(text);
  const deadline = Date.now() + opts.waitTimeoutMs;
  let last = norm(await driver.pageText());
  for (const direction of ['down', 'up'] as const) {
    for (let i = 0; i < MAX_STEPS && Date.now() < deadline; i++) {
      if (last.includes(wanted)) return;
      await driver.scroll(undefined, direction);
      const now = norm(await driver.pageText());
      if (now === last) break; // the end of the list in this direction
      last = now;
    }
  }
  if (last.includes(wanted)) return;
  throw new StepFailure('locator-miss', `Scrolled the screen down and up, but "${text}" never became visible.`);
}
