// Runs inside the page, after the dom-model scripts. arguments[0] = an element an action could not
// reach. Finds what covers its centre, climbs to the overlay that holds it (a fixed or sticky box, a
// dialog) and describes the overlay and the controls in it, so heal can pick the one that dismisses it.
function swOverlayOver(el) {
  let r = el.getBoundingClientRect();
  if (r.bottom < 0 || r.top > innerHeight) { el.scrollIntoView({ block: 'center' }); r = el.getBoundingClientRect(); }
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!top || top === el || el.contains(top) || top.contains(el)) return null;
  let box = top;
  for (let n = top; n && n !== document.body && n !== document.documentElement; n = n.parentElement) {
    if (n.contains(el)) break;
    const pos = getComputedStyle(n).position;
    if (pos === 'fixed' || pos === 'sticky'
      || n.matches('dialog,[role=dialog],[role=alertdialog],[aria-modal=true]')) box = n;
  }
  const named = box.getAttribute('aria-label') || (box.querySelector('h1,h2,h3,h4,[role=heading]') || {}).innerText
    || box.innerText || '';
  const what = box.tagName.toLowerCase() + (box.id ? '#' + box.id : '')
    + (box.classList.length ? '.' + Array.from(box.classList).slice(0, 2).join('.') : '');
  const controls = Array.from(
    box.querySelectorAll('button,a[href],[role=button],input[type=button],input[type=submit]'))
    .filter(swVisible).slice(0, 12).map((c, i) => swDescribe(c, i));
  return { overlay: what + ' "' + swShort(named, 60) + '"', controls };
}

return swOverlayOver(arguments[0]);
