// Observation entry point (after the dom-*.js files and watch.js). arguments[0] = { maxElements, unless }:
// when the page's token (watch.js) is still `unless`, nothing changed since that observation and only
// { same: true } comes back; otherwise the observation, with the token it was taken under.

function swCollections() {
  // Visible elements with a shared tag + class under one parent are a collection (rows, cards,
  // list items): what "I should see 3 results" counts.
  const groups = new Map();
  for (const el of document.querySelectorAll('li,tr,article,[role=listitem],[role=row],[class]')) {
    if (!el.parentElement || !swVisible(el)) continue;
    // List items and rows are one collection whatever their state classes (completed, selected…);
    // other repeated elements are grouped by their classes.
    const itemLike = ['LI', 'TR', 'ARTICLE'].includes(el.tagName);
    const cls = itemLike ? [] : Array.from(el.classList).filter((c) => /^[A-Za-z][\w-]*$/.test(c)).sort();
    if (!cls.length && !itemLike) continue;
    const selector = el.tagName.toLowerCase() + cls.map((c) => '.' + c).join('');
    const key = selector + '|' + swCss(el.parentElement);
    const g = groups.get(key) || { selector, parent: el.parentElement, members: [] };
    g.members.push(el);
    groups.set(key, g);
  }
  const out = [];
  for (const g of groups.values()) {
    // a list (ul/ol/table body) with its one remaining item is still that list: "should have 1 item"
    const realList = /^(UL|OL|TBODY|TABLE)$/.test(g.parent.tagName)
      || /^(list|rowgroup|grid|table)$/.test(g.parent.getAttribute('role') || '');
    if (g.members.length < 2 && !(realList && (g.parent.id || g.parent.className))) continue;
    const parentCss = swCss(g.parent);
    const container = g.parent.closest('[aria-label],section,main,form,nav') || g.parent;
    const heading = container.querySelector && container.querySelector('h1,h2,h3');
    const words = [g.selector.replace(/[.#]/g, ' '), g.parent.id, g.parent.className,
      Array.from(g.members[0].classList).join(' '),
      container.getAttribute && container.getAttribute('aria-label'), heading && heading.innerText,
      swTestId(g.members[0])].filter(Boolean).join(' ');
    out.push({ css: parentCss + ' > ' + g.selector, count: g.members.length, name: swShort(words, 120),
      sample: swShort(g.members[0].innerText, 80) });
  }
  return out.sort((a, b) => b.count - a.count).slice(0, 40);
}

function swObserve(opts) {
  // taken before the walk: a change during it makes the next token differ
  const token = swPageToken();
  if (opts && opts.unless && opts.unless === token) return { same: true };
  const max = (opts && opts.maxElements) || 2000;
  const elements = [];
  for (const el of swCandidates()) {
    if (elements.length >= max) break;
    if (!swShown(el)) continue;
    // A <label> of a control describes that control; it is not a target of its own. Nor is the
    // label that stands in for a hidden checkbox: the checkbox is the target, drawn where it is.
    if (el.tagName === 'LABEL' && el.control && swShown(el.control)) continue;
    if (el.tagName === 'LABEL' && [el.previousElementSibling, el.nextElementSibling]
      .some((s) => s && swStandIn(s) === el)) continue;
    elements.push(swDescribe(el, elements.length));
  }
  // from now on the page's changes are recorded, so a later settle knows when it last changed
  for (const root of SW_WALKED_ROOTS) swWatchRoot(root);
  const headings = Array.from(document.querySelectorAll('h1,h2,h3,[role=heading]')).filter(swVisible)
    .slice(0, 12).map((h) => swShort(h.innerText, 80));
  return { url: location.href, title: document.title, elements, collections: swCollections(),
    headings, textLength: (document.body && document.body.innerText.length) || 0, token,
    viewport: { w: innerWidth, h: innerHeight } };
}

return swObserve(arguments[0]);
