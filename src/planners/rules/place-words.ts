// The words that place a target on the page, for target-phrase.ts: relations ("next to", "under"), sides,
// parts of the page named by a noun, and words that point back ("it", "that select", "there").
import type { RelationKind, RoleHint } from './intent.ts';
import { ORDINALS } from './vocabulary.ts';

export const POINTS_BACK = /^(?:it|this|that)$/i;
export const POINTER = /^\s*(?:this|that|(?:the\s+)?same)\s+\S/i;

// parts of a page a target may be placed in by a lower-case word before its name ("the sidebar search box")
export const LEADING_PART = /^(sidebar|header|footer|navbar|topbar|menubar)$/;

export const QUANTIFIER = /^(?<q>both(?:\s+of\s+the)?|all(?:\s+(?:of\s+)?the)?|each(?:\s+of\s+the)?|every)\s+/i;
export const ORDINAL = new RegExp(
  `^(?:the\\s+)?(?<ord>${Object.keys(ORDINALS).join('|')}|\\d+(?:st|nd|rd|th))\\s+(?!names?\\b)`, 'i');
export const NUMBERED = /\s+(?:number|no\.?|#)\s*(?<n>\d+)$/i;
export const RELATION = /\s+(?<rel>next to|beside|near|close to|by|inside(?: of)?|in front of|within|among|amongst|at the (?:top|bottom) of|at the (?:very\s+|far\s+)?(?:end|start|beginning) of|in|on|of|for|from|underneath|under|below|beneath|above|to the (?:left|right) of|(?:left|right) of)\s+/gi;
export const NEAR = /^(?:next to|beside|near|close to|by|to the (?:left|right) of|(?:left|right) of|in front of)$/i;
export const BELOW = /^(?:under|below|beneath|underneath)$/i;
export const ABOVE = /^above$/i;
export const PAGE_PLACE = /^(?:the\s+)?(?:page|screen|site|app|browser|window)$/i;
// "in the top right corner (of the dialog)": where a close control sits, no part of the page of its own;
// the step still names the element, and what holds the corner (or the page) is where it is
export const CORNER = new RegExp(String.raw`^(?:the\s+)?(?:(?:top|upper|bottom|lower)(?:[\s-]+(?:left|right))?` +
  String.raw`(?:-hand)?[\s-]+|(?:left|right)(?:-hand)?[\s-]+)?corner(?:\s+of\s+|$)`, 'i');
// "for Alice", "next to Buy milk": a bare anchor must look like a name, not a phrase
export const BARE_NAME = /^\p{Lu}[\p{L}\p{N}'-]*(?:\s+[\p{L}\p{N}'-]+){0,3}$/u;

// "the left editor", "the top panel": a side among containers of that kind
export const SIDE = /^(?:the\s+)?(left|right|top|bottom|upper|lower)(?:-hand)?\s+(?=\S)/i;
// a part of the page named by one to three plain words ("in the inbox", "within the search results")
export const FREE_NOUN = /^[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}$/;
// a name in capitals, then the noun of the kind of part it names ("Reading List tiddler")
export const NAMED_NOUN = /^((?:\p{Lu}[\p{L}\p{N}'-]*\s+)+)([a-z][a-z-]+)$/u;
export const AT_PAGE_EDGE = /\s+(?:at|on)\s+the\s+(?:very\s+)?(?:top|bottom)(?:\s+of\s+the\s+(?:page|screen))?$/i;
export const EDITING_AREA = /^(?:the\s+)?(?:editing|edit|writing)\s+(?:area|region|pane)$/i;
export const QUOTED_THEN_NOUN = /^(?:the\s+)?("_*")\s+([a-z][a-z-]{2,})$/;
export const NOUN_THEN_QUOTED = /^the\s+([a-z][a-z-]{2,})\s+("_*")$/;
// a quoted part of the page in words: "the sidebar", "the Old Idea tiddler", "the data table"
export const QUOTED_PART = /^the\s+[\p{L}\p{N}' -]+$/u;
export const IN_PLACE = /^(?:in|within|among|amongst|inside(?: of)?|on|at the (?:top|bottom) of|at the (?:very\s+|far\s+)?(?:end|start|beginning) of)$/i;
export const SIDE_WORD = /^(?:left|right|top|bottom|upper|lower|middle|center|centre)$/i;
// container words more specific than "section", which the page marks up in their own ways
export const NOUN = /\b(header|footer|sidebar|toolbar|navigation|nav|editor)\b/gi;

export const THERE = /\s+(?:over\s+)?there$/i;
// a place said after a whole clause: "… should be selected under "Form radio"", "… is disabled in that
// section", "… should no longer be selected there" (no group rel: the place the scenario was just in)
export const TRAILING_PLACE = new RegExp(String.raw`\s+(?:(?:right|just|directly|immediately)\s+)?` +
  String.raw`(?<rel>under|below|beneath|underneath|above|within|inside|in|on|next\s+to|beside)\s+(?<anchor>` +
  String.raw`(?:the\s+)?(?:[a-z]+\s+)?"_*"(?:\s+[a-z]+)?|(?:that|this|the\s+same)\s+[a-z]+|it)$|` +
  String.raw`\s+(?:over\s+)?there$`, 'i');
// "right below", "just under", "directly above": the same place, said closer
export const CLOSELY = /\s(?:right|just|directly|immediately)(?=\s+(?:next to|beside|under|below|beneath|underneath|above|after|before)\s)/gi;
// "the menu that opens", "the dialog that appears": the one an action just showed, which is the one shown
export const JUST_SHOWN = new RegExp(String.raw`\s+(?:that|which)\s+(?:just\s+)?(?:opens|opened|appears|appeared|` +
  String.raw`pops\s+up|popped\s+up|drops\s+down|dropped\s+down|shows\s+up|showed\s+up|is\s+shown|is\s+open|expands|` +
  String.raw`expanded|comes\s+up|came\s+up)$`, 'i');

export const CONTAINER_ROLES: ReadonlySet<RoleHint> = new Set<RoleHint>(['row', 'item', 'section', 'form', 'list',
  'menu', 'dialog', 'tab']);

/** What a relation word places by: "next to" → near, "under" → below, "above" → above, "in"/"of"/"for" → in. */
export function relationKind(rel: string): RelationKind {
  return NEAR.test(rel) ? 'near' : BELOW.test(rel) ? 'below' : ABOVE.test(rel) ? 'above' : 'in';
}

export function ordinalOf(word: string): number {
  const w = word.toLowerCase();
  return ORDINALS[w] ?? Number.parseInt(w, 10);
}
