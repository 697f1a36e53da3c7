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

// innerText of an element; a shadow root has none, so its rendered children are read instead
function swRootText(root) {
  if (root.nodeType === 1) return root.innerText || '';
  return Array.from(root.children).filter((c) => !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(c.tagName) && swVisible(c))
    .map((c) => c.innerText || '').join('\n');
}

function swReadText(root, where, out) {
  out.push({ where, text: swRootText(root) });
  const values = swFieldValues(root);
  if (values) out.push({ where: `${where} > form fields`, text: values });
  for (const e of root.querySelectorAll('*')) {
    if (e.shadowRoot && swVisible(e)) swReadText(e.shadowRoot, `${where} > <${e.tagName.toLowerCase()}> shadow root`,
      out);
    if (e.tagName !== 'IFRAME' && e.tagName !== 'FRAME') continue;
    let doc = null;
    try { doc = e.contentDocument; } catch (x) { /* cross-origin: not readable, not claimed */ }
    if (doc && doc.body && swVisible(e)) swReadText(doc.body, `${where} > frame "${swFrameName(e)}"`, out);
  }
  return out;
}

// every part of the page (anchor null), or of each part an anchor names ("the dialog")
function swTextParts(anchor) {
  if (!anchor) return document.body ? swReadText(document.body, 'page', []) : [];
  // "next to "MailDev"": what shows around that text
  if (anchor.kind === 'text') return swNeighbourhoods(anchor.text || '').flatMap((c) => swReadText(c, 'beside', []));
  if (!SW_ANCHOR_KINDS[anchor.kind]) return [];
  return swAnchorContainers(anchor)
    .flatMap((c, i, all) => swReadText(c, all.length > 1 ? `${anchor.kind} ${i + 1}` : anchor.kind, []));
}

// The same, as the page's text is written: a stylesheet's text-transform (upper-case headings, small
// caps labels) shows "LATEST VERSION" for "Latest version", and a step quotes what was written.
function swTextAsWritten(anchor) {
  const docs = [document];
  for (let i = 0; i < window.frames.length; i++) {
    try { if (window.frames[i].document) docs.push(window.frames[i].document); } catch (e) { /* cross-origin */ }
  }
  const styles = docs.map((d) => {
    const s = d.createElement('style');
    s.textContent = '* { text-transform: none !important; }';
    (d.head || d.documentElement).appendChild(s);
    return s;
  });
  try { return swTextParts(anchor); } finally { styles.forEach((s) => s.remove()); }
}
