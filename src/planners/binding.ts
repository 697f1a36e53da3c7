import type { Value } from '../cache/schema.ts';
import { buildTarget } from '../locators/build-target.ts';
import type { Anchor, Target } from '../locators/target.ts';
import type { ObservedElement } from '../observation/element.ts';
import { envReference, fillAnchor } from '../runtime/values.ts';
import type { QuotedText, TargetPhrase } from './rules/intent.ts';
import { stepArgsOf, type StepToPlan } from './planner.ts';

/**
 * Turns the parts of one step into cache values and targets, and remembers which expression
 * parameters were used, so the binding can be generic only when every parameter flows somewhere.
 */
export class StepBinder {
  readonly used = new Set<number>();
  /** false once a parameter names an element whose attributes do not contain it */
  followsParameters = true;
  /** targets whose element the step names exactly: the only one on the page with that very name (and role) */
  readonly namedExactly = new WeakSet<Target>();
  /** the words of the element the step's previous clause acted on: what "… and clicks "add"" is next to */
  lastClause?: TargetPhrase;
  /** set when an element was placed by what earlier steps of the scenario named (the note it last showed) */
  placedByScenario = false;
  /** set when an element was one of look-alikes, taken as the one on the screen: a failed check on it is in doubt */
  takenOnScreen = false;

  constructor(private readonly step: StepToPlan) {}

  paramAt(q: QuotedText | undefined): number | undefined {
    if (!q || q.at < 0) return undefined;
    const i = this.step.parameters.findIndex((p) => p.at === q.at);
    return i < 0 ? undefined : i;
  }

  value(q: QuotedText): Value {
    const i = this.paramAt(q);
    if (i !== undefined) {
      this.used.add(i);
      return { param: i };
    }
    const ref = envReference(q.text);
    return ref ? { env: ref } : { literal: q.text };
  }

  /** A value the agent chose: a step argument becomes its parameter, `${NAME}` stays a reference. */
  valueOfText(text: string): Value {
    const i = this.step.args.findIndex((a) => a === text);
    if (i >= 0) {
      this.used.add(i);
      return { param: i };
    }
    const ref = envReference(text);
    return ref ? { env: ref } : { literal: text };
  }

  /** The parameter whose value appears in the element's name, label or text, if one does. */
  paramNaming(el: ObservedElement): number | undefined {
    const said = [el.name, el.label, el.text].filter(Boolean).join(' ').toLowerCase();
    const i = this.step.args.findIndex((a, k) => !this.used.has(k) && a.length > 1 && said.includes(a.toLowerCase()));
    return i < 0 ? undefined : i;
  }

  /** The target for a grounded element; `i` is the parameter that named it, if any. */
  target({ el, peers }: Grounded, i: number | undefined): Target {
    if (i !== undefined) {
      const templated = buildTarget(el, [{ index: i, value: this.step.args[i]! }], peers);
      if (templated) {
        this.used.add(i);
        return templated;
      }
      this.followsParameters = false;
    }
    return buildTarget(el, [], peers)!;
  }

  /**
   * A look-alike the scenario's history picked (the field it typed into): found by its own selectors, for
   * this step's values only, since other values would not have picked it.
   */
  pickedByScenario(el: ObservedElement, peers: ObservedElement[]): Target {
    this.followsParameters = false;
    return this.target({ el, peers }, undefined);
  }

  /** A template with this step's own arguments filled in: what replay will resolve it to. */
  /** An anchor as this step's arguments make it: what the page is searched for now. */
  liveAnchor(a: Anchor): Anchor {
    return fillAnchor(a, stepArgsOf(this.step));
  }

  fill(template: string): string {
    return template.replace(/\{\{(\d+)\}\}/g, (_, i: string) => this.step.args[Number(i)] ?? '');
  }

  get generic(): boolean {
    return this.followsParameters && this.step.parameters.every((_, i) => this.used.has(i));
  }
}

/** The element a phrase names, with the rest of the page it was chosen from. */
export interface Grounded {
  el: ObservedElement;
  peers: ObservedElement[];
}

