// Why a check that failed at compile is no possible defect: what is in doubt is what the steps meant, not the
// app. A defect is claimed only when the steps leave one reading; otherwise the step is unsure.
import { actedOn, isAbsence } from '../../cache/describe.ts';
import type { StepAction } from '../../cache/schema.ts';
import { norm } from '../../runtime/assertions.ts';
import { fillTemplate, resolveTarget, resolveValue } from '../../runtime/values.ts';
import type { StepFailure } from '../../runtime/failures.ts';
import { stepArgsOf, type PlanContext, type PlanOutcome } from '../planner.ts';
import { parseStep } from './parse-step.ts';
import { kindWordsOnly } from './simple-target.ts';

/** Kinds of part a step may name with no name of their own that a page often has several of ("in the list"). */
const GUESSED_KINDS = new Set(['list', 'section', 'menu', 'form']);

/**
 * Words the step expects in a part of the page named by a plain noun ("the email header", read as the
 * page's header) or by its kind alone ("in the list", of five) that the page shows elsewhere: which part the
 * step means is what is in doubt, not the app, so no defect. A dialog, a row by its position or a part by its
 * name is no guess; nor is a text looked for as it is drawn ("in bold"): the words are there, their drawing is
 * the check.
 */
export async function shownElsewhere(ctx: PlanContext, action: StepAction): Promise<string | undefined> {
  const e = action.do === 'assert' ? action.expect : undefined;
  const w = e?.check === 'text' ? e.within : undefined;
  const guessed = w && !w.text && w.ordinal === undefined && (w.noun || GUESSED_KINDS.has(w.kind));
  if (e?.check !== 'text' || !guessed || e.negate || e.style) return undefined;
  const text = norm(resolveValue(e.text, stepArgsOf(ctx.step)));
  if (!text || !norm(await ctx.driver.pageText()).includes(text)) return undefined;
  return '— but the page shows it elsewhere, so which part the step means is in doubt';
}

/**
 * A check that fails after a step that picked its element by its kind alone ("the search box") while the
 * page has others of that kind (a search box in the top bar and one in the sidebar): which one the step meant
 * is in doubt, and the words the check expects may be what the other one would have shown. `at`: that step's
 * place in the history, which the compiler may plan again with the element it took set aside (PlanOutcome.pickAgain).
 */
export async function pickedByKind(ctx: PlanContext): Promise<{ doubt: string; at: number } | undefined> {
  const last = lastActing(ctx);
  if (!last) return undefined;
  const { acted, at, text } = last;
  const parsed = parseStep(text, 'When');
  // (a quoted name that is only words for a kind, Mink's `fill in "search box"`, picks by kind too, unless the
  // element picked is named so: a field labelled "Search" was picked by its name; a name that is a step
  // parameter, "{{1}}", was the quote itself)
  const named = (q: string): boolean => acted.some((t) => [t.fingerprint.name, t.fingerprint.label]
    .some((n) => n !== undefined && (/\{\{\d+\}\}/.test(n) || norm(n).toLowerCase() === norm(q).toLowerCase())));
  const kindOnly = (q: string): boolean => !named(q) && kindWordsOnly(q);
  const byKind = parsed.ok && parsed.intents.some((i) => 'target' in i && i.target
    && (!i.target.quoted || kindOnly(i.target.quoted.text)) && !i.target.relation && i.target.ordinal === undefined);
  if (!byKind) return undefined;
  const elements = (await ctx.driver.observe()).elements;
  const kind = acted.map((t) => t.fingerprint.role).find((r) => elements.filter((e) => e.role === r).length > 1);
  return kind ? { at, doubt: `— but the step before ("${text}") picked one ${kind} of several by its kind ` +
    'alone, so which one it meant is in doubt' } : undefined;
}

/**
 * A check that fails after a step that named its element only by a quoted name another element of another kind
 * bears too (`I click "Contents"`: the top bar's Contents button and the sidebar's Contents tab): which one the
 * step meant is in doubt, as for a pick by kind. A step that said the kind ("the "Contents" tab") is no doubt.
 */
export async function namedAlike(ctx: PlanContext): Promise<{ doubt: string; at: number } | undefined> {
  const last = lastActing(ctx);
  if (!last) return undefined;
  const { acted, at, text, args } = last;
  const parsed = parseStep(text, 'When');
  const same = (a: string | undefined, b: string): boolean => a !== undefined && norm(a).toLowerCase() === b;
  const names = parsed.ok ? parsed.intents.flatMap((i) => ('target' in i && i.target?.quoted && !i.target.roleHint
    && !i.target.relation && i.target.ordinal === undefined ? [norm(i.target.quoted.text).toLowerCase()] : []))
    : [];
  const took = acted.map((t) => (args ? resolveTarget(t, args) : t))
    .find((t) => names.some((n) => same(t.fingerprint.name, n)));
  if (!took) return undefined;
  const other = (await ctx.driver.observe()).elements.find((e) => e.role !== took.fingerprint.role
    && names.some((n) => same(e.name, n)));
  return other ? { at, doubt: `— but the step before ("${text}") took a ${took.fingerprint.role} that a ` +
    `${other.role} is named like, so which one it meant is in doubt` } : undefined;
}

/**
 * Text looked for in a part of the page the step did not name in its own words ("in the status bar", found as the
 * section a heading names) that is not on the page at all: which part the step means is in doubt, not the app. A
 * part the step names ("in the "Billing" section") that is not there stays a possible defect.
 */
export function partGone(ctx: PlanContext, action: StepAction, e: StepFailure): string | undefined {
  const x = action.do === 'assert' ? action.expect : undefined;
  const named = x?.check === 'text' && !x.negate && e.searched?.length === 0 ? x.within?.text : undefined;
  if (!named) return undefined;
  const said = norm(fillTemplate(named, stepArgsOf(ctx.step))).toLowerCase();
  return norm(ctx.step.text).toLowerCase().includes(said) ? undefined
    : `— but the part it was read as (the one "${said}" names) is not on the page, so which part the step means ` +
      'is in doubt';
}

/** The last step of the scenario that acted on an element (checks after it, passed, do not settle which one). */
function lastActing(ctx: PlanContext) {
  const at = ctx.history.map((h) => actedOn(h.did).length > 0).lastIndexOf(true);
  const last = ctx.history[at];
  const acted = last ? actedOn(last.did) : [];
  return last && acted.length ? { at, acted, text: last.text, args: last.args } : undefined;
}

/**
 * A check that found elements like the one it was grounded on a moment ago, but not that one (the page built
 * its part again while it loaded): the locator lost hold of the element, which says nothing of the app.
 */
export const replacedSinceGrounded = (e: StepFailure): string | undefined => (e.kind === 'wrong-element'
  ? '— but the element it was grounded on a moment ago was replaced by a look-alike (the page was still being ' +
    'built), so the check says nothing of the app' : undefined);

/**
 * A freshly planned check that failed: unsure when what the steps meant is in doubt (and, when the step before
 * picked by kind, where the compiler may pick again), else a possible defect with a screenshot.
 */
export async function failedCheck(ctx: PlanContext, action: StepAction, e: StepFailure,
  takenOnScreen: boolean): Promise<PlanOutcome> {
  const doubt = replacedSinceGrounded(e) ?? partGone(ctx, action, e) ?? await shownElsewhere(ctx, action);
  const byKind = doubt ? undefined : await pickedByKind(ctx) ?? await namedAlike(ctx);
  const elsewhere = doubt ?? byKind?.doubt ?? (takenOnScreen ? '— but its element was one of look-alikes, taken as ' +
    'the one on the screen, so which one the step meant is in doubt' : undefined) ?? (ctx.replayedOtherwise
    ? '— but finding what the scenario showed earlier replayed its steps in a fresh browser, and that replay left ' +
      'the page otherwise than the scenario did (an app that keeps state: a note saved twice)' : undefined);
  if (elsewhere) {
    return { status: 'unsure', reason: `${e.message.split('\n')[0]} ${elsewhere}`,
      ...(byKind ? { pickAgain: byKind.at } : {}) };
  }
  const shot = await ctx.capture('defect');
  return { status: 'defect', reason: e.message, screenshots: shot ? [shot] : [], absence: isAbsence(action) };
}
