// The text a person reads on the page. innerText stops at open shadow roots and iframes, so each
// same-origin frame and shadow root is read on its own and named by where it was found: checks at
// compile and at replay use this one reader, and a failure can say which frames it searched.
// (A root that is not rendered would answer innerText with its hidden textContent: skipped.)
// innerText also leaves out what form fields show (a generated config in a textarea, a typed name,
// the label of an <input type=button>): a person reads it, so those values are read too, never a
// password.

const SW_TEXT_INPUT_TYPES = ['', 'text', 'search', 'email', 'url', 'tel', 'number', 'button', 'submit', 'reset'];

function swFieldValues(root) {
  return Array.from(root.querySelectorAll('textarea, input'))
    .filter((f) => f.value && swVisible(f)
      && (f.tagName === 'TEXTAREA' || SW_TEXT_INPUT_TYPES.includes((f.getAttribute('type') || '').toLowerCase())))
    .map((f) => f.value).join('\n');
}

function swFrameName(frame) {
  const src = (frame.getAttribute('src') || '').split(/[?#]/)[0].split('/').pop();
  return frame.title || frame.name || frame.id || src || 'iframe';
}

// Parts drawn with no height or width that clip what they hold (a closed accordion's body: max-height 0,
// overflow hidden), or drawn fully transparent (a popover before its button is hovered: opacity 0):
// innerText still gives their words, which nobody can read.
function swCollapsedParts(root) {
  const shut = Array.from(root.querySelectorAll('*')).filter((e) => {
    if (getComputedStyle(e).opacity === '0') return Boolean((e.innerText || '').trim());
    return swShut(e) && (e.innerText || '').trim();
  });
  return shut.filter((e) => !shut.some((o) => o !== e && o.contains(e)));
}

// innerText of an element, less what collapsed parts hold; a shadow root has none, so its rendered
// children are read instead
function swRootText(root) {
  if (root.nodeType === 1) {
    let text = root.innerText || '';
    for (const part of swCollapsedParts(root)) text = text.replace(part.innerText, '');
    return text;
  }
  return Array.from(root.children).filter((c) => !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(c.tagName) && swVisible(c))
    .map((c) => c.innerText || '').join('\n');
}

// "I see "Bring coffee" in bold": the text drawn so. Weight and slant are inherited in the computed style;
// a line (underline, strike-through) is drawn by the element that has it, over all it holds.
const SW_DRAWN = {
  bold: (el) => Number(getComputedStyle(el).fontWeight) >= 600,
  italic: (el) => /^(?:italic|oblique)/.test(getComputedStyle(el).fontStyle),
  underline: (el) => swLined(el, 'underline'),
  strikethrough: (el) => swLined(el, 'line-through'),
};

function swLined(el, line) {
  for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    if (getComputedStyle(e).textDecorationLine.includes(line)) return true;
  }
  return false;
}

// The runs of text drawn in that style, one per line: text next to each other in the page joined as read.
function swStyledText(root, style) {
  const walk = (root.ownerDocument || root).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let out = '';
  let joined = false;
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(el.tagName)) continue;
    const drawn = swVisible(el) && SW_DRAWN[style](el);
    if (drawn) out += (joined || !out ? '' : '\n') + n.textContent;
    joined = drawn;
  }
  return out;
}

// A layer fixed over the whole window and drawn opaque (a full-screen tour, a splash screen) that is on top
// wherever one looks: what lies under it nobody can read, so the page's text is the layer's. A see-through
// backdrop (a modal's dimmed page) hides nothing.
function swFullCover() {
  const w = document.documentElement.clientWidth;
  const h = document.documentElement.clientHeight;
  const at = (x, y) => document.elementFromPoint(x, y);
  for (let e = at(w / 2, h / 2); e && e !== document.body; e = e.parentElement) {
    if (getComputedStyle(e).position !== 'fixed') continue;
    const r = e.getBoundingClientRect();
    if (r.left > 1 || r.top > 1 || r.right < w - 1 || r.bottom < h - 1 || !swOpaque(e)) continue;
    const spots = [[0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]].map(([x, y]) => at(w * x, h * y));
    if (spots.every((t) => !t || e.contains(t))) return e;
  }
  return null;
}

function swOpaque(el) {
  const rgba = /rgba?\(([^)]*)\)/.exec(getComputedStyle(el).backgroundColor);
  const alpha = rgba ? rgba[1].split(/[\s,/]+/).filter(Boolean)[3] : '0';
  if (!rgba || (alpha !== undefined && Number(alpha) < 1)) return false;
  for (let e = el; e; e = e.parentElement) if (Number(getComputedStyle(e).opacity) < 1) return false;
  return true;
}

function swReadText(root, where, out, style) {
  // (the whole page under a full-window layer: only the layer is read)
  if (root === document.body) root = swFullCover() || root;
  // a part of the page that is a frame (an editor's iframe) shows what its document holds
  if (root.tagName === 'IFRAME' || root.tagName === 'FRAME') {
    // (cross-origin: not readable)
    const doc = swFrameDoc(root);
    if (!doc) return out;
    root = doc.body;
  }
  out.push({ where, text: style ? swStyledText(root, style) : swRootText(root) });
  const values = style ? '' : swFieldValues(root);
  if (values) out.push({ where: `${where} > form fields`, text: values });
  for (const e of root.querySelectorAll('*')) {
    if (e.shadowRoot && swVisible(e)) swReadText(e.shadowRoot, `${where} > <${e.tagName.toLowerCase()}> shadow root`,
      out, style);
    // (cross-origin: not readable, not claimed)
    const doc = swFrameDoc(e);
    if (doc && swVisible(e)) swReadText(doc.body, `${where} > frame "${swFrameName(e)}"`, out, style);
  }
  return out;
}

// every part of the page (anchor null), or of each part an anchor names ("the dialog"); with a style, only
// the text drawn so
function swTextParts(anchor, style) {
  if (!anchor) return document.body ? swReadText(document.body, 'page', [], style) : [];
  // "next to "MailDev"": what shows around that text
  if (anchor.kind === 'text') {
    return swNeighbourhoods(anchor.text || '').flatMap((c) => swReadText(c, 'beside', [], style));
  }
  if (!SW_ANCHOR_KINDS[anchor.kind] && anchor.kind !== 'css') return [];
  const kind = anchor.kind === 'css' ? `element "${anchor.text}"` : anchor.kind;
  return swAnchorContainers(anchor)
    .flatMap((c, i, all) => swReadText(c, all.length > 1 ? `${kind} ${i + 1}` : kind, [], style));
}

// The same, as the page's text is written: a stylesheet's text-transform (upper-case headings, small
// caps labels) shows "LATEST VERSION" for "Latest version", and a step quotes what was written.
function swTextAsWritten(anchor, style) {
  const docs = [document];
  for (let i = 0; i < window.frames.length; i++) {
    try { if (window.frames[i].document) docs.push(window.frames[i].document); } catch (e) { /* cross-origin */ }
  }
  const styles = docs.map((d) => {
    const s = d.createElement('style');
    // as specific as three ids: a stylesheet's own `!important` (Bootstrap's .text-uppercase) gives way too
    s.textContent = ':is(*, #sw#sw#sw) { text-transform: none !important; }';
    (d.head || d.documentElement).appendChild(s);
    return s;
  });
  try { return swTextParts(anchor, style); } finally { styles.forEach((s) => s.remove()); }
}
