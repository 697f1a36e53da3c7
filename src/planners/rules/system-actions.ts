import type { StepAction } from '../../cache/schema.ts';
import type { ObservedElement } from '../../observation/element.ts';
import type { PlanContext } from '../planner.ts';
import type { StepBinder } from '../binding.ts';
import { groundTarget } from './ground.ts';
import type { Target } from '../../locators/target.ts';
import type { Intent, TargetPhrase } from './intent.ts';
import type { Purpose } from './ground.ts';
import { Unsure } from './unsure.ts';
import { CLOSE_WORDS, YES_WORDS } from './vocabulary.ts';
import { BROWSER_DIALOG } from '../../drivers/driver.ts';

/*
 * Steps about the system around the screen rather than an element named on it: Back (the screen's
 * own Back button when it shows one), pull to refresh, and permission dialogs answered by their
 * words — guarded like an optional overlay when the step says "if asked".
 */

type Raised = (message: string) => Error;

const norm = (s: string | undefined): string => (s ?? '').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

/** What a permission dialog's buttons say (Android's permission controller, a browser's prompt). */
const ANSWERS = { allow: ['Allow', 'While using the app', 'Only this time', 'Allow all the time'],
  deny: ['Don\u2019t allow', 'Deny', 'Block'] };

/** The button on screen whose whole name is one of these words, if there is one. */
function buttonNamed(words: string[], elements: ObservedElement[]): ObservedElement | undefined {
  for (const w of words) {
    const g = groundTarget({ words: w, roleHint: 'button' }, elements, 'click');
    if (g.ok && norm(g.match.element.name) === norm(w)) return g.match.element;
  }
  return undefined;
}

/** A button known only by its words: what a guarded step waits for when compile did not see it. */
function expectedButton(name: string): ObservedElement {
  return { index: -1, tag: '', role: 'button', name, text: name, classes: [], disabled: false, editable: false,
    bounds: { x: 0, y: 0, w: 0, h: 0 }, context: '' };
}

type SystemIntent = Extract<Intent, { kind: 'history' | 'pullToRefresh' | 'permission' }>;

export async function systemActions(intent: SystemIntent, ctx: PlanContext, b: StepBinder,
  unsure: Raised): Promise<StepAction[]> {
  switch (intent.kind) {
    case 'history': {
      if (!intent.orButton) return [{ do: 'history', go: intent.go }];
      const elements = (await ctx.driver.observe()).elements;
      const own = buttonNamed(['Back'], elements);
      return own ? [{ do: 'click', target: b.target({ el: own, peers: elements }, undefined) }]
        : [{ do: 'history', go: 'back' }];
    }
    case 'pullToRefresh':
      // a refresh starts only with the list at its top
      return [{ do: 'scroll', direction: 'top' }, { do: 'swipe', direction: 'down' }];
    case 'permission': {
      const words = intent.allow ? ANSWERS.allow : ANSWERS.deny;
      const elements = (await ctx.driver.observe()).elements;
      const button = buttonNamed(words, elements);
      if (!intent.guarded) {
        if (!button) {
          throw unsure(`no permission dialog with a "${words[0]}" button is shown ` +
            '(say "if asked" when it only sometimes appears)');
        }
        return [{ do: 'click', target: b.target({ el: button, peers: elements }, undefined) }];
      }
      const seen = button ? { el: button, peers: elements } : { el: expectedButton(words[0]!), peers: [] };
      const target = b.target(seen, undefined);
      return [{ do: 'dismissIf', target, overlay: 'a permission dialog' }];
    }
  }
}

/** Grounds a phrase for a purpose on the page as it is now (rule-actions.ts's targetGrounder). */
export type On = (phrase: TargetPhrase, purpose: Purpose) => Promise<Target>;

/** The close control inside a dialog or banner: "close the dialog", "dismiss the cookie banner". */
export async function closeControl(ctx: PlanContext, b: StepBinder, dialog: TargetPhrase, on: On,
  words: readonly string[] = CLOSE_WORDS): Promise<Target> {
  const reasons: string[] = [];
  for (const word of words) {
    try {
      return await on({ words: word, relation: { kind: 'in', anchor: dialog } }, 'click');
    } catch (e) {
      if (!(e instanceof Unsure)) throw e;
      reasons.push(e.message);
    }
  }
  const what = words === YES_WORDS ? 'button that says yes' : 'close control';
  throw new Unsure(`found no ${what} in the ${dialog.words ? `"${dialog.words}" ` : ''}dialog`);
}

/**
 * "Close the dialog", "the user confirms the dialog": a browser's own dialog (confirm, alert) that is open now is
 * answered, OK or Cancel as the verb says; otherwise the page's dialog is closed by its close control, or, for a
 * verb that says yes, by its button that says so (never its Cancel).
 */
export async function dismissActions(ctx: PlanContext, b: StepBinder, intent: Extract<Intent, { kind: 'dismiss' }>,
  on: On): Promise<StepAction[]> {
  const dialog = intent.target ?? { words: '', roleHint: 'dialog' };
  const browsers = intent.answers !== undefined && !dialog.quoted && ctx.driver.answerDialog
    && (await ctx.driver.readText({ kind: 'dialog' }).catch(() => [])).some((p) => p.where === BROWSER_DIALOG);
  if (browsers) return [{ do: 'answerDialog', accept: intent.answers! }];
  return [{ do: 'click', target: await closeControl(ctx, b, dialog, on, intent.answers ? YES_WORDS : CLOSE_WORDS) }];
}
