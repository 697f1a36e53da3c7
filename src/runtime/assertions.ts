import type { Assertion } from '../cache/schema.ts';
import type { AppDriver, ResolvedTarget, StrategyAttempt, TextPart } from '../drivers/driver.ts';
import { locatorFailure, StepFailure, type SearchedPart } from './failures.ts';
import { locateNow, slowWatch } from './find-element.ts';
import type { RuntimeOptions } from './options.ts';
import { fillAnchor, resolveTarget, resolveValue, type StepArgs } from './values.ts';
import type { Anchor } from '../locators/target.ts';
import { pollUntil } from '../drivers/poll.ts';
import { textPattern } from './text-pattern.ts';

/** The result of checking an assertion once: whether it holds and what was actually seen. */
export interface CheckOutcome {
  holds: boolean;
  expected: string;
  actual: string;
  /** the check's element is not on the page (or is another element): a locator problem, not the expectation */
  lost?: { target: ResolvedTarget; tried: StrategyAttempt[] };
  /** a count whose list is gone altogether (not merely empty) */
  lostList?: string;
  /** for text checks: every part of the page that was read (page, frames, shadow roots), with its text */
  searched?: SearchedPart[];
}

/** Text as a person reads it: any run of white space (line breaks between inline parts, nbsp) is one space. */
export const norm = (s: string): string => s.replace(/[\s\u200b]+/g, ' ').trim();

function compare(actual: string, expected: string, op: 'contains' | 'equals'): boolean {
  return op === 'contains' ? actual.includes(expected) : actual === expected;
}

/**
 * "/#modals$/i": a pattern between slashes with its flags, as Mink writes them, or one written without them
 * ("/samples/x\.html$"); undefined when it is no valid pattern.
 */
function pattern(expected: string): RegExp | undefined {
  const m = /^\/(.+)\/([a-z]*)$/.exec(expected);
  try {
    return m ? new RegExp(m[1]!, m[2]) : new RegExp(expected);
  } catch {
    return undefined;
  }
}

/** The browser's own pages (its blank tab, its settings): no page of the app, whatever their address holds. */
const BROWSER_PAGE = /^(?:about|chrome|chrome-[a-z-]+|edge|data):/i;

/**
 * URL expectations written as paths ("/products") compare against the path, query and hash. No address of the
 * browser's own matches: "/" is in "chrome://new-tab-page/", yet a scenario that opened nothing is on no page.
 */
function urlMatches(actual: string, expected: string, op: 'contains' | 'equals' | 'matches'): boolean {
  if (BROWSER_PAGE.test(actual)) return false;
  if (op === 'matches') return pattern(expected)?.test(actual) ?? actual.includes(expected);
  if (compare(actual, expected, op)) return true;
  if (!expected.startsWith('/') || !URL.canParse(actual)) return false;
  const u = new URL(actual);
  return compare(u.pathname + u.search + u.hash, expected, op) || (op === 'equals' && u.pathname === expected);
}

const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * Whether a part's text shows the words as a person reads them. A gap the stylesheet draws between two elements
 * (a margin before a version number: "TiddlyWiki version" + "5.4.1") is no space in the text read, so a space
 * the step writes between a letter and a digit or a sign may be missing there; between two letters or two
 * digits it may not ("is on" is not in "comparison").
 */
export function showsText(partText: string, want: string): boolean {
  const text = norm(partText);
  if (text.includes(want)) return true;
  if (!want.includes(' ')) return false;
  const esc = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const kind = (c: string | undefined): string => (!c ? '' : /\p{L}/u.test(c) ? 'letter' : /\p{N}/u.test(c) ? 'digit'
    : 'sign');
  const spaced = [...want].map((c, i) => (c !== ' ' ? esc(c)
    : kind(want[i - 1]) === kind(want[i + 1]) && kind(want[i + 1]) !== 'sign' ? ' ' : ' ?')).join('');
  return new RegExp(spaced, 'u').test(text);
}

/** The part page-text.js reads from what form fields hold (a typed name, a generated config in a textarea). */
const FIELDS_PART = / > form fields$/;

/**
 * The parts a text check reads: that words are not shown is about the page's text, as cucumber's tools read it;
 * a field may hold them (a config listing what was removed) without the page showing them.
 */
const partsRead = (all: TextPart[], negate: boolean): TextPart[] =>
  (negate ? all.filter((p) => !FIELDS_PART.test(p.where)) : all);

/**
 * A text check over every part a person reads (the page, each same-origin frame and shadow root, or
 * the parts an anchor names): the failure names each part it searched and what that part shows.
 */
function textCheck(all: TextPart[], text: string, negate: boolean, anchor?: Anchor): CheckOutcome {
  const parts = partsRead(all, negate);
  const part = anchor?.noun && !anchor.text ? anchor.noun : anchor?.kind === 'css' ? 'element' : anchor?.kind;
  const where = anchor ? `the ${part}${anchor.text ? ` "${anchor.text}"` : ''}`
    : 'the page';
  const want = norm(text);
  const showing = parts.filter((p) => showsText(p.text, want)).map((p) => p.where);
  const present = showing.length > 0;
  const searched = parts.map((p) => ({ where: p.where, text: clip(norm(p.text), 500) }));
  // an empty text in a part, negated: that the part is gone ("the drawer closes")
  const expected = !want && anchor ? `${negate ? 'no' : 'a'} ${where.replace(/^the /, '')} on the page`
    : `${negate ? 'no ' : ''}text "${text}"${anchor ? ` in ${where}` : ''}`;
  if (!parts.length) return { holds: negate, expected, actual: `no ${where.replace(/^the /, '')} on the page`,
    searched };
  const seen = parts.map((p) => `${p.where}: "${clip(norm(p.text), parts.length > 1 ? 160 : 300)}"`).join('; ');
  return { holds: present !== negate, expected, searched,
    actual: present ? `it in ${showing.join(', ')}` : `it in none of the ${parts.length} part(s) read — ${seen}` };
}

/** Some part's text matches the regular expression (Mink's "I should see text matching …"), or none does. */
function patternCheck(all: TextPart[], pattern: string, negate: boolean): CheckOutcome {
  const parts = partsRead(all, negate);
  const re = textPattern(pattern);
  const showing = parts.filter((p) => re.test(norm(p.text))).map((p) => p.where);
  const searched = parts.map((p) => ({ where: p.where, text: clip(norm(p.text), 500) }));
  return { holds: (showing.length > 0) !== negate, searched,
    expected: `${negate ? 'no ' : ''}text matching ${pattern.startsWith('/') ? pattern : `/${pattern}/`}`,
    actual: showing.length ? `a match in ${showing.join(', ')}` : `no match in the ${parts.length} part(s) read` };
}

/** How many times the parts show the text as a whole phrase ("Delivered", not inside "Undelivered"). */
export function timesShown(parts: TextPart[], text: string): number {
  const want = norm(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!want) return 0;
  const phrase = new RegExp(`(?<![\\p{L}\\p{N}])${want}(?![\\p{L}\\p{N}])`, 'gu');
  return parts.reduce((n, p) => n + (norm(p.text).match(phrase)?.length ?? 0), 0);
}

/** A field's value as the assertion says it: what it holds, or for a drop-down also the option it shows. */
async function checkValue<E>(driver: AppDriver<E>, a: Extract<Assertion, { check: 'fieldValue' }>, s: StepArgs,
  opts: RuntimeOptions): Promise<CheckOutcome> {
  const target = resolveTarget(a.target, s);
  const expected = resolveValue(a.value, s);
  const found = await locateNow(driver, target, opts);
  const el = found.element;
  if (!el) return { holds: false, expected: `${target.description} with value "${expected}"`,
    actual: 'element not found', lost: { target, tried: found.tried } };
  const state = await driver.readState(el);
  const actual = norm(state.value);
  // a drop-down's value as a person reads it (the chosen option's text) or as the page holds it ("fr")
  const shown = typeof state.shown === 'string' && norm(state.shown) !== actual ? norm(state.shown) : undefined;
  const fits = (v: string): boolean => compare(v, norm(expected), a.op === 'contains' ? 'contains' : 'equals');
  const match = fits(actual) || (shown !== undefined && fits(shown));
  return { holds: match !== Boolean(a.negate),
    expected: `value ${a.negate ? 'not ' : ''}${a.op === 'contains' ? 'containing ' : ''}"${expected}"`,
    actual: `value "${actual}"${shown !== undefined ? ` (shown as "${shown}")` : ''}` };
}

/** Checks an assertion once against the live app. */
export async function checkOnce<E>(driver: AppDriver<E>, a: Assertion, s: StepArgs,
  opts: RuntimeOptions): Promise<CheckOutcome> {
  switch (a.check) {
    case 'text': {
      const text = resolveValue(a.text, s);
      const anchor = a.within ? fillAnchor(a.within, s) : undefined;
      const style = a.style ? { style: a.style } : {};
      const parts = await driver.readText(anchor, style);
      if (a.matches) return patternCheck(parts, text, a.negate);
      if (a.count) {
        const expected = resolveValue(a.count, s);
        const n = timesShown(parts, text);
        return { holds: String(n) === expected.trim(), expected: `text "${text}" ${expected} times`,
          actual: `${n} times` };
      }
      // only the letter case differs: the page may show the text through a text-transform, so the
      // verdict is the text as written (one more read, only then), for "see" and "not see" alike
      const fold = (x: string): string => norm(x).toLowerCase();
      const caseOnly = !parts.some((p) => norm(p.text).includes(norm(text)))
        && parts.some((p) => fold(p.text).includes(fold(text)));
      return textCheck(caseOnly ? await driver.readText(anchor, { asWritten: true, ...style }) : parts, text, a.negate,
        anchor);
    }
    case 'fieldValue':
      return checkValue(driver, a, s, opts);
    case 'state': {
      const target = resolveTarget(a.target, s);
      // shown or not is asked of what is shown: a hidden twin (the toolbar of an editor not in use) neither
      // answers for it nor makes the one shown ambiguous
      const shownOrNot = a.state === 'visible' || a.state === 'hidden';
      const found = shownOrNot ? await driver.locate(target, { visibleOnly: true, threshold: opts.identityThreshold })
        : await locateNow(driver, target, opts);
      const el = found.element;
      const expected = `${target.description} ${a.state}`;
      if (!el) return { holds: a.state === 'hidden', expected, actual: 'element not found',
        ...(a.state === 'hidden' ? {} : { lost: { target, tried: found.tried } }) };
      const st = await driver.readState(el);
      const holds = { visible: st.visible, hidden: !st.visible, enabled: st.enabled, disabled: !st.enabled,
        checked: st.checked, unchecked: !st.checked, expanded: st.expanded === true, collapsed: st.expanded === false,
        focused: st.focused === true, editable: st.editable === true, readonly: st.editable === false }[a.state];
      const actual = [st.visible ? 'visible' : 'hidden', st.enabled ? 'enabled' : 'disabled',
        st.checked ? 'checked' : 'unchecked',
        ...(st.expanded == null ? [] : [st.expanded ? 'expanded' : 'collapsed']),
        ...(st.focused ? ['focused'] : []), ...(st.editable == null ? [] : [st.editable ? 'editable' : 'read-only'])]
        .join(', ');
      return { holds, expected, actual };
    }
    case 'count': {
      const expected = resolveValue(a.count, s);
      const n = await driver.countMatching(a.selector);
      const holds = String(n) === expected.trim();
      // no item and not even the list that held them: the page was rearranged, the selector is stale
      const parent = a.selector.includes(' > ') ? a.selector.slice(0, a.selector.lastIndexOf(' > ')) : undefined;
      const lostList = !holds && n === 0 && parent && (await driver.countMatching(parent)) === 0 ? parent : undefined;
      return { holds, expected: `${expected} ${a.description}`, actual: `${n} ${a.description}`,
        ...(lostList ? { lostList } : {}) };
    }
    case 'url': {
      const expected = resolveValue(a.value, s);
      // the URL alone (on Android, the screen's id): one round trip on the web, not the whole screen identity
      const actual = await driver.url();
      return { holds: urlMatches(actual, expected, a.op) !== Boolean(a.negate),
        expected: `URL ${a.negate ? 'not ' : ''}${a.op} "${expected}"`,
        actual: `URL "${actual}"` };
    }
    case 'title': {
      const expected = resolveValue(a.value, s);
      const actual = await driver.title();
      return { holds: compare(actual, expected, a.op) !== Boolean(a.negate),
        expected: `title ${a.negate ? 'not ' : ''}${a.op} "${expected}"`,
        actual: `title "${actual}"` };
    }
  }
}

/** Polls until the assertion holds; a readable failure names what was expected and what was seen. */
export async function expectAssertion<E>(driver: AppDriver<E>, a: Assertion, s: StepArgs, opts: RuntimeOptions,
  timeoutMs = opts.timeoutMs): Promise<void> {
  let last: CheckOutcome | undefined;
  const slow = slowWatch(opts, () => (last ? `${last.expected} (now ${clip(last.actual, 100)})` : 'a check'), 'check');
  const ok = await pollUntil(async () => {
    slow();
    // an element the page re-rendered between finding and reading it (a wiki saving a note) is looked for again
    const now = await checkOnce(driver, a, s, opts).catch((e: unknown) => {
      if ((e as Error)?.name !== 'StaleElementReferenceError') throw e;
      return undefined;
    });
    if (now) last = now;
    return now?.holds ? true : undefined;
  }, timeoutMs);
  if (ok) return;
  if (last?.lost) throw locatorFailure(last.lost.target, last.lost.tried, timeoutMs);
  if (last?.lostList) {
    throw new StepFailure('locator-miss', `Expected ${last.expected} within ${timeoutMs} ms, but the list they were ` +
      `counted in (${last.lostList}) ` +
      'is not on the page any more: the page was rearranged. If the UI changed on purpose, repair the step with: ' +
      'npx stepwright heal <feature file>');
  }
  const target = 'target' in a ? resolveTarget(a.target, s) : undefined;
  throw new StepFailure('assertion-failed',
    `Expected ${last?.expected} within ${timeoutMs} ms, but found ${last?.actual}.`,
    { target, searched: last?.searched });
}
