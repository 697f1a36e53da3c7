// "A floating editor toolbar with the "Bold" button", "the dialog with a "Delete" button": seeing a part
// of the page that holds a named element is seeing that element inside such a part. Only for checks
// that something is shown: a click on "the row with the "Delete" button" means the row, not the button.
import type { TargetPhrase } from './intent.ts';
import { CONTAINER_ROLES, parseAnchor, parseTarget } from './target-phrase.ts';
import { slice, trim, type Segment, type StepContext } from './segment.ts';

// (the part may have a name of its own, and the held element its kind first: "the "Link" dialog with the
// field "Display Text"")
const HOLDING = /^(?<head>[^"]+?|[^"]*"_*"[^"]*?)\s+with\s+(?<held>(?:the\s+|a\s+|an\s+)?(?:"_*"\s+[a-z][a-z ]*|[a-z]+\s+"_*"))$/i;

/** The held element placed in its part, when the phrase says a part with a quoted element of a kind in it. */
export function heldInPart(what: Segment, ctx: StepContext): TargetPhrase | undefined {
  const m = HOLDING.exec(what.text);
  if (!m) return undefined;
  const part = parseAnchor(trim(slice(what, 0, m.groups!.head!.length)), ctx, 'in', 'with');
  if (typeof part === 'string' || !part.roleHint || !CONTAINER_ROLES.has(part.roleHint)) return undefined;
  const held = parseTarget(trim(slice(what, what.text.length - m.groups!.held!.length)), ctx);
  if (typeof held === 'string' || !held.quoted || !held.roleHint || held.relation) return undefined;
  return { ...held, relation: { kind: 'in', anchor: part } };
}
