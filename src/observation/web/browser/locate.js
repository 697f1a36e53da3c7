// Replay locator entry point (after the dom-*.js files, relations.js and locate-roots.js): tries
// every strategy in one round trip and returns what each found, with the candidates' fingerprint
// facts; the driver decides which candidate is the recorded element (src/locators/identity.ts).
// arguments[0] = { strategies, visibleOnly, exactCase, scope, ordinal, describe, all, pass }.
// Returns { elements, facts, enabled, places, described, results, partial } — results[i] =
// { by, count, idx } (first 20, indexes into elements) or { by, error } — or, with `all`, { all, tried }.

// names and texts are compared as a person reads them, whatever their case; with `exactCase`, letter for letter
// (a step template tried on a value it was not made with: "More" is not the "more" button beside the "More" tab)
function swSameName(a, b, exact) {
  return exact ? swNorm(a) === swNorm(b) : swNorm(a).toLowerCase() === swNorm(b).toLowerCase();
}

function swByStrategy(s, exact) {
  const v = s.value;
  // swRoots(): the document, plus open shadow roots and same-origin iframes when the scope says so
  const q = (sel) => swRoots().flatMap((r) => Array.from(r.querySelectorAll(sel)));
  const esc = JSON.stringify(v);
  switch (s.by) {
    case 'testId': return q('[data-testid=' + esc + '],[data-test=' + esc + '],[data-cy=' + esc + '],[data-test-id='
      + esc + ']');
    case 'id': return swRoots().map((r) => r.getElementById(v)).filter(Boolean);
    case 'name': return q('[name=' + esc + ']');
    case 'placeholder': return q('[placeholder=' + esc + ']');
    case 'title': return q('[title=' + esc + '],[aria-description=' + esc + ']');
    case 'css': return swQueryPath(v, 'css');
    case 'xpath': return swQueryPath(v, 'xpath');
    case 'label': return swCandidates().filter((e) => swSameName(swLabel(e), v, exact));
    case 'role': return s.role === '*' ? swAnyKind(v, exact) : swCandidates().filter((e) => swRole(e) === s.role
      && (v === '*' || swSameName(swName(e), v, exact)));
    case 'text': return swCandidates().filter((e) => swSameName(e.innerText || e.value, v, exact));
    default: return [];
  }
}

// Every element of that name, of any kind, as a person counts them ("the third "Layout""): a label and
// the control it stands for are one thing, the control.
function swAnyKind(v, exact) {
  const named = swCandidates().filter((e) => swSameName(swName(e), v, exact));
  const set = new Set(named);
  return named.filter((e) => !(e.tagName === 'LABEL' && e.control && set.has(e.control)));
}

function swLocate(req) {
  const out = { elements: [], facts: [], enabled: [], places: [], described: [], results: [] };
  const parked = new Set();
  const indexOf = (e) => {
    let i = out.elements.indexOf(e);
    if (i >= 0) return i;
    i = out.elements.push(e) - 1;
    out.facts.push(swFacts(e));
    // a field inside a disabled <fieldset> is disabled too, though its own property says not
    out.enabled.push(!e.disabled && !e.matches(':disabled') && e.getAttribute('aria-disabled') !== 'true');
    if (req.describe) out.described.push(swDescribe(e, -1));
    // an element of another frame cannot be handed back from here: park it on its window (frames.ts)
    if (e.ownerDocument !== document) {
      const win = e.ownerDocument.defaultView;
      if (!parked.has(win)) { win.__swCandidates = []; parked.add(win); }
      out.places[i] = { frame: swFramePath(e), slot: win.__swCandidates.push(e) - 1 };
      out.elements[i] = null;
    }
    return i;
  };
  const tried = [];
  for (const s of req.strategies) {
    let found;
    try { found = swByStrategy(s, Boolean(req.exactCase)); } catch (e) {
      out.results.push({ by: s.by, error: String(e.message || e) });
      tried.push({ by: s.by, count: 0, error: String(e.message || e) });
      continue;
    }
    if (req.visibleOnly) found = found.filter(swShown);
    // A relational target is looked for where its anchor is; an ordinal one by its position there.
    if (req.scope) found = swInScope(found, req.scope);
    if (req.ordinal !== undefined) found = swNth(found, req.ordinal);
    // discovery asks for every candidate the relation allows and chooses among them itself (a dialog of
    // 210 special characters: the euro sign is the 93rd)
    if (req.all) return { element: null, tried, all: found.slice(0, 400).map((e, i) => swDescribe(e, i)) };
    out.results.push({ by: s.by, count: found.length, idx: found.slice(0, 20).map(indexOf) });
  }
  return out;
}

// Marks this document so that, after an action, the driver can tell whether the action started a
// page load that has not finished yet. A form submission or link click that no script prevented
// schedules a navigation (__swExpectNav); beforeunload says it has begun (__swLeaving); a new
// document has no marker at all.
function swMarkDocument() {
  window.__swDocument = true;
  window.__swLeaving = false;
  window.__swExpectNav = false;
  if (window.__swHooked) return;
  window.__swHooked = true;
  window.addEventListener('beforeunload', () => { window.__swLeaving = true; });
  // bubbling listeners on window run after the page's own handlers, so defaultPrevented is final
  window.addEventListener('submit', (e) => { if (!e.defaultPrevented) window.__swExpectNav = true; });
  window.addEventListener('click', (e) => {
    const a = e.target && e.target.closest && e.target.closest('a[href]');
    if (!a || e.defaultPrevented || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const to = new URL(a.href, location.href);
    if (to.href.split('#')[0] !== location.href.split('#')[0]) window.__swExpectNav = true;
  });
}

swMarkDocument();
return swLocateEverywhere(arguments[0]);
