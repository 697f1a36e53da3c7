// Which elements are candidates at all. Real apps make spans and divs clickable with a handler or
// `cursor: pointer` and no role, build widgets out of divs, and put parts of the page in open
// shadow roots and same-origin iframes: one walk of the page finds all of those, in page order.

// What to look through. Observation always looks everywhere; replay narrows it when the target
// cannot be role-less or inside another root (locate-roots.js), because the walk costs a computed
// style per element.
let SW_SCOPE = { roots: true, deep: true };
let SW_FOUND = null;
let SW_ROOT_LIST = null;

// Elements that take clicks themselves: inside them, nothing else is a separate click target.
const SW_ACTIONABLE = 'a[href],button,input,select,textarea,summary,label,[onclick],[role=button],[role=link],' +
  '[role=tab],[role=option],[role=menuitem],[role=checkbox],[role=radio],[role=switch],[role=gridcell],[role=treeitem]';
const SW_SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD']);
// Elements whose children are no separate targets (an icon's paths, a video's tracks); an iframe's
// document is walked as a root of its own.
const SW_LEAVES = new Set(['svg', 'IFRAME', 'FRAME', 'OBJECT', 'VIDEO', 'AUDIO', 'CANVAS', 'SELECT', 'math']);

// Why a role-less element looks clickable, per element: 'handler', 'tabindex', 'pointer', 'widget'.
const SW_CLICKABLE = new Map();
// The roots the last walk went through (observe.js watches them for changes).
const SW_WALKED_ROOTS = [];

function swCandidates() {
  if (SW_FOUND) return SW_FOUND;
  const out = [];
  if (!SW_SCOPE.roots && !SW_SCOPE.deep) out.push(...document.querySelectorAll(SW_CANDIDATES));
  else swCollect(document, out);
  SW_FOUND = out;
  return out;
}

function swSetScope(scope) {
  SW_SCOPE = scope;
  SW_FOUND = null;
  SW_ROOT_LIST = null;
}

// Every root the page is made of: the document, open shadow roots and same-origin iframe documents.
function swRoots() {
  if (SW_ROOT_LIST) return SW_ROOT_LIST;
  const roots = [document];
  SW_ROOT_LIST = roots;
  if (!SW_SCOPE.roots) return roots;
  for (let i = 0; i < roots.length; i++) {
    const walker = (roots[i].ownerDocument || roots[i]).createTreeWalker(roots[i], NodeFilter.SHOW_ELEMENT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.shadowRoot) roots.push(n.shadowRoot);
      const doc = swFrameDoc(n);
      if (doc) roots.push(doc);
    }
  }
  return roots;
}

function swCollect(root, out) {
  SW_WALKED_ROOTS.push(root);
  // a frame whose whole body is editable (an iframe rich-text editor) is one text field
  if (root.nodeType === 9 && root !== document && root.body && root.body.isContentEditable) out.push(root.body);
  const matched = new Set(root.querySelectorAll(SW_CANDIDATES));
  const actionable = new Set(root.querySelectorAll(SW_ACTIONABLE));
  const visit = (parent, covered, pointer) => {
    for (let c = parent.firstElementChild; c; c = c.nextElementSibling) {
      if (SW_SKIPPED.has(c.tagName)) continue;
      let cov = covered;
      let ptr = pointer;
      const isMatched = matched.has(c);
      if (isMatched) out.push(c);
      if (isMatched && actionable.has(c)) {
        cov = true;
      } else if (SW_SCOPE.deep && !covered) {
        ptr = swPointer(c, pointer);
        const why = swClickableWhy(c, pointer, ptr);
        SW_CLICKABLE.set(c, why);
        if (why && !isMatched) out.push(c);
        // below a click target, or below an outer pointer element that is none, nothing is a target
        if (why || ptr) cov = true;
      }
      if (!SW_LEAVES.has(c.tagName) && c.firstElementChild) visit(c, cov, ptr);
      if (!SW_SCOPE.roots) continue;
      if (c.shadowRoot) swCollect(c.shadowRoot, out);
      const doc = swFrameDoc(c);
      if (doc && swVisible(c)) swCollect(doc, out);
    }
  };
  visit(root.body || root, false, false);
}

function swPointer(el, parentPointer) {
  if (parentPointer) return true; // cursor is inherited: below a pointer element everything points
  return getComputedStyle(el).cursor === 'pointer';
}

// A role-less element is a click target when it has a click handler property or attribute, is
// focusable, is the outermost element with a pointer cursor, or is part of a custom widget (a div
// tab, a suggestion under an input, a day of a calendar).
function swClickableWhy(el, parentPointer, pointer) {
  if (el.hasAttribute('onclick') || typeof el.onclick === 'function') return 'handler';
  const tabindex = el.getAttribute('tabindex');
  if (tabindex !== null && Number(tabindex) >= 0) return 'tabindex';
  if (pointer && !parentPointer && swTargetSized(el)) return 'pointer';
  if (swWidgetRole(el)) return 'widget';
  return '';
}

// A pointer cursor on a page-sized wrapper or an empty box is styling, not a button.
function swTargetSized(el) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return false;
  if (r.width * r.height > 0.4 * innerWidth * innerHeight) return false;
  return Boolean(el.textContent.trim() || el.matches('[class*=icon],[aria-label],[title]')
    || el.querySelector('svg,img,i,[class*=icon]'));
}

// Why a (possibly role-less) element looks clickable; '' when it does not. Elements met in the
// observation walk remember it; the ones replay finds directly are checked here.
function swClickable(el) {
  let why = SW_CLICKABLE.get(el);
  if (why !== undefined) return why;
  const parent = el.parentElement || (el.getRootNode() && el.getRootNode().host) || null;
  const parentPointer = Boolean(parent) && getComputedStyle(parent).cursor === 'pointer';
  why = swClickableWhy(el, parentPointer, getComputedStyle(el).cursor === 'pointer');
  SW_CLICKABLE.set(el, why);
  return why;
}

// A role-less element that acts as a control: what grounding may click although its role is a guess.
function swActsRoleless(el, role) {
  if (el.hasAttribute('role')) return false;
  const native = swImplicitRole(el);
  if (native !== 'generic' && native !== 'listitem' && native !== 'img') return false;
  return role !== native || Boolean(swClickable(el));
}
