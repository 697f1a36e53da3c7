import type { Assertion } from '../cache/schema.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { StepFailure } from './failures.ts';
import { findNow } from './locate.ts';
import type { RuntimeOptions } from './options.ts';
import { resolveTarget, resolveValue, type StepArgs } from './values.ts';
import { pollUntil } from './wait.ts';

/** The result of checking an assertion once: whether it holds and what was actually seen. */
export interface CheckOutcome {
  holds: boolean;
  expected: string;
  actual: string;
}

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

function compare(actual: string, expected: string, op: 'contains' | 'equals'): boolean {
  return op === 'contains' ? actual.includes(expected) : actual === expected;
}

/** URL expectations written as paths ("/products") compare against the path, query and hash. */
function urlMatches(actual: string, expected: string, op: 'contains' | 'equals'): boolean {
  if (compare(actual, expected, op)) return true;
  if (!expected.startsWith('/') || !URL.canParse(actual)) return false;
  const u = new URL(actual);
  return compare(u.pathname + u.search + u.hash, expected, op) || (op === 'equals' && u.pathname === expected);
}

/** Checks an assertion once against the live app. */
export async function checkOnce<E>(driver: AppDriver<E>, a: Assertion, s: StepArgs, opts: RuntimeOptions): Promise<CheckOutcome> {
  switch (a.check) {
    case 'text': {
      const text = resolveValue(a.text, s);
      const page = norm(await driver.pageText());
      const present = page.includes(norm(text));
      return { holds: present !== a.negate, expected: `${a.negate ? 'no' : ''} text "${text}"`.trim(),
        actual: present ? 'the text is on the page' : `page text: "${page.slice(0, 300)}${page.length > 300 ? '…' : ''}"` };
    }
    case 'fieldValue': {
      const target = resolveTarget(a.target, s);
      const expected = resolveValue(a.value, s);
      const el = await findNow(driver, target, opts);
      if (!el) return { holds: false, expected: `${target.description} with value "${expected}"`, actual: 'element not found' };
      const actual = norm((await driver.readState(el)).value);
      return { holds: actual === norm(expected), expected: `value "${expected}"`, actual: `value "${actual}"` };
    }
    case 'state': {
      const target = resolveTarget(a.target, s);
      const el = await findNow(driver, target, opts);
      const expected = `${target.description} ${a.state}`;
      if (!el) return { holds: a.state === 'hidden', expected, actual: 'element not found' };
      const st = await driver.readState(el);
      const holds = { visible: st.visible, hidden: !st.visible, enabled: st.enabled, disabled: !st.enabled,
        checked: st.checked, unchecked: !st.checked, expanded: st.expanded === true, collapsed: st.expanded === false,
        focused: st.focused === true }[a.state];
      const actual = [st.visible ? 'visible' : 'hidden', st.enabled ? 'enabled' : 'disabled', st.checked ? 'checked' : 'unchecked',
        ...(st.expanded === undefined ? [] : [st.expanded ? 'expanded' : 'collapsed']), ...(st.focused ? ['focused'] : [])].join(', ');
      return { holds, expected, actual };
    }
    case 'count': {
      const expected = resolveValue(a.count, s);
      const n = await driver.countMatching(a.css);
      return { holds: String(n) === expected.trim(), expected: `${expected} ${a.description}`, actual: `${n} ${a.description}` };
    }
    case 'url': {
      const expected = resolveValue(a.value, s);
      const actual = (await driver.screen()).id;
      return { holds: urlMatches(actual, expected, a.op), expected: `URL ${a.op} "${expected}"`, actual: `URL "${actual}"` };
    }
    case 'title': {
      const expected = resolveValue(a.value, s);
      const actual = (await driver.screen()).title;
      return { holds: compare(actual, expected, a.op), expected: `title ${a.op} "${expected}"`, actual: `title "${actual}"` };
    }
  }
}

/** Polls until the assertion holds; a readable failure names what was expected and what was seen. */
export async function expectAssertion<E>(driver: AppDriver<E>, a: Assertion, s: StepArgs, opts: RuntimeOptions,
  timeoutMs = opts.timeoutMs): Promise<void> {
  let last: CheckOutcome | undefined;
  const ok = await pollUntil(async () => {
    last = await checkOnce(driver, a, s, opts);
    return last.holds ? true : undefined;
  }, timeoutMs);
  if (ok) return;
  throw new StepFailure('assertion-failed',
    `Expected ${last?.expected} within ${timeoutMs} ms, but found ${last?.actual}.`);
}
