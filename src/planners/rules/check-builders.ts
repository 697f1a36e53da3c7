import type { Intent, TargetPhrase } from './intent.ts';
import type { Match } from './match.ts';
import type { RuleName } from './phrases.ts';
import { CONTAINER_ROLES, parseAnchor, parseTarget, relationKind } from './target-phrase.ts';
import { countIntent, onlyListed } from './count-phrase.ts';
import { heldInPart } from './holding-part.ts';
import { cssElementShown, cssElementText, textInSelected } from './css-element.ts';
import { EDITING_AREA as EDITOR_AREA } from './place-words.ts';
import { choiceTarget, isField, itemAt, namedPage, notIf, PAGE_WORDS, single, stateOf, TEXT_ONLY, textIn, textMatching,
  urlValue, visibility, type Builder, type Built } from './builder-kit.ts';
import { quotedAt, slice, trim, type Segment } from './segment.ts';

/*
 * What the Then-step rules of the grammar mean: text on the page, an element's state or value,
 * counts, the URL, the title, which page this is.
 */

// a value said to be matched that reads as a pattern ("/#modals$/", "\\.html$", "^/docs")
const REGEXISH = /^\/.+\/[a-z]*$|\\.|\$$|^\^|\.\*/;

type CheckRule = 'amOn' | 'beOn' | 'pageNamed' | 'pageSaying' | 'url' | 'title' | 'seeCount' | 'thereAreCount'
  | 'listCount' | 'countIs' | 'countOf' | 'goesAway' | 'onlyListed' | 'pageText' | 'pageHas'
  | 'seeInField' | 'seeIn' | 'seeInPlace' | 'seeCheckbox' | 'seeState' | 'focusState' | 'see' | 'textShown' | 'state'
  | 'value' | 'chosenIn';

const SHOWS = /^(?:shows?|displays?|contains?|says?|reads?|includes?|offers?|lists?|mentions?|holds?|ha(?:ve|s)\s+(?:the\s+)?text)/i;

/**
 * "The dialog should show "This cannot be undone."", "the header says Welcome": text inside a part
 * of the page, the same check as `I should see "…" in the dialog`. A field keeps its value check.
 */
function textWithin(m: Match, said: TargetPhrase | string): Built {
  const target = typeof said === 'string' ? said : itemAt(said);
  // "the todo list should contain …" is a list of items; "the Country list should show …" may be a dropdown
  const field = typeof target !== 'string'
    && (target.roleHint === 'textbox' || (target.roleHint === 'combobox' && !/\blist$/i.test(m.shown('target'))));
  // "the first row of the table should contain …" (or "be "Tatyana"": what it is known by): a row placed by position
  const placed = typeof target !== 'string' && target.ordinal !== undefined && !target.words && target.roleHint
    && CONTAINER_ROLES.has(target.roleHint) && (!target.relation || target.relation.kind === 'in');
  const negate = m.negate() !== m.has('not');
  const known = placed && !negate && /^(?:be|is)$/i.test(m.text('verb')) && m.value('value').at >= 0;
  if ((!SHOWS.test(m.text('verb')) && !known) || field) return undefined;
  // the subject of "the request body should contain …" is no "in the …" relation: a plain noun here is
  // no part of the page
  const anchor = parseAnchor(m.group('target'), m.ctx, 'in', 'subject');
  if (known || typeof anchor === 'string' || !anchor.roleHint || !CONTAINER_ROLES.has(anchor.roleHint)) {
    return placed ? [{ kind: 'expectText', text: m.value('value'), negate, within: target }] : undefined;
  }
  return [{ kind: 'expectText', text: m.value('value'), negate, within: anchor }];
}

/**
 * ""On" should be displayed under "Dark theme"", ""(+4)" is shown next to "MailDev"": the text is an
 * element of the page, placed by the other one, and checked visible there.
 */
function placedText(m: Match, pred: Segment): Built {
  const place = /\s+(next to|beside|near|under|underneath|below|beneath|(?:right\s+|just\s+)?after|following)\s+/i
    .exec(pred.text);
  if (!place || visibility(pred.text.slice(0, place.index)) !== true || m.negate()) return undefined;
  // "shown after "From:"": the value that follows its label, beside it
  const kind = /after|following/i.test(place[1]!) ? 'near' : relationKind(place[1]!);
  const anchor = parseAnchor(trim(slice(pred, place.index + place[0].length)), m.ctx, kind, place[1]!);
  if (typeof anchor === 'string') return anchor;
  const text = m.value('text');
  return [{ kind: 'expectState', state: 'visible',
    target: { words: text.text, quoted: text, relation: { kind, anchor } } }];
}

// "a tiddler titled "Shopping list"", "a card showing "3 items"": a part of the page its markup calls so
const NAMED_PART = new RegExp(String.raw`^(?:a|an|the)\s+(?<noun>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)\s+` +
  String.raw`(?:titled|named|called|showing|saying|reading|containing|mentioning|` +
  String.raw`that\s+(?:says|reads|shows|contains)|with\s+the\s+(?:title|text|heading))\s+(?<q>"_*")$`, 'd');

/** The text inside a part of the page named by a plain noun (marked so by its classes or id). */
function namedPart(m: Match, what: Segment, negated?: boolean): Built {
  const found = NAMED_PART.exec(what.text);
  if (!found?.indices?.groups?.q || FILLER_NOUNS.test(found.groups!.noun!)) return undefined;
  const noun = found.groups!.noun!;
  // "the dialog titled …" is the dialog; "a tiddler titled …" a part the markup calls tiddler
  const part = parseAnchor(trim(slice(what, 0, found.indices.groups.noun![1])), m.ctx, 'in', 'in');
  const text = quotedAt(what, found.indices.groups.q[0], m.ctx);
  const within: TargetPhrase = typeof part !== 'string' && part.roleHint && CONTAINER_ROLES.has(part.roleHint)
    && !part.words ? part : { words: '', roleHint: 'section', noun };
  // "a tiddler titled "X"" is the one of them whose title says X, however many the page shows
  if (within.noun && TITLED.test(found[0])) Object.assign(within, { words: text.text, quoted: text });
  return [{ kind: 'expectText', text, negate: negated ?? m.negate(), within }];
}
const TITLED = /\s(?:titled|named|called|with\s+the\s+(?:title|heading))\s/i;
// words that name no part of the page: "a text saying …" is the text itself
const FILLER_NOUNS = /^(?:text|message|string|word|words|label|value|line|number)$/i;

export const CHECK_BUILDERS: { [K in CheckRule & RuleName]: Builder } = {
  amOn: (m) => {
    const url = urlValue(m);
    const check = m.ctx.keyword === 'Then' || m.has('still');
    if (typeof url === 'string') return namedPage(m, check) ?? url;
    return check ? [{ kind: 'expectUrl', value: url, op: 'contains' }] : [{ kind: 'navigate', url }];
  },

  beOn: (m) => {
    // "a url containing "replace"": any part of the URL, which need not look like a path
    const op = m.text('op');
    if (op) return [{ kind: 'expectUrl', value: m.value('url'), op: /match/i.test(op) && REGEXISH.test(m.value('url').text)
      ? 'matches' : 'contains' }];
    const url = urlValue(m);
    return typeof url === 'string' ? namedPage(m, true) : [{ kind: 'expectUrl', value: url, op: 'contains' }];
  },

  pageNamed: (m) => {
    const name = m.value('name');
    if (/^(?:same|right|correct|next|previous|new|other)$/i.test(name.text)) return `"${m.show()}" does not name the page`;
    // "… back on the Discover feed with "Updated 3 hours ago"": that page, showing that text
    const showing: Intent[] = m.has('text') ? [{ kind: 'expectText', text: m.value('text'), negate: false }] : [];
    if (m.ctx.keyword === 'Then' || /^(?:be|get|land|end up)/i.test(m.show())) return [{ kind: 'expectPage', name }, ...showing];
    if (showing.length) return undefined;
    // "Given I am on the sign in page": set-up, so go there (cucumber-rails' paths, found live instead of a table)
    return /^(?:am|are|is)\s/i.test(m.show()) ? [{ kind: 'openPage', name }] : undefined;
  },

  pageSaying: (m) => (m.ctx.keyword === 'Then' || /^(?:be|get|land|end)/i.test(m.show())
    ? [{ kind: 'expectText', text: m.value('text'), negate: false }] : undefined),
  // Mink's "the url should match "/#modals$/"": a pattern between slashes, matched as one
  url: (m) => [{ kind: 'expectUrl', value: m.value('value'), ...notIf(m),
    op: /^match/i.test(m.text('op')) && REGEXISH.test(m.value('value').text) ? 'matches'
      : /^(?:contain|include|end|match)/i.test(m.text('op')) ? 'contains' : 'equals' }],

  title: (m) => [{ kind: 'expectTitle', value: m.value('value'), ...notIf(m),
    op: /^(?:contain|include)/i.test(m.text('op')) ? 'contains' : 'equals' }],
  seeCount: countIntent, thereAreCount: countIntent, listCount: countIntent, countIs: countIntent, countOf: countIntent,
  onlyListed,

  pageText: (m) => {
    const negate = m.negate() !== /not|no\s+longer/i.test(m.text('be'));
    return [{ kind: 'expectText', text: m.value('text'), negate }];
  },

  textShown: (m) => {
    // ""x" should be displayed in the search results": shown, inside a part of the page
    const pred = m.group('pred');
    // ""Garden chores" should be displayed as a tiddler title": an element of that kind, of that name
    const as = /\s+as\s+(?:a|an|the)\s+(?<what>[a-z][a-z -]*)$/i.exec(pred.text);
    const kind = as ? parseTarget(trim(slice(pred, as.index + as[0].indexOf(as.groups!.what!))), m.ctx) : undefined;
    if (as && typeof kind !== 'string' && kind?.roleHint && !kind.relation) {
      const shownAs = visibility(pred.text.slice(0, as.index));
      if (shownAs === undefined) return undefined;
      const text = m.value('text');
      return [{ kind: 'expectState', target: { words: text.text, quoted: text, roleHint: kind.roleHint },
        state: m.negate() === shownAs ? 'hidden' : 'visible' }];
    }
    const place = /\s+(in|within|inside)\s+(?=the\s)/i.exec(pred.text);
    const shown = visibility(place ? pred.text.slice(0, place.index) : pred.text);
    if (shown === undefined) return placedText(m, pred);
    const negate = m.negate() === shown;
    if (!place) return [{ kind: 'expectText', text: m.value('text'), negate }];
    const within = parseAnchor(trim(slice(pred, place.index + place[0].length)), m.ctx, 'in', place[1]!);
    if (typeof within === 'string') return within;
    return [{ kind: 'expectText', text: m.value('text'), negate, within }];
  },

  pageHas: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (!target.roleHint) return undefined;
    const hidden = m.negate() !== /not|no\s+longer/i.test(m.text('be'));
    return [{ kind: 'expectState', target, state: hidden ? 'hidden' : 'visible' }];
  },

  // CodeceptJS's seeInField written out: "I see in field "Tea name", "Silver Needle"" (a field holding the
  // value: CodeceptJS's helpers check that the field's value includes it)
  seeInField: (m) => single(m, (target) => ({ kind: 'expectValue',
    target: { ...target, roleHint: target.roleHint ?? 'textbox' }, value: m.value('value'), contains: true,
    ...(m.negate() ? { negate: true } : {}) })),

  seeIn: (m) => {
    const where = m.text('where').toLowerCase();
    const value = m.value('value');
    const not = m.negate() ? { negate: true } : {};
    if (/^(?:current\s+)?(?:page\s+)?(?:url|address|location)$/.test(where)) return [{ kind: 'expectUrl', value,
      op: 'contains', ...not }];
    if (/^(?:page\s+|window\s+)?title$/.test(where)) return [{ kind: 'expectTitle', value, op: 'contains', ...not }];
    const target = m.target('where');
    // (what an editor's editing area shows is read as a part of the page, as it is drawn)
    if (typeof target === 'string' || !target.roleHint || !isField(target) || EDITOR_AREA.test(where)) return undefined;
    // "in the email list": a list of items named by what they are, no dropdown named "email"
    if (target.roleHint === 'combobox' && !target.quoted && /\blist$/.test(where)) return undefined;
    // what is seen in a field is a part of what it holds (a line of a generated config)
    // (a dropdown shows one option whole)
    return [{ kind: 'expectValue', target, value, ...(target.roleHint === 'combobox' ? {} : { contains: true }),
      ...not }];
  },

  chosenIn: (m) => {
    const target = m.target('target');
    if (typeof target === 'string') return target;
    // a drop-down: not a tab's state, nor "in the list" of items, but "in the "entries" list" (Show [10] entries)
    if (target.roleHint !== 'combobox' || (!target.quoted && /\blist$/i.test(m.shown('target')))) return undefined;
    return [{ kind: 'expectValue', target, value: m.value('value'), ...(m.has('isnt') ? { negate: true } : notIf(m)) }];
  },

  focusState: (m) => single(m, (target) => ({ kind: 'expectState', target, state: 'focused' })),

  see: (m) => {
    const what = m.group('what');
    // "I should not see "Error" or "Warning"": none of them
    if (m.ctx.negate && /^(?:the\s+)?(?:texts?\s+)?"_*"(?:\s*(?:,|or|nor)\s*"_*")+$/i.test(what.text)) {
      m.negate();
      return [...what.text.matchAll(/"_*"/g)].map((q) => ({ kind: 'expectText', text: quotedAt(what, q.index, m.ctx),
        negate: true }));
    }
    const q = TEXT_ONLY.exec(what.text);
    if (q?.indices?.groups?.q) return [{ kind: 'expectText', text: quotedAt(what, q.indices.groups.q[0], m.ctx),
      negate: m.negate() }];
    // (Mink's "I should see text matching "…"": a regular expression the page's text matches)
    const named = textMatching(m, what) ?? namedPart(m, what) ?? cssElementShown(m, what, () => m.negate());
    if (named) return named;
    const held = heldInPart(what, m.ctx);
    const target = held ?? m.target('what');
    if (typeof target === 'string') return target;
    const negate = m.negate();
    if (!target.roleHint && !target.relation) {
      // "the integrator sees the "colors" group": a part of the page, seen by the name it shows
      const part = parseAnchor(what, m.ctx, 'in', 'in');
      if (typeof part !== 'string' && part.quoted && part.roleHint && CONTAINER_ROLES.has(part.roleHint)
        && !part.relation) {
        return [{ kind: 'expectText', text: part.quoted, negate, within: { words: '', roleHint: part.roleHint } }];
      }
      return `the text to look for in "${m.show()}" should be quoted`;
    }
    return textInSelected(target, negate)
      ?? [textIn(target, negate) ?? { kind: 'expectState', target, state: negate ? 'hidden' : 'visible' }];
  },

  state: (m) => {
    let state = stateOf(m.text('state'), m.negate() !== /not|n't|no longer/i.test(m.text('be')));
    // "can be edited" says a field takes typing; "should be edited" says nothing a check can read
    if (!state || (/^(?:edited|changed)$/i.test(m.text('state')) && !/\bcan|\bcould/i.test(m.text('be')))) {
      return undefined;
    }
    // "a draft titled "New Tiddler" should be open": a part the markup calls so, there or not
    const gone = state === 'visible' || state === 'expanded' ? false : state === 'hidden' ? true : undefined;
    const part = gone !== undefined ? namedPart(m, m.group('target'), gone) : undefined;
    if (part) return part;
    // "a toolbar with a "Bold" button should appear": the button, in such a part
    const said = heldInPart(m.group('target'), m.ctx) ?? m.target();
    if (typeof said === 'string') return said;
    const target = state === 'checked' || state === 'unchecked' ? choiceTarget(said) : said; // a "box" ticked
    if (PAGE_WORDS.test(target.words)) return undefined;
    // "When the "Save" button is pressed": someone presses it (a check says "should be pressed", or is a Then)
    if (/^pressed$/i.test(m.text('state')) && m.ctx.keyword !== 'Then' && /^(?:is|are)\s*$/i.test(m.text('be'))) {
      return [{ kind: 'click', target }];
    }
    // an "active" tab is the selected one: every tab is enabled, so that would check nothing
    if (target.roleHint === 'tab' && /^(?:in)?active$/i.test(m.text('state'))) {
      state = state === 'enabled' ? 'checked' : 'unchecked';
    }
    // a dialog that is "closed" or "open" is gone or there
    if (target.roleHint === 'dialog'
      && (state === 'collapsed' || state === 'expanded')) state = state === 'expanded' ? 'visible' : 'hidden';
    // "the page "/login.html" should be open": the address, as "I should be on "/login.html""
    if (target.quoted && /^(?:the\s+)?(?:page|url|address)\s+"_*"$/i.test(m.group('target').text.trim())
      && /^(?:\/|https?:)/i.test(target.quoted.text) && (state === 'visible' || state === 'expanded')) {
      return [{ kind: 'expectUrl', value: target.quoted, op: 'contains' }];
    }
    // "the Settings page should be displayed": which page we are on
    if (!target.quoted && !target.roleHint && state === 'visible' && / (?:page|screen)$/i.test(m.shown('target'))) {
      return [{ kind: 'expectPage', name: { text: target.words, at: -1 } }];
    }
    // `the text "Saved" should be visible` is about text on the page, not one element
    if (target.quoted && !target.roleHint && (state === 'visible' || state === 'hidden')) {
      const within = textIn(target, state === 'hidden');
      if (within || !target.relation) return [within ?? { kind: 'expectText', text: target.quoted,
        negate: state === 'hidden' }];
    }
    // "a dialog titled "Modal title" should be displayed": a part of the page is no control to find;
    // it is there when a part of that kind shows its title (a tab, though, is the control that names its panel)
    if (target.quoted && target.roleHint && CONTAINER_ROLES.has(target.roleHint) && !target.relation
      && target.roleHint !== 'tab' && (state === 'visible' || state === 'hidden')) {
      return [{ kind: 'expectText', text: target.quoted, negate: state === 'hidden',
        within: { words: '', roleHint: target.roleHint } }];
    }
    return [{ kind: 'expectState', target, state }];
  },
  seeInPlace: (m) => CHECK_BUILDERS.seeIn(m),
  seeState: (m) => (m.has('value') ? CHECK_BUILDERS.value(m) : CHECK_BUILDERS.state(m)),
  seeCheckbox: (m) => {
    const built = CHECK_BUILDERS.state(m);
    return Array.isArray(built) ? built.map((i) => (i.kind === 'expectState'
      ? { ...i, target: { ...i.target, roleHint: i.target.roleHint ?? 'checkbox' } } : i)) : built;
  },

  goesAway: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (m.negate() || (target.quoted && !target.roleHint) || PAGE_WORDS.test(target.words)) return undefined;
    // a role word alone names one control only when it is a part of the page ("the dialog"), not "the button"
    if (!target.words && !(target.roleHint && CONTAINER_ROLES.has(target.roleHint))) return undefined;
    return [{ kind: 'expectState', target, state: 'hidden' }];
  },

  value: (m) => {
    const target = m.target();
    // "a toast should say …": a passing message is text on the screen, whatever holds it
    if (typeof target !== 'string' && !target.quoted && /^(?:toast|snackbar)(?:\s+message)?$/i.test(target.words)
      && SHOWS.test(m.text('verb'))) return [{ kind: 'expectText', text: m.value('value'), negate: m.has('not') }];
    const within = textWithin(m, target)
      ?? (SHOWS.test(m.text('verb')) ? cssElementText(m, target, () => m.negate() !== m.has('not')) : undefined);
    if (within) return within;
    // "the tiddler shows the text "…"": words a part of the page shows, not a field's value
    if (m.has('content') && typeof target !== 'string' && !target.quoted && !target.roleHint && !target.relation
      && /^[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?$/.test(target.words) && SHOWS.test(m.text('verb'))) {
      return [{ kind: 'expectText', text: m.value('value'), negate: m.has('not'),
        within: { words: '', roleHint: 'section', noun: target.words.toLowerCase() } }];
    }
    if (typeof target === 'string') return target;
    if (PAGE_WORDS.test(target.words) || !isField(target)) return undefined;
    const value = m.value('value');
    const empty = value.at < 0 && /^(?:empty|blank)$/i.test(value.text);
    // Behat's "the "Username" field should not contain "root"": a named field, a quoted value (or a part said to
    // list or show it: "the inbox should not list "…"", read where the scenario placed that noun)
    const negate = m.negate() !== m.has('not');
    const said = target.quoted || target.roleHint || /^(?:lists?|shows?|says?|displays?|mentions?)$/i.test(m.text('verb'));
    if (negate && (value.at < 0 || !said)) return undefined;
    // "the order should be placed" is not a field value: a bare word needs a field named as one
    if (value.at < 0 && !empty && !/^-?\d/.test(value.text) && !target.roleHint) return undefined;
    // "the field should contain …" is a part of its value (cucumber-rails, Behat), "… should be …" all of it
    const contains = !empty && /^(?:contain|include)/i.test(m.text('verb'));
    return [{ kind: 'expectValue', target, value: empty ? { text: '', at: -1 } : value,
      ...(contains ? { contains } : {}), ...(negate ? { negate } : {}) }];
  },

};
