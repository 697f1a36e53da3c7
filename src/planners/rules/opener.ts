// "I select "Heading 2" from the "Paragraph Format" menu" where the menu is a button that opens a list of
// its own (CKEditor's combos, Bootstrap dropdowns, a custom-styled select): there is no native select to
// set, so the step clicks that button and then the option, planned on the page the click opened like a
// clause of its own ("open the menu, then choose …"), so each is grounded and checked where it is. The
// other ways a step selects from something that is no select are here too.
import type { StepAction } from '../../cache/schema.ts';
import type { Target } from '../../locators/target.ts';
import type { StepBinder } from '../binding.ts';
import type { PlanContext } from '../planner.ts';
import { stateNow } from './live-state.ts';
import type { Intent, QuotedText, TargetPhrase } from './intent.ts';
import { namedPart } from './named-part.ts';
import type { On } from './system-actions.ts';
import { Unsure } from './unsure.ts';

const CLICKED = new Set(['button', 'link', 'menuitem']);
const NO_LIST = new Set(['label', 'text', 'heading', 'image']);

/**
 * The closed disclosure button the step's list names (its name, label or tooltip: the role word the step
 * gives, "menu", "dropdown", "list", says what it opens, not what it is), and the click on the option to
 * plan once it is open; undefined when nothing the step names is a closed opener.
 */
async function openerOfList(ctx: PlanContext, on: On, list: TargetPhrase,
  option: QuotedText): Promise<{ opener: Target; then: Intent } | undefined> {
  if (!list.words) return undefined;
  const opener = await on({ ...list, roleHint: undefined }, 'click').catch(() => undefined);
  if (!opener) return undefined;
  // a control that says it is closed; or, when the markup says nothing of it, the one the step names by the very
  // name it shows ("the "HTML" menu": a dropdown trigger reading "HTML"), clicked and then looked in
  // (null, or no state at all: the markup says nothing)
  const expanded = (await stateNow(ctx, opener))?.expanded ?? undefined;
  if (expanded === true || expanded === undefined && !(list.quoted && CLICKED.has(opener.fingerprint.role))) {
    return undefined;
  }
  const quoted = option.at >= 0 ? { quoted: option } : {};
  return { opener, then: { kind: 'click', target: { words: option.text, ...quoted } } };
}

/**
 * "select "Express" from "Shipping"": a native select or listbox of that name; else, in this order, a menu
 * item of a menu that is open, a button that opens the list (clicked, the option planned after it in
 * `then`), an option inside a part of the page the noun names, a radio button in a group of that name.
 */
export async function selectActions(intent: Extract<Intent, { kind: 'select' }>, ctx: PlanContext, b: StepBinder,
  on: On, then: Intent[]): Promise<StepAction[]> {
  try {
    const target = await on(intent.target, 'select');
    // (a button or link that drops a list down is opened, and the option in the list clicked: below)
    // (nor is a label or a text, "the gender" read as the label "Gender" of a group of radios: below)
    if (CLICKED.has(target.fingerprint.role) || NO_LIST.has(target.fingerprint.role)) {
      throw new Unsure(`${target.description} is no list to select from`);
    }
    return [{ do: 'select', target, option: b.value(intent.option) }];
  } catch (e) {
    if (!(e instanceof Unsure) || intent.option.at >= 0 && !intent.option.text) throw e;
    // "choose "View" from the menu": a menu of buttons or links is clicked, not selected
    const quoted = intent.option.at >= 0 ? { quoted: intent.option } : {};
    const option: TargetPhrase = { words: intent.option.text, ...quoted };
    const menu = intent.target.roleHint === 'menu';
    if (menu) {
      const item: TargetPhrase = { ...option, relation: { kind: 'in', anchor: intent.target } };
      // (or, where no markup calls the list a menu, under the toggle that names it: Bootstrap's dropdown-menu)
      const under: TargetPhrase | undefined = intent.target.words
        ? { ...option, relation: { kind: 'below', anchor: { words: intent.target.words } } } : undefined;
      const click = await on(item, 'click').catch(() => undefined)
        ?? (under && await on(under, 'click').catch(() => undefined));
      if (click) return [{ do: 'click', target: click }];
    }
    const opens = await openerOfList(ctx, on, intent.target, intent.option);
    if (opens) {
      then.push(opens.then);
      return [{ do: 'click', target: opens.opener }];
    }
    if (menu) throw e;
    // "pick "28" in the calendar": no control of that name, but a part of the page the noun names
    // (its markup or class says so): the option is the one inside it
    const part = (await namedPart(ctx, b, intent.target))?.part;
    if (part) {
      const inPart: TargetPhrase = { ...option, relation: { kind: 'in', anchor: part } };
      return [{ do: 'click', target: await on(inPart, 'click').catch(() => { throw e; }) }];
    }
    if (!intent.target.words) throw e;
    const radio: TargetPhrase = { ...option, roleHint: 'radio',
      relation: { kind: 'in', anchor: { ...intent.target, roleHint: 'section' } } };
    return [{ do: 'check', target: await on(radio, 'check').catch(() => { throw e; }), checked: true }];
  }
}
