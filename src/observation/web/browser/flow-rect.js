// Where an element sits in the page's flow, for "under", "above" and "next to": a sticky heading (docs
// sites keep each section's title stuck at the top while the section scrolls by) is drawn where the
// scroll put it, so its box says nothing of what it heads. Its place is the one before sticking: just
// after its previous sibling, or at the top of its parent. Everything else is where it is drawn.

function swFlowRect(e, memo) {
  if (memo && memo.has(e)) return memo.get(e);
  const r = e.getBoundingClientRect();
  let shift = 0;
  for (let n = e, i = 0; n && n !== document.body && i < 12; n = n.parentElement, i++) {
    if (n.ownerDocument.defaultView.getComputedStyle(n).position !== 'sticky') continue;
    shift = swStaticTop(n) - n.getBoundingClientRect().top;
    break;
  }
  const out = shift ? { top: r.top + shift, bottom: r.bottom + shift, left: r.left, right: r.right,
    height: r.height, width: r.width } : r;
  if (memo) memo.set(e, out);
  return out;
}

// the top a sticky element would have unstuck (margins between siblings collapse: the larger counts)
function swStaticTop(n) {
  const own = parseFloat(getComputedStyle(n).marginTop) || 0;
  for (let p = n.previousElementSibling; p; p = p.previousElementSibling) {
    const s = getComputedStyle(p);
    if (s.position === 'absolute' || s.position === 'fixed' || s.display === 'none') continue;
    if (s.position === 'sticky') return swStaticTop(p) + p.getBoundingClientRect().height
      + Math.max(parseFloat(s.marginBottom) || 0, own);
    return p.getBoundingClientRect().bottom + Math.max(parseFloat(s.marginBottom) || 0, own);
  }
  const parent = n.parentElement;
  if (!parent) return n.getBoundingClientRect().top;
  const ps = getComputedStyle(parent);
  return parent.getBoundingClientRect().top + (parseFloat(ps.borderTopWidth) || 0)
    + (parseFloat(ps.paddingTop) || 0) + own;
}
