import type { Assertion, StepAction } from '../../cache/schema.ts';
import { expectAssertion } from '../../runtime/assertions.ts';
import { executeAction, resolveUrl } from '../../runtime/execute.ts';
import type { Observation } from '../../observation/element.ts';
import type { StepBinder } from '../binding.ts';
import { stepArgsOf, type PlanContext } from '../planner.ts';
import { observeSettled } from '../observe-settled.ts';
import { groundTarget } from './ground.ts';
import type { Intent } from './intent.ts';
import { words } from './words.ts';

/*
 * Pages named in words: "I should be on the Order history page" (what says so: the URL, the title,
 * a heading or the selected tab of that name) and "Given I am on the sign in page" (where that page
 * is, found live the way a tester would find it, then recorded as its URL so replay goes straight there).
 * A name the project gives a path (config `pages`) is that path, and a name the app does not show needs one.
 */

/** The tab or navigation item of that name that is the selected one: "the Discover feed", "the Home screen". */
async function selectedTab(ctx: PlanContext, b: StepBinder, name: string): Promise<Assertion | undefined> {
  const obs = await observeSettled(ctx.driver);
  const tabs = obs.elements.filter((e) => NAVIGATES.has(e.role) && e.checked === true
    && words(e.name).join(' ') === words(name).join(' '));
  if (tabs.length !== 1) return undefined;
  const check: Assertion = { check: 'state', target: b.target({ el: tabs[0]!, peers: obs.elements }, undefined),
    state: 'checked' };
  // what the observation calls selected must be what the state check reads, or it is no evidence
  const holds = await expectAssertion(ctx.driver, check, stepArgsOf(ctx.step), ctx.opts, 500)
    .then(() => true, () => false);
  return holds ? check : undefined;
}
const NAVIGATES = new Set(['tab', 'button', 'link', 'menuitem']);

// "the documentation home page", "the start page": the home page, whatever the site calls itself
const HOME = /^(?:[a-z][\w'-]*\s+)?(?:home|start|landing|main|front|index)$/i;

/** A page's name as the config and the steps both say it: its words, without a trailing "page" or "screen". */
const pageKey = (n: string): string => words(n).join(' ').replace(/\s+(?:page|screen)$/, '');

/**
 * The path the project gives a page of that name (config `pages`, as cucumber-rails' paths.rb), the home
 * page's being / unless given; undefined for any other name, which is looked for on the app itself.
 */
export function configuredPath(pages: Record<string, string> | undefined, name: string): string | undefined {
  const pathOf = (said: string): string | undefined =>
    Object.entries(pages ?? {}).find(([n]) => pageKey(n) === said)?.[1];
  const wanted = pageKey(name);
  return pathOf(wanted) ?? (HOME.test(wanted) ? pathOf('home') ?? '/' : undefined);
}

/**
 * "Given the inbox is open.": a page the project names (config `pages`) said as a plain noun, with no "page"
 * after it, is that page: opened as set-up, checked as a Then. Anything else the words could be stays as it was.
 */
export function configuredPageSaid(intent: Intent, ctx: PlanContext): Intent {
  if (intent.kind !== 'expectState' || (intent.state !== 'expanded' && intent.state !== 'visible')) return intent;
  const t = intent.target;
  if (t.quoted || t.roleHint || t.relation || t.ordinal !== undefined || t.back || !t.words
    || !Object.keys(ctx.pages ?? {}).some((n) => pageKey(n) === pageKey(t.words))) return intent;
  const name = { text: t.words, at: -1 };
  return ctx.step.keyword === 'Then' ? { kind: 'expectPage', name } : { kind: 'openPage', name };
}

/** Why the page is the named one, as a check replay can repeat; or why nothing says so. */
export async function pageEvidence(ctx: PlanContext, name: string, byUrl = true,
  b?: StepBinder): Promise<Assertion | string> {
  const path = configuredPath(ctx.pages, name);
  if (path !== undefined) return { check: 'url', value: { literal: path }, op: 'equals' };
  const slug = words(name).join('-');
  const url = new URL(await ctx.driver.url());
  if (byUrl && slug && url.pathname.toLowerCase().replace(/[_/]/g, '-').includes(slug)) return { check: 'url',
    value: { literal: url.pathname }, op: 'contains' };
  // (the title's own letters: "the dashboard" is the page titled "SB Admin 2 - Dashboard")
  const title = await ctx.driver.title();
  const at = title.toLowerCase().indexOf(name.toLowerCase());
  if (at >= 0) return { check: 'title', value: { literal: title.slice(at, at + name.length) }, op: 'contains' };
  const heading = (await observeSettled(ctx.driver)).elements.find((e) => e.role === 'heading'
    && words(e.name).join(' ') === words(name).join(' '));
  if (heading) return { check: 'text', text: { literal: heading.name }, negate: false };
  const tab = b ? await selectedTab(ctx, b, name) : undefined;
  if (tab) return tab;
  return `nothing on the page (URL ${url.pathname}, title, headings, selected tabs) says it is the "${name}" page`;
}

/** The current URL as a path under the base URL ("/login"), or undefined when it is not in the app. */
async function appPath(ctx: PlanContext): Promise<string | undefined> {
  const here = new URL(await ctx.driver.url());
  const base = URL.canParse(ctx.opts.baseUrl) ? new URL(resolveUrl('/', ctx.opts.baseUrl)) : undefined;
  if (!base) return undefined;
  if (here.origin !== base.origin || !here.pathname.startsWith(base.pathname)) return undefined;
  return `/${here.pathname.slice(base.pathname.length)}${here.search}`;
}

const isThere = async (ctx: PlanContext, name: string,
  byUrl = true): Promise<boolean> => typeof (await pageEvidence(ctx, name, byUrl)) !== 'string';

/**
 * Finds the page called `name` and returns the navigation that reaches it: the page the scenario is
 * on, the app's start page, the page its link of that name leads to, or a path spelled like the
 * name whose title or heading agrees (the URL alone proves nothing there). A reason when none is.
 */
export async function openPageActions(ctx: PlanContext, b: StepBinder, name: string): Promise<StepAction[] | string> {
  const configured = configuredPath(ctx.pages, name);
  if (configured !== undefined) return [{ do: 'navigate', url: { literal: configured } }];
  // the navigation to the page the browser shows now, when that page is the named one
  const here = async (byUrl = true): Promise<StepAction[] | undefined> => {
    const path = await appPath(ctx);
    return path && (await isThere(ctx, name, byUrl)) ? [{ do: 'navigate', url: { literal: path } }] : undefined;
  };
  const visit = async (path: string): Promise<Observation> => {
    await ctx.driver.navigate(resolveUrl(path, ctx.opts.baseUrl));
    return observeSettled(ctx.driver);
  };
  const current = await here();
  if (current) return current;
  if (!URL.canParse(ctx.opts.baseUrl)) return `"${name}" is not the current page, and there is no base URL to look ` +
    `for it under`;
  const start = await visit(configuredPath(ctx.pages, 'home')!);
  const startPage = await here();
  if (startPage) return startPage;
  const link = groundTarget({ words: name, roleHint: 'link' }, start.elements, 'click');
  if (link.ok && link.match.element.role === 'link') {
    const target = b.target({ el: link.match.element, peers: start.elements }, undefined);
    await executeAction(ctx.driver, { do: 'click', target }, stepArgsOf(ctx.step), ctx.opts);
    await observeSettled(ctx.driver);
    const linked = await here();
    if (linked) return linked;
  }
  const spelled = words(name);
  // (a page served as a file: /login.html)
  for (const candidate of new Set([spelled.join('-'), spelled.join(''), spelled.join('_')])) {
    if (!candidate) continue;
    for (const path of [`/${candidate}`, `/${candidate}.html`]) {
      await visit(path);
      const found = await here(false);
      if (found) return found;
    }
  }
  return `found no "${name}" page: not the current page, the start page, ` +
    `a link named "${name}" or /${spelled.join('-')} (name it in stepwright.config.json: ` +
    `"pages": { "${name}": "/its/path" })`;
}
