// Replay's view of shadow roots, iframes and role-less targets (before locate.js). Looking through
// every root and computing styles for role-less clickables costs time on each poll, so the first
// pass looks only where the target can be (the top document; role-less elements only for a target
// recorded on a non-control tag); when that finds nothing, a second pass looks everywhere. An
// element of another frame cannot be handed back to WebDriver from here: it is parked on its
// window and its frame path returned, for the driver to switch frames and pick it up.

const SW_CONTROL_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary', 'label', 'option',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'dialog']);

function swLocateScope(req) {
  const hop = req.strategies.some((s) => (s.by === 'css' || s.by === 'xpath') && s.value.includes(SW_HOP));
  const fp = req.fingerprint || {};
  const everywhere = Boolean(req.all);
  return { roots: everywhere || hop, deep: everywhere || !SW_CONTROL_TAGS.has(fp.tag) };
}

function swLocateEverywhere(req) {
  const first = swLocateScope(req);
  swSetScope(first);
  let res = swLocate(req);
  if (!res.element && !res.all && (!first.roots || !first.deep)) {
    swSetScope({ roots: true, deep: true });
    const again = swLocate(req);
    if (again.element) res = again;
  }
  return swHandOver(res);
}

function swHandOver(res) {
  const el = res.element;
  if (!el || el.ownerDocument === document) return res;
  const win = el.ownerDocument.defaultView;
  win.__swPicked = el;
  return Object.assign({}, res, { element: null, frame: swFramePath(el) });
}
