import type { Assertion, StepAction } from '../../cache/schema.ts';
import { builtFrom } from '../../locators/build-target.ts';
import type { Target } from '../../locators/target.ts';
import type { Observation } from '../../observation/element.ts';
import { expectAssertion } from '../../runtime/assertions.ts';
import { stepArgsOf, type PlanContext } from '../planner.ts';
import type { StepBinder } from '../binding.ts';
import { observeSettled, observeUntil } from '../observe-settled.ts';
import { ACCEPT_SCORE, closeToTop, describeElement, groundCollection, groundTarget, namesExactly,
  singleton, soleOfKind, type Purpose } from './ground.ts';
import type { Intent, TargetPhrase } from './intent.ts';
import { describeTarget } from './describe-intent.ts';
import { groundPlaced, isPlaced, PlacementUnsure } from './placed-target.ts';
import { guessedGone, partGone, partSeenGone, selectedGone, textOfPart, titledPartGone } from './named-part.ts';
import { configuredPageSaid, openPageActions, pageEvidence } from './page.ts';
import { revealCheckedText, revealTarget, scrollActions } from './reveal.ts';
import { actedOnInstead, goneByItsName, goneFromItsDialog, partThere, placeNamesNothing, recalling, placedAsTypedBefore,
  roleNamedEarlier, textCount } from './scenario-evidence.ts';
import { openOrShown } from './live-state.ts';
import { Unsure } from './unsure.ts';
import { controlInstead } from './part-instead.ts';
import { dismissActions, systemActions, type On } from './system-actions.ts';
import { stateFromHistory } from './state-history.ts';
import { clickActions } from './caret.ts';
import { selectorShaped, selectorTarget } from './css-element.ts';
import { selectActions } from './opener.ts';
import { listHolding } from './listed-items.ts';
import { amongLookAlikes } from './look-alike-choice.ts';
import { quotedKind } from './simple-target.ts';

/*
 * Intents → cache actions: each target phrase is grounded in the live page (by name, by position
 * or relation, or as the only element of its kind), and becomes a Target with several strategies.
 */


const MENU_ITEMS = new Set(['menuitem', 'menuitemradio', 'menuitemcheckbox', 'option']);

/** How long discovery looks again for an element that is not there yet (an animation, a late render). */
const LATE_ELEMENT_MS = 2_000;

export function targetGrounder(ctx: PlanContext, b: StepBinder): {
  on: On; every: (p: TargetPhrase, purpose: Purpose) => Promise<Target[]>;
  /** scrolls that brought a named element on screen, to replay before the action */
  reveals: StepAction[];
} {
  const reveals: StepAction[] = [];
  const on: On = async (phrase, purpose) => {
    // what else the step calls the element was checked for this text only: another text is another look
    if (phrase.also) b.followsParameters = false;
    // observe a settled page; when nothing matches yet, look again for a bounded time before giving up
    // (a placed phrase waits for its own words: a list that renders after the page is ready has none)
    const own: TargetPhrase = { ...phrase, relation: undefined, ordinal: undefined };
    // (one that can take the action: a button named like the checkbox to untick waits for the checkbox)
    const fits = (o: Observation): boolean => !phrase.words || selectorShaped(phrase)
      || groundTarget(own, o.elements, purpose).candidates.some((c) => c.score >= ACCEPT_SCORE);
    let { observation: obs } = await observeUntil(ctx.driver, fits, Math.min(LATE_ELEMENT_MS, ctx.opts.timeoutMs));
    // (what an earlier plan of this step took and a later check did not bear out is no candidate now)
    const aside = ctx.setAside ?? [];
    if (aside.length) obs = { ...obs, elements: obs.elements.filter((e) => !aside.some((t) => builtFrom(t, e))) };
    // a row further down a list that only holds what is on screen: scroll until it shows, and say so in the binding
    const hidden = phrase.words && !isPlaced(phrase) && !fits(obs);
    const revealed = hidden ? await revealTarget(ctx, phrase, fits, b) : undefined;
    if (revealed) {
      obs = revealed.observation;
      reveals.push(...revealed.actions);
    }
    if (isPlaced(phrase)) {
      try {
        return (await groundPlaced(ctx.driver, phrase, purpose, obs.elements, b, ctx.opts.identityThreshold)).target;
      } catch (e) {
        if (!(e instanceof PlacementUnsure)) throw e;
        // "in the inbox" where nothing on the page is called an inbox: the place adds nothing to check,
        // so the element's own words decide, and only when they single it out
        const g = await placeNamesNothing(ctx, phrase, b) ? groundTarget(own, obs.elements, purpose) : undefined;
        if (!g?.ok) throw new Unsure(e.message);
        return b.target({ el: g.match.element, peers: obs.elements }, b.paramAt(phrase.quoted));
      }
    }
    if (!phrase.words) {
      try {
        return b.target({ el: singleton(phrase, obs.elements, purpose), peers: obs.elements }, undefined);
      } catch (e) {
        // "the heading" of several: the one the scenario named earlier ("the heading "Fusce vitae porttitor"")
        const named = e instanceof Unsure ? roleNamedEarlier(ctx, b, phrase, obs.elements, purpose) : undefined;
        if (!named) throw e;
        return named;
      }
    }
    // CodeceptJS's `I fill field "input.tc-titlebar", "x"`: the element the step's own selector picks
    const selected = await selectorTarget(ctx.driver, phrase, purpose, obs.elements, b);
    if (selected) return selected;
    const g = groundTarget(phrase, obs.elements, purpose);
    if (!g.ok) {
      // "… in the "tag name" field and clicks "add"": the "add" next to that field, placed by it
      // (the page's structure decides which is nearest: the one that shares the field's row or group)
      const top = g.candidates[0];
      // `fill in "search box"` where nothing is named so: the search box, as if said unquoted
      const kind = (!top || top.score < ACCEPT_SCORE) && quotedKind(phrase);
      if (kind) {
        b.followsParameters = false;
        return on(kind, purpose);
      }
      const sole = soleOfKind(phrase, g, obs.elements, purpose);
      if (sole) return b.target({ el: sole, peers: obs.elements }, undefined);
      if (g.reason !== 'ambiguous' || !top || top.score < ACCEPT_SCORE) throw new Unsure(g.message);
      return amongLookAlikes(ctx, b, on, phrase, purpose, closeToTop(g.candidates).map((c) => c.element), obs,
        g.message);
    }
    // (a value checked by the words of an element acted on earlier, which now fit another: the one acted on)
    const acted = purpose === 'value' ? await actedOnInstead(ctx, b, phrase, g.match.element) : undefined;
    if (acted) return acted;
    b.lastClause = phrase;
    const target = b.target({ el: g.match.element, peers: obs.elements }, b.paramAt(phrase.quoted));
    if (namesExactly(phrase, g.match.element, obs.elements)) b.namedExactly.add(target);
    return target;
  };
  // "both password fields", "all the "Remove" buttons": every element that matches as well as the best
  const every = async (phrase: TargetPhrase, purpose: Purpose): Promise<Target[]> => {
    const obs = await observeSettled(ctx.driver);
    const g = groundTarget({ ...phrase, every: undefined }, obs.elements, purpose);
    const top = g.candidates[0];
    if (!top || top.score < 0.5) throw new Unsure(`no element matches "${phrase.words}" for ${purpose}`);
    const all = g.candidates.filter((c) => top.score - c.score < 0.15);
    if (phrase.every && all.length !== phrase.every) {
      throw new Unsure(`the step says ${phrase.every} but ${all.length} elements match ` +
        `"${phrase.words}": ${all.map((c) => describeElement(c.element)).join(', ')}`);
    }
    return all.map((c) => b.target({ el: c.element, peers: obs.elements }, undefined));
  };
  return { on: recalling(ctx, b, on), every, reveals };
}

/**
 * Ticks what the step names; "choose "Headers"" in a menu of links or buttons has nothing to tick, so
 * the item is clicked: a plain link or button only when the step gives its whole name and no other
 * element has it.
 */
async function checkOrPick(intent: Extract<Intent, { kind: 'check' }>,
  one: (p: TargetPhrase, purpose: Purpose) => Promise<Target[]>, on: On, b: StepBinder): Promise<StepAction[]> {
  try {
    return (await one({ ...intent.target, becomes: intent.checked }, 'check'))
      .map((target) => ({ do: 'check', target, checked: intent.checked }));
  } catch (e) {
    if (!(e instanceof Unsure) || !intent.pick || intent.target.every !== undefined) throw e;
    const target = await on(intent.target, 'click').catch(() => { throw e; });
    if (!MENU_ITEMS.has(target.fingerprint.role) && !b.namedExactly.has(target)) throw e;
    return [{ do: 'click', target }];
  }
}

/** A button with these words in the form (any form when the step names none): what "submit" clicks. */
const buttonOf = (form: TargetPhrase | undefined, words: string): TargetPhrase =>
  ({ words, roleHint: 'button', relation: { kind: 'in', anchor: form ?? { words: '', roleHint: 'form' } } });

/** Builds the cache actions for one intent, grounding its targets in the current page. */
export async function actionsFor(said: Intent, ctx: PlanContext, b: StepBinder,
  then: Intent[] = []): Promise<StepAction[]> {
  const intent = configuredPageSaid(said, ctx);
  const grounder = { ...targetGrounder(ctx, b), then };
  // "I should see "Rosehip"" of a row further down the list: there, once scrolled to
  if (intent.kind === 'expectText' && !intent.negate && !intent.within) {
    grounder.reveals.push(...await revealCheckedText(ctx, intent.text.text, b.value(intent.text)));
  }
  const actions = await intentActions(intent, ctx, b, grounder);
  return [...grounder.reveals, ...actions];
}

async function intentActions(intent: Intent, ctx: PlanContext, b: StepBinder,
  { on, every, reveals, then }: ReturnType<typeof targetGrounder> & { then: Intent[] }): Promise<StepAction[]> {
  const one = async (p: TargetPhrase, purpose: Purpose): Promise<Target[]> =>
    (p.every !== undefined ? every(p, purpose) : [await on(p, purpose)]);
  switch (intent.kind) {
    case 'navigate': return [{ do: 'navigate', url: b.value(intent.url) }];
    case 'history': case 'pullToRefresh': case 'permission':
      return systemActions(intent, ctx, b, (m) => new Unsure(m));
    case 'app': return [{ do: 'app', go: intent.go }];
    case 'openPage': {
      const actions = await openPageActions(ctx, b, intent.name.text);
      if (typeof actions === 'string') throw new Unsure(actions);
      return actions;
    }
    case 'click': return clickActions(intent, ctx, b, one, on, then);
    case 'type': {
      const value = b.value(intent.value);
      return (await one(intent.target, 'type')).map((target) => ({ do: 'type', target, value }));
    }
    case 'clear': return (await one(intent.target, 'type')).map((target) => ({ do: 'clear', target }));
    case 'select': return selectActions(intent, ctx, b, on, then);
    case 'check': return checkOrPick(intent, one, on, b);
    case 'expand': return [{ do: 'expand', target: await on(intent.target, 'click'), expanded: intent.expanded }];
    case 'hover': return [{ do: 'hover', target: await on(intent.target, 'hover') }];
    case 'focus': return [{ do: 'focus', target: await on(intent.target, 'click') }];
    case 'drag': return [{ do: 'drag', target: await on(intent.target, 'hover'), to: await on(intent.to, 'hover') }];
    case 'upload': return [{ do: 'upload', target: await on({ ...intent.target,
      roleHint: intent.target.roleHint ?? 'textbox' }, 'click'), file: b.value(intent.file) }];
    case 'dismiss': return dismissActions(ctx, b, intent, on);
    case 'submit': return [{ do: 'click', target: await on(buttonOf(intent.target, 'submit'), 'click')
      .catch(() => on(buttonOf(intent.target, ''), 'click')) }];
    case 'longPress': return [{ do: 'longPress', target: await on(intent.target, 'click') }];
    case 'swipe': return [{ do: 'swipe', direction: intent.direction }];
    case 'hideKeyboard': return [{ do: 'hideKeyboard' }];
    case 'typeHere': return [{ do: 'typeHere', text: b.value(intent.value) }];
    case 'answerDialog': return [{ do: 'answerDialog', accept: intent.accept }];
    // a key pressed in a text field ("select all the text in the editor") needs something that takes text
    case 'press': return [{ do: 'press', key: intent.key,
      ...(intent.target ? { target: await on(intent.target, intent.target.roleHint === 'textbox' ? 'type' : 'press') }
        : {}) }];
    case 'scroll': return scrollActions(intent, ctx, b, on, reveals);
    case 'waitForText': return [{ do: 'waitFor',
      until: { check: 'text', text: b.value(intent.text), negate: intent.negate } }];
    case 'waitForElement': {
      // the element may not be there yet: wait for it by name before grounding
      const name = intent.target.quoted?.text ?? intent.target.words;
      if (intent.state === 'visible' && name
        && !isPlaced(intent.target)) return [{ do: 'waitFor',
          until: { check: 'text', text: intent.target.quoted ? b.value(intent.target.quoted) : { literal: name },
            negate: false } }];
      if (name) await expectAssertion(ctx.driver, { check: 'text', text: { literal: name }, negate: false },
        stepArgsOf(ctx.step), ctx.opts, ctx.opts.waitTimeoutMs).catch(() => undefined);
      return [{ do: 'waitFor',
        until: { check: 'state', target: await on(intent.target, 'state'), state: intent.state } }];
    }
    default: return [{ do: 'assert', expect: await assertionFor(intent, ctx, b, on) }];
  }
}

async function assertionFor(intent: Intent, ctx: PlanContext, b: StepBinder, on: On): Promise<Assertion> {
  switch (intent.kind) {
    case 'expectText': {
      const plain = { check: 'text' as const, text: b.value(intent.text), negate: intent.negate,
        ...(intent.style && { style: intent.style }), ...(intent.matches && { matches: true }) };
      const gone = intent.negate && !intent.style && !intent.matches;
      if (!intent.within) return gone ? goneFromItsDialog(ctx, b, intent.text.text, plain) : plain;
      // "I should not see the card "x"": that part, seen earlier in the scenario, is gone
      if (gone && !intent.text.text && intent.within.quoted) {
        const seen = selectedGone(intent.within, plain, b) ?? await partSeenGone(ctx, b, intent.within);
        if (!seen) throw new Unsure(`no ${describeTarget(intent.within)} was seen in this scenario`);
        return seen;
      }
      // the part of the page must be there now (or in a moment); whether it shows the text is the check itself
      // ("the "Table Properties" dialog should be closed": the dialog that showed it is gone)
      const within = intent.within;
      // (or the control the part's words name: a list box, CodeceptJS's `I see element "tag manager"`)
      return partThere(ctx, b, within).then((w) => ({ ...plain, within: w }), (e: unknown) => (gone
        ? titledPartGone(ctx, b, within, intent.text, e) : controlInstead(on, intent, plain.text, e)));
    }
    case 'expectValue': {
      const field = placedAsTypedBefore(ctx, b, intent.target);
      const negate = intent.negate === true;
      const target = await on(field, 'value').catch((e: unknown) => textOfPart(ctx, b, intent.target, e))
        .catch((e: unknown) => listHolding(ctx, b, intent.target, intent.value, negate, e));
      const value = b.value(intent.value);
      if (!('strategies' in target)) return { check: 'text', text: value, negate, within: target };
      // a button showing what was chosen on it ("Heading 2 ▾") holds the value among its own glyphs; a
      // text area or an editor shows what the step quotes among the rest of its text
      const fp = target.fingerprint;
      const shown = fp.role === 'button' || (!negate && fp.role === 'textbox' && !['input', 'select'].includes(fp.tag));
      return { check: 'fieldValue', target, value,
        ...(intent.contains || shown ? { op: 'contains' as const } : {}), ...(negate ? { negate } : {}) };
    }
    case 'expectState': {
      // "the drawer closes": the part of the page the noun names, when the scenario showed one
      const part = intent.state === 'hidden' ? await partGone(ctx, b, intent.target) : undefined;
      if (part) return part;
      let target: Target;
      try {
        target = await on(intent.target, 'state');
      } catch (e) {
        return stateFromHistory(ctx, b, intent.target, intent.state, e);
      }
      if (intent.state === 'hidden') target = await goneByItsName(ctx, b, intent.target, target);
      return guessedGone(ctx, intent.target, { check: 'state', target, state: await openOrShown(ctx, target,
        intent.state) });
    }
    case 'expectCount': {
      if (intent.text) return textCount(ctx, b, intent.text, intent.count);
      if (intent.css) return { check: 'count', selector: intent.css, description: `"${intent.css}" elements`,
        count: b.value(intent.count) };
      const obs = await observeSettled(ctx.driver);
      // the number in the step only breaks ties between lists that fit the noun equally well
      const g = groundCollection(intent.noun, obs.collections, Number(intent.count.text), intent.named);
      if (!g.ok) throw new Unsure(g.message);
      return { check: 'count', selector: g.collection.css, description: intent.noun, count: b.value(intent.count) };
    }
    case 'expectUrl': case 'expectTitle': return { check: intent.kind === 'expectUrl' ? 'url' : 'title',
      value: b.value(intent.value), op: intent.op, ...(intent.negate ? { negate: true } : {}) } as Assertion;
    case 'expectPage': {
      const evidence = await pageEvidence(ctx, intent.name.text, true, b);
      if (typeof evidence === 'string') throw new Unsure(evidence);
      return evidence;
    }
    default: throw new Unsure(`cannot turn "${intent.kind}" into an assertion`);
  }
}
