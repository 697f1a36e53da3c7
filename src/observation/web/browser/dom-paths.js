// Paths to an element that survive shadow roots and same-origin iframes. CSS selectors, XPath and
// getElementById stop at those boundaries, so a path here is "path of the host (or iframe) >>> path
// inside it", and observation and replay read and write them with the same functions.

const SW_HOP = ' >>> ';

// The shadow host or iframe element that `root` (a ShadowRoot or Document) hangs off; null at the top.
function swHostOf(root) {
  if (root.host) return root.host;
  const win = root.defaultView;
  if (!win || win === window) return null;
  try { return win.frameElement; } catch (e) { return null; }
}

// The document of a same-origin iframe, or null (cross-origin or not loaded yet).
function swFrameDoc(el) {
  if (el.tagName !== 'IFRAME' && el.tagName !== 'FRAME') return null;
  try {
    const doc = el.contentDocument;
    return doc && doc.body ? doc : null;
  } catch (e) {
    return null;
  }
}

function swNthOfType(n) {
  let i = 1;
  for (let s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === n.tagName) i++;
  return i;
}

// Is there exactly one element with this id in `root` (a document or a shadow root)?
function swUniqueId(n, root) {
  return n.id && /^[A-Za-z][\w-]*$/.test(n.id) && root.querySelectorAll('#' + n.id).length === 1;
}

function swXPathIn(el, root) {
  const shadow = !root.defaultView;
  if (!shadow && swUniqueId(el, root)) return '//*[@id="' + el.id + '"]';
  const parts = [];
  for (let n = el; n && n.nodeType
    === 1; n = n.parentElement) parts.unshift(n.tagName.toLowerCase() + '[' + swNthOfType(n) + ']');
  // XPath cannot start at a shadow root: the path is relative to it, first step a top-level child
  return shadow ? parts.join('/') : '/' + parts.join('/');
}

function swXPath(el) {
  const root = el.getRootNode();
  const host = swHostOf(root);
  return host ? swXPath(host) + SW_HOP + swXPathIn(el, root) : swXPathIn(el, root);
}

function swCssIn(el, root) {
  const parts = [];
  const body = root.body;
  let anchored = false;
  for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
    if (swUniqueId(n, root)) { parts.unshift('#' + n.id); anchored = true; break; }
    if (n === body) { parts.unshift('body'); anchored = true; break; }
    parts.unshift(n.tagName.toLowerCase() + ':nth-of-type(' + swNthOfType(n) + ')');
  }
  // inside a shadow root ":host >" pins the first step to the root's top level
  return (anchored || body ? '' : ':host > ') + parts.join(' > ');
}

function swCss(el) {
  const root = el.getRootNode();
  const host = swHostOf(root);
  return host ? swCss(host) + SW_HOP + swCssIn(el, root) : swCssIn(el, root);
}

function swXPathFrom(scope, path) {
  let ctx = scope;
  let rest = path;
  if (!scope.defaultView) {
    // a shadow root: pick the top-level child named by the first step, the rest is relative to it
    const m = /^([\w-]+)\[(\d+)\](?:\/(.*))?$/.exec(path);
    if (!m) return [];
    const top = Array.from(scope.children).filter((c) => c.tagName.toLowerCase() === m[1])[Number(m[2]) - 1];
    if (!top) return [];
    if (!m[3]) return [top];
    ctx = top;
    rest = './' + m[3];
  }
  const doc = ctx.ownerDocument || ctx;
  const r = doc.evaluate(rest, ctx, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  const out = [];
  for (let i = 0; i < r.snapshotLength; i++) out.push(r.snapshotItem(i));
  return out;
}

// Every element a css or xpath path (possibly with >>> hops) names, from the top document down.
function swQueryPath(path, kind) {
  const hops = path.split(SW_HOP);
  let scopes = [document];
  for (let i = 0; i < hops.length; i++) {
    const found = [];
    for (const sc of scopes) {
      if (kind === 'css') found.push(...sc.querySelectorAll(hops[i]));
      else found.push(...swXPathFrom(sc, hops[i]));
    }
    if (i === hops.length - 1) return found;
    scopes = found.map((h) => h.shadowRoot || swFrameDoc(h)).filter(Boolean);
  }
  return [];
}

// The element's box in top-page coordinates: an iframe's content is offset by the iframe's box.
function swRect(el) {
  const r = el.getBoundingClientRect();
  let x = r.x;
  let y = r.y;
  for (let doc = el.ownerDocument; doc !== document;) {
    const frame = swHostOf(doc);
    if (!frame) break;
    const f = frame.getBoundingClientRect();
    x += f.x + frame.clientLeft;
    y += f.y + frame.clientTop;
    doc = frame.ownerDocument;
  }
  return { x, y, width: r.width, height: r.height };
}

// Window indexes from the top window down to the element's frame ([] at the top): what WebDriver's
// "switch to frame" takes, because a reference to an element of another frame cannot be returned.
function swFramePath(el) {
  const path = [];
  for (let win = el.ownerDocument.defaultView; win && win !== window; win = win.parent) {
    let i = 0;
    while (i < win.parent.frames.length && win.parent.frames[i] !== win) i++;
    path.unshift(i);
  }
  return path;
}
