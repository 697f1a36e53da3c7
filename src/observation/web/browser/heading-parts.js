// The part of the page a heading leads (before relations.js): a heading and what follows it, up to the next
// heading of its level or above, where no element holds just those (a docs page of many sections).
const SW_HEADINGS = 'h1,h2,h3,h4,h5,h6,[role=heading]';
const swLevel = (h) => Number((/^H(\d)$/.exec(h.tagName) || [])[1] || h.getAttribute('aria-level') || 2);
const swAfter = (a, b) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

// A part of the page that is a heading and what follows it, up to the next heading of its level or above
// (a docs page's "Form input" example: an h3, then its demo, with no element around just those).
function swUnderHeading(h, e) {
  let top = e;
  while (top.ownerDocument !== h.ownerDocument && top.ownerDocument.defaultView.frameElement) {
    top = top.ownerDocument.defaultView.frameElement;
  }
  if (top === h || !swAfter(h, top)) return false;
  const next = Array.from(h.ownerDocument.querySelectorAll(SW_HEADINGS))
    .find((o) => o !== h && swAfter(h, o) && swLevel(o) <= swLevel(h));
  return !next || swAfter(top, next);
}

// The part of the page a heading of that name leads: the block it starts, or, when that block holds other
// headings of its level (one page of many sections), the heading and what follows it.
// (a heading found as something else, an editable h2 that is "an editor", holds only what is inside it)
const swHeadingParts = new WeakSet();
function swHeadingPart(h) {
  const p = h.parentElement;
  if (!p) return h;
  const rivals = Array.from(p.querySelectorAll(SW_HEADINGS)).filter((o) => o !== h && swLevel(o) <= swLevel(h));
  if (!rivals.length) return p;
  swHeadingParts.add(h);
  return h;
}

// The heading's part and the blocks around it that hold no other heading of its level or above, innermost
// first: "the "Edit" button on the note "Old ideas"" is in the note's title bar, beside the heading, not after
// it; the caller keeps the innermost of them that holds a candidate.
function swAroundHeading(h) {
  const out = [swHeadingPart(h)];
  const page = [document.body, document.documentElement];
  for (let a = h.parentElement; a && !page.includes(a); a = a.parentElement) {
    if (Array.from(a.querySelectorAll(SW_HEADINGS)).some((o) => o !== h && swLevel(o) <= swLevel(h))) break;
    if (!out.includes(a)) out.push(a);
  }
  return out;
}
