// Runs inside the page, after dom-model.js: resolves where a relational target is ("in the row for
// "Alice"", "next to "Buy milk"", "in the dialog", "in the first row") and narrows a strategy's
// candidates to the ones the relation picks. The same code serves discovery and replay, so replay
// finds the same element for the same reason it was chosen.

const SW_ANCHOR_KINDS = {
  row: 'tr,[role=row]',
  item: 'li,[role=listitem],[role=option],[role=treeitem],[role=article],article,[class*=card],[class*=item],' +
    '[class*=tile]',
  section: 'section,fieldset,[role=region],[role=group],aside,nav,header,footer,main,form,[class*=section],' +
    '[class*=panel],[class*=card],[class*=box]',
  form: 'form,[role=form]',
  list: 'ul,ol,table,[role=list],[role=listbox],[role=grid],[role=table],[role=tree]',
  menu: '[role=menu],[role=menubar],nav,ul',
  dialog: 'dialog[open],[role=dialog],[role=alertdialog],[aria-modal=true],[class*=modal],[class*=dialog],' +
    '[class*=popup],[class*=banner],[class*=cookie],[class*=toast],[class*=overlay]',
  tab: '[role=tabpanel]',
};

// container words more specific than their kind, as pages mark them up
const SW_ANCHOR_NOUNS = {
  header: 'header,[role=banner],[class*=header]',
  footer: 'footer,[role=contentinfo],[class*=footer]',
  sidebar: 'aside,[role=complementary],[class*=sidebar]',
  toolbar: '[role=toolbar],[class*=toolbar]',
  navigation: 'nav,[role=navigation]',
  // a frame whose title says editor ("Rich Text Editor, editor1") is one: its document is the editing area
  editor: '[class*=editor],[role=textbox][aria-multiline=true],[contenteditable=true],iframe[title*=editor i]',
  // Mink's "in the "editor" frame": a frame element, named by its title or name
  frame: 'iframe,frame',
  // the blocks a text is shown in ("… "Buy milk" in a bulleted list", "in a heading in the editing area")
  heading: SW_HEADINGS,
  'bulleted list': 'ul',
  'numbered list': 'ol',
};

const SW_REAL_DIALOG = 'dialog[open],[role=dialog],[role=alertdialog],[aria-modal=true]';

function swLow(s) {
  return swNorm(s).toLowerCase();
}

// the visible elements a step's own CSS selector matches (within its outer part, at its position)
function swSelected(anchor) {
  let els;
  try { els = Array.from(document.querySelectorAll(anchor.text || '')).filter(swVisible); } catch (e) { return []; }
  if (anchor.within) {
    const outer = swAnchorContainers(anchor.within);
    els = els.filter((e) => outer.some((c) => swHolds(c, e)));
  }
  if (anchor.ordinal === undefined) return els;
  const el = els[anchor.ordinal === -1 ? els.length - 1 : anchor.ordinal - 1];
  return el ? [el] : [];
}

// Rows and items are found by the text they contain; sections, forms and dialogs by their name.
function swAnchorContainers(anchor, found) {
  if (anchor.kind === 'css') return swSelected(anchor);
  const free = anchor.noun && !SW_ANCHOR_NOUNS[anchor.noun];
  const byNoun = anchor.noun && SW_ANCHOR_NOUNS[anchor.noun];
  // ("the first tiddler in the story river": the parts counted are the ones inside the outer part)
  const outerParts = anchor.within ? swAnchorContainers(anchor.within) : null;
  const inOuter = outerParts ? (e) => outerParts.some((c) => swHolds(c, e)) : undefined;
  const docs = swDocumentsIn(outerParts);
  const matches = (s) => docs.flatMap((d) => Array.from(d.querySelectorAll(s)));
  const sel = byNoun && matches(byNoun).length ? byNoun : SW_ANCHOR_KINDS[anchor.kind];
  // the page itself is no part of it (a body classed "has-modal" while a dialog is open)
  const page = docs.flatMap((d) => [d.body, d.documentElement]);
  let els = free ? swNounContainers(anchor.noun, anchor.ordinal, Boolean(anchor.text), inOuter)
    : matches(sel).filter((e) => swVisible(e) && !page.includes(e));
  // a real dialog, when there is one, before anything whose class merely says modal or popup
  if (anchor.kind === 'dialog') {
    const real = els.filter((e) => e.matches(SW_REAL_DIALOG));
    if (real.length) els = real;
  }
  if (anchor.kind === 'row') els = els.filter((r) => !r.querySelector('th') || r.querySelector('td'));
  // "the row for "Bob" within the "People" section": only containers inside the outer one
  if (anchor.within) {
    const outer = swAnchorContainers(anchor.within);
    els = els.filter((e) => outer.some((c) => swHolds(c, e)));
  }
  if (anchor.text) {
    const want = swLow(anchor.text);
    const byText = anchor.kind === 'row' || anchor.kind === 'item' || anchor.kind === 'list';
    let named = els.filter((e) => (byText ? swLow(e.innerText) : swLow(swContainerName(e))).includes(want));
    if (!named.length && !byText) {
      // a block that starts with a heading of that name ("Billing" h2 + its fields) is that section
      // (holding a candidate: the innermost block around the heading that does, the heading's own bar)
      named = swHeadingsOf(want, `${SW_HEADINGS},legend`).flatMap((h) => (found ? swAroundHeading(h)
        : [swHeadingPart(h)]));
    }
    if (!named.length && !byText) named = swGroupsLabelled(want);
    if (!named.length && !byText) named = swMarkedAs(anchor.kind, want);
    // "the email list", "the data table": no list holds those words, but one is marked up so (ul.email-list)
    if (!named.length && anchor.kind === 'list') named = ['list', 'table', 'grid'].flatMap((k) => swMarkedAs(k, want));
    // "the contents list": no list says contents, but a tab or section of that name holds lists (its outermost)
    if (!named.length && anchor.kind === 'list') named = swListsInPart(anchor.text);
    // a name and its value laid out in a block its markup calls a row (MailDev's `div.row.from`: "From:" …)
    if (!named.length && anchor.kind === 'row') named = swMarkedAs('row', want);
    els = named;
  }
  // a named row or section is the innermost that says so; "the dialog" is the whole of it, not a
  // part whose class also says modal (Swagger UI's modal-ux-inner, -header, -content)
  const innermost = found ? swInnermostHolding(els, found) : swInnermost(els);
  els = anchor.text || anchor.kind === 'row' || anchor.kind === 'item' ? innermost : swOutermost(els);
  if (anchor.ordinal !== undefined) {
    const i = anchor.ordinal === -1 ? els.length - 1 : anchor.ordinal - 1;
    els = els[i] ? [els[i]] : [];
  }
  return anchor.side ? swSide(els, anchor.side) : els;
}

// The outermost visible lists inside the tab panel (else the section) that a name names, for "the contents list"
function swListsInPart(text) {
  for (const kind of ['tab', 'section']) {
    const parts = swAnchorContainers({ kind, text });
    const lists = parts.flatMap((p) => Array.from(p.querySelectorAll(SW_ANCHOR_KINDS.list)).filter(swVisible));
    if (lists.length) return swOutermost(lists);
  }
  return [];
}

// The one container clearly on that side of the others (its centre beyond the runner-up's by a
// quarter of its size); none when they are not side by side. One alone ("the top menu bar" once the
// page has no other menu) is on that side when it sits in that third of the page.
function swSide(els, side) {
  if (els.length === 1) return swOnSideOfPage(els[0], side) ? els : [];
  if (els.length < 2) return [];
  const centre = (e) => {
    const b = e.getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2, w: b.width, h: b.height };
  };
  const sign = side === 'left' || side === 'top' ? 1 : -1;
  const axis = side === 'left' || side === 'right' ? 'x' : 'y';
  const ranked = els.map((e) => ({ e, c: centre(e) })).sort((a, b) => sign * (a.c[axis] - b.c[axis]));
  const [first, second] = ranked;
  const size = axis === 'x' ? first.c.w : first.c.h;
  return sign * (second.c[axis] - first.c[axis]) > size / 4 ? [first.e] : [];
}

function swOnSideOfPage(e, side) {
  const b = e.getBoundingClientRect();
  const wide = document.documentElement.scrollWidth;
  const high = Math.max(window.innerHeight, 1);
  // down the page, a part is placed where it is in the page (a top bar scrolled away is still on top)
  const y = b.top + b.height / 2 + (getComputedStyle(e).position === 'fixed' ? 0 : window.scrollY);
  const x = b.left + b.width / 2;
  if (side === 'top') return y < high / 3;
  if (side === 'bottom') return y > document.documentElement.scrollHeight - high / 3;
  return side === 'left' ? x < wide / 3 : x > (wide * 2) / 3;
}

// The deepest visible elements whose own text is the anchor text (exactly, else containing it).
function swTextAnchors(text) {
  const want = swLow(text);
  const all = Array.from(document.body.querySelectorAll('*')).filter((e) => !['SCRIPT', 'STYLE'].includes(e.tagName));
  // an element's own words; a field's are also its placeholder and its label, whatever it holds now
  const own = (e) => [e.innerText || e.value || e.getAttribute('aria-label') || '', e.getAttribute('placeholder'),
    e.getAttribute('aria-label'), ...(e.labels ? Array.from(e.labels).map((l) => l.innerText) : [])]
    .filter(Boolean).map(swLow);
  let hits = all.filter((e) => own(e).includes(want) && swVisible(e));
  if (!hits.length) hits = all.filter((e) => own(e).some((w) => w.includes(want)) && swVisible(e));
  return swInnermost(hits);
}

// What reads as next to a text: going up from the element that shows it, the first container that shows
// something more (a brand link and the counter beside it); at most three levels, never the whole page.
// (from a field or its label, never into a block that holds another field: a message under "Email" is not
// beside "Name")
function swNeighbourhoods(text) {
  const page = [document.body, document.documentElement];
  const FIELDS = 'input:not([type=hidden]),select,textarea';
  return swTextAnchors(text).map((a) => {
    const own = swLow(a.innerText || '');
    const field = a.matches(FIELDS) ? a : a.tagName === 'LABEL' ? a.control : null;
    const other = (p) => Boolean(field)
      && Array.from(p.querySelectorAll(FIELDS)).some((f) => f !== field && swVisible(f));
    let n = a;
    const more = () => swLow(n.innerText || '') !== own;
    for (let i = 0; i < 3 && n.parentElement && !page.includes(n.parentElement) && !more()
      && !other(n.parentElement); i++) n = n.parentElement;
    return swLow(n.innerText || '') === own ? null : n;
  }).filter(Boolean);
}

function swDepth(e) {
  let d = 0;
  for (let n = e; n; n = n.parentElement) d++;
  return d;
}

function swCommonDepth(a, b) {
  for (let n = a; n; n = n.parentElement) if (n.contains(b)) return swDepth(n);
  return 0;
}

function swGap(a, b, memo) {
  const r = swFlowRect(a, memo);
  const s = swFlowRect(b, memo);
  const dx = Math.max(0, s.left - r.right, r.left - s.right);
  const dy = Math.max(0, s.top - r.bottom, r.top - s.bottom);
  return Math.hypot(dx, dy);
}

// "under "Dark theme"" ("above the table"): the candidates outside an anchor that start below its middle
// (end above it) and share some of its columns
function swBelowAny(found, anchors, above) {
  const memo = new Map();
  return found.filter((e) => anchors.some((a) => {
    if (a === e || a.contains(e) || e.contains(a)) return false;
    const r = swFlowRect(e, memo);
    const s = swFlowRect(a, memo);
    const side = above ? r.bottom <= s.top + s.height / 2 : r.top >= s.top + s.height / 2;
    return side && r.left < s.right && r.right > s.left;
  }));
}

// Ranks candidates by how close they are to the anchors: same innermost container first, then
// pixels. Only a candidate clearly closer than every other one is kept.
function swClosest(found, anchors) {
  const memo = new Map();
  const ranked = found.map((e) => {
    let depth = 0;
    let gap = Infinity;
    for (const a of anchors) {
      // "the checkbox next to "Make the beds"" where the label says it (and may wrap the box): that box
      if ((a === e || a.contains(e)) && swCheckable(e)) return { e, depth: Infinity, gap: 0 };
      if (a === e || a.contains(e)) continue;
      const d = swCommonDepth(e, a);
      const g = swGap(e, a, memo);
      if (d > depth || (d === depth && g < gap)) { depth = d; gap = g; }
    }
    return { e, depth, gap };
  }).filter((r) => r.depth > 0).sort((a, b) => b.depth - a.depth || a.gap - b.gap);
  const [best, next] = ranked;
  if (!best) return [];
  if (!next || next.depth < best.depth || next.gap > best.gap * 1.5 + 4) return [best.e];
  return ranked.filter((r) => r.depth === best.depth).map((r) => r.e);
}

function swCheckable(e) {
  return e.matches('input[type=checkbox],input[type=radio],[role=checkbox],[role=radio],[role=switch]');
}

// The visible headings (of those `sel` picks) whose text is `want`, lower-cased
function swHeadingsOf(want, sel) {
  return Array.from(document.querySelectorAll(sel)).filter((h) => swVisible(h) && swLow(h.innerText || '') === want);
}

// The candidates in the parts headings of that text lead: for each heading, the innermost block around it
// (holding no other heading of its level) that holds a candidate
function swLedBy(text, found) {
  return swHeadingsOf(swLow(text), SW_HEADINGS).flatMap((h) => {
    const part = swAroundHeading(h).find((c) => found.some((e) => swHolds(c, e)));
    return part ? found.filter((e) => swHolds(part, e)) : [];
  });
}

/** Narrows `found` (one strategy's matches) by the target's scope; returns them in document order. */
function swInScope(found, scope) {
  if (!scope) return found;
  const a = scope.anchor;
  // "next to "x" in the right editor": the target and its anchor are both inside that container
  // (a container anchor is narrowed to it by swAnchorContainers itself)
  const outer = a.within ? swAnchorContainers(a.within) : null;
  const inside = (e) => !outer || outer.some((c) => swHolds(c, e));
  if (outer) found = found.filter(inside);
  if (a.kind === 'text' && a.said && a.tries && scope.relation === 'in') {
    return swInSaidPart(found.filter(inside), a.tries);
  }
  if (a.kind === 'text') {
    // "the "Edit" button on "Old ideas"" where that text heads a part of the page (a note's title): in that part,
    // before anywhere else the words show (the same note listed in a sidebar, with a close button beside it)
    if (scope.relation === 'in') {
      const held = swLedBy(a.text || '', found.filter(inside));
      if (held.length) return held;
    }
    const anchors = swTextAnchors(a.text || '').filter(inside);
    if (a.owns) return swOwning(found.filter(inside), anchors);
    if (scope.relation === 'below' || scope.relation === 'above') {
      found = swBelowAny(found, anchors, scope.relation === 'above');
    }
    return anchors.length ? swClosest(found, anchors) : [];
  }
  const containers = swAnchorContainers(a, scope.relation === 'in' ? found : undefined);
  if (!containers.length) return [];
  if (scope.relation === 'below' || scope.relation === 'above') {
    found = swBelowAny(found, containers, scope.relation === 'above');
  }
  if (scope.relation !== 'in') return swClosest(found, containers);
  // "… in the editor" where the editor is itself the field (an editing host): a part named by a noun
  // alone may be the very element; a named part ("in the "Billing" section") is around it
  const itself = (e) => !a.text && containers.includes(e);
  return found.filter((e) => itself(e) || containers.some((c) => swHolds(c, e)));
}

/** The n-th (1-based, -1 = last) of the candidates in document order. */
function swNth(found, ordinal) {
  const sorted = found.slice()
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const i = ordinal === -1 ? sorted.length - 1 : ordinal - 1;
  return sorted[i] ? [sorted[i]] : [];
}
