// Replay locator entry point (after dom-model.js): tries every strategy in one round trip and returns
// the candidates each found, with their fingerprint facts; the driver scores them in TypeScript.
// arguments[0] = { strategies, visibleOnly }. Returns { elements, facts, enabled, results } where
// results[i] = { by, count, idx } (indexes into elements, first 20 in document order) or { by, error }.

function swByStrategy(s) {
  const v = s.value;
  const q = (sel) => Array.from(document.querySelectorAll(sel));
  const esc = JSON.stringify(v);
  switch (s.by) {
    case 'testId': return q('[data-testid=' + esc + '],[data-test=' + esc + '],[data-cy=' + esc + '],[data-test-id=' + esc + ']');
    case 'id': { const e = document.getElementById(v); return e ? [e] : []; }
    case 'name': return q('[name=' + esc + ']');
    case 'placeholder': return q('[placeholder=' + esc + ']');
    case 'css': return q(v);
    case 'xpath': {
      const r = document.evaluate(v, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      const out = [];
      for (let i = 0; i < r.snapshotLength; i++) out.push(r.snapshotItem(i));
      return out;
    }
    case 'label': return swCandidates().filter((e) => swNorm(swLabel(e)).toLowerCase() === swNorm(v).toLowerCase());
    case 'role': return swCandidates().filter((e) => swRole(e) === s.role && swNorm(swName(e)).toLowerCase() === swNorm(v).toLowerCase());
    case 'text': return swCandidates().filter((e) => swNorm(e.innerText || e.value).toLowerCase() === swNorm(v).toLowerCase());
    default: return [];
  }
}

function swLocate(req) {
  const elements = [];
  const facts = [];
  const enabled = [];
  const results = [];
  const indexOf = (e) => {
    let i = elements.indexOf(e);
    if (i < 0) {
      i = elements.push(e) - 1;
      facts.push(swFacts(e));
      enabled.push(!e.disabled && e.getAttribute('aria-disabled') !== 'true');
    }
    return i;
  };
  for (const s of req.strategies) {
    let found;
    try { found = swByStrategy(s); } catch (e) { results.push({ by: s.by, error: String(e.message || e) }); continue; }
    if (req.visibleOnly) found = found.filter(swVisible);
    results.push({ by: s.by, count: found.length, idx: found.slice(0, 20).map(indexOf) });
  }
  return { elements, facts, enabled, results };
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
return swLocate(arguments[0]);
