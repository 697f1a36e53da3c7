// Look-alikes a step's words fit equally ("Edit this tiddler" on every open note, a docs page's ten "Name"
// fields): what the scenario and the screen say picks one, in this order — for a tick, only those it would change
// (one already on is not what "tick" means), then a value typed into one earlier (or
// the element acted on earlier by the same words), the field the step before typed into (the look-alike beside
// it), the part the scenario named last, the one on the screen, what the step before named; none of them leaves
// the step unsure with the grounding's message — or, for a click, unsure with the look-alikes, which the compiler
// tries in turn (compiler/follow-each.ts: links each to its own page, or others where nothing can be written) to
// keep the one the next check holds for.
import { builtFrom } from '../../locators/build-target.ts';
import { leadsSomewhere } from '../../locators/identity.ts';
import type { Target } from '../../locators/target.ts';
import type { Observation, ObservedElement } from '../../observation/element.ts';
import type { StepBinder } from '../binding.ts';
import type { PlanContext } from '../planner.ts';
import type { Purpose } from './ground.ts';
import { atItsPosition, placedInView, twinOf } from './in-view.ts';
import type { TargetPhrase } from './intent.ts';
import { actedOnEarlier, amongThem, besideLastAction, fieldTypedBefore, inPartNamedLast, saidPart, typedIntoEarlier,
} from './scenario-evidence.ts';
import type { On } from './system-actions.ts';
import { Unsure, UnsureAmongWays } from './unsure.ts';

export async function amongLookAlikes(ctx: PlanContext, b: StepBinder, on: On, phrase: TargetPhrase, purpose: Purpose,
  all: ObservedElement[], obs: Observation, message: string): Promise<Target> {
  // (the compiler trying each look-alike in turn: this one, at its position)
  const tried = ctx.lookAlike && all.find((e) => builtFrom(ctx.lookAlike!, e));
  if (tried) return on(atItsPosition(phrase, tried, obs), purpose);
  return await chooseAmong(ctx, b, on, phrase, purpose, all, obs, message).catch((e: unknown) => {
    // the check after a click may tell which one it meant: links each to its own place are followed in turn,
    // anything else (a button may change what the app holds) only where it can be tried without writing
    if (!(e instanceof Unsure) || e instanceof UnsureAmongWays || purpose !== 'click') throw e;
    const hrefs = new Set(all.map((el) => el.href));
    const links = all.every((el) => el.role === 'link' && leadsSomewhere(el.href)) && hrefs.size === all.length;
    throw new UnsureAmongWays(e.message, all.map((el) => b.target({ el, peers: obs.elements }, undefined)), !links);
  });
}

async function chooseAmong(ctx: PlanContext, b: StepBinder, on: On, phrase: TargetPhrase, purpose: Purpose,
  all: ObservedElement[], obs: Observation, message: string): Promise<Target> {
  // (a tick or untick: a look-alike the step would leave as it is is not the one it means; if that leaves one, it)
  const changing = phrase.becomes === undefined ? all : all.filter((e) => e.checked !== phrase.becomes);
  const close = changing.length ? changing : all;
  if (close.length === 1) return on(atItsPosition(phrase, close[0]!, obs), purpose);
  // (a value or state checked: the look-alike holding what the scenario typed, or the element it acted on by these
  // words: "the "Remember me" checkbox should be checked" after ticking one of four)
  const acted = (): Promise<Target | undefined> => actedOnEarlier(ctx, b, phrase, purpose);
  const typed = purpose === 'value' ? typedIntoEarlier(ctx, b, phrase, close, obs.elements) ?? await acted()
    : purpose === 'state' ? await acted() : undefined;
  // (from here on what earlier steps named places the element, unless this step's own clause does: the
  // binding is this scenario's)
  b.placedByScenario = !b.lastClause;
  if (typed) return typed;
  // (or the field the step before typed into: "I fill in "tag name" …", then "I press "add"")
  const last = b.lastClause ?? fieldTypedBefore(ctx);
  // …or, across steps, the look-alike beside what the step before acted on
  const beside = b.lastClause ? undefined : await besideLastAction(ctx, close);
  // (look-alikes in places that look the same, or in no named place, are told apart by position alone)
  const twins = beside && twinOf(beside, close);
  if (twins) return on(atItsPosition(phrase, beside, obs), purpose).catch(() => { throw new Unsure(message); });
  // (one its place names: by that place, unless a field typed into before is the nearer evidence)
  if (beside && !last) return b.target({ el: beside, peers: obs.elements }, b.paramAt(phrase.quoted));
  // (or, look-alikes in every part, the one in the part the scenario last named: placed there)
  const part = last ? undefined : inPartNamedLast(ctx, close);
  // (a part its heading names is found again at replay from that scenario's own texts: no longer this one's)
  const placed = part && await on({ ...phrase, relation: { kind: 'in', anchor: part } }, purpose)
    .catch(() => undefined);
  // (told apart from others of its own kind: a place found again by a button's locator keeps the one button of
  // that name whatever the text, so a button and a link of one name are not told apart by a place)
  const told = placed && close.filter((e) => e.role === placed.fingerprint.role).length > 1;
  const inPart = told && await amongThem(ctx, placed, close) ? saidPart(placed) : undefined;
  if (part && inPart) b.placedByScenario = !part.said;
  if (inPart) return inPart;
  // (or the one of them a person sees on the screen, before the field a step before typed into)
  const seen = b.lastClause ? undefined : placedInView(phrase, close, obs);
  b.takenOnScreen = Boolean(seen);
  if (seen) return on(seen, purpose).catch(() => { throw new Unsure(message); });
  if (!last) throw new Unsure(message);
  return on({ ...phrase, relation: { kind: 'near', anchor: last } }, purpose)
    .catch((e: unknown) => { throw e instanceof Unsure ? new Unsure(`${message}; ${e.message}`) : e; });
}
