// Runs inside the page, with dom-model.js: the words a person reads as the label of a field nothing
// labels (the text before it on its line or in its table row, the line before the blocks it opens, the
// heading above it). A visual label, weaker than a real one.

// Words short enough to be a label, less a trailing colon or asterisk ("Name:", "Email *"); else none.
function swWords(t) {
  const s = swNorm(t || '').replace(/\s*[:*]+$/, '');
  return s && s.length <= 40 ? s : '';
}

// A short text just before the field on its line: the cell before it in a form laid out as a table
// ("Subtitle: | [ ]"), or the words before it in its own parent ("Name: [ ]"). Another field in between
// would be what the text labels.
function swTextBefore(el) {
  const cell = el.closest('td,th');
  const row = cell && cell.parentElement;
  if (row && row.tagName === 'TR' && cell.querySelectorAll('input,select,textarea').length <= 1) {
    const cells = Array.from(row.children);
    const mine = cells.indexOf(cell);
    const prev = mine > 0 ? cells[mine - 1] : null;
    if (prev && !prev.querySelector('input,select,textarea')) return swWords(prev.innerText);
  }
  // the run of inline text just before it, up to a line break or a block: "Available languages (<span>70</span>
  // languages!):<br><script>…</script><select>"
  let run = '';
  for (let n = el.previousSibling; n; n = n.previousSibling) {
    const element = n.nodeType === Node.ELEMENT_NODE;
    if (element && (n.matches('input,select,textarea,button') || n.querySelector('input,select,textarea'))) break;
    const none = !swNorm(run);
    if (element && (n.matches('script,style,template,noscript') || (none && n.tagName === 'BR'))) continue;
    if (element && (n.tagName === 'BR' || getComputedStyle(n).display !== 'inline')) {
      if (none) run = n.innerText || '';
      break;
    }
    run = `${n.nodeType === Node.TEXT_NODE ? n.textContent : element ? n.innerText : ''}${run}`;
  }
  return swWords(run) || swWords(swBlockBefore(el));
}

// What stands right after a checkbox or radio button (or after the empty label that draws it): the words, or the
// name of the control beside it ("[ ] [fold all tiddlers]"). Another field first would be what they name.
function swTextAfter(el) {
  const wrap = el.parentElement;
  const start = wrap && wrap.tagName === 'LABEL' && !swNorm(wrap.innerText || '') ? wrap : el;
  for (let n = start.nextSibling; n; n = n.nextSibling) {
    if (n.nodeType === Node.TEXT_NODE) {
      if (swNorm(n.textContent)) return swWords(n.textContent);
      continue;
    }
    if (n.nodeType !== Node.ELEMENT_NODE || n.matches('script,style,template,noscript')) continue;
    if (n.matches('input,select,textarea') || n.querySelector('input,select,textarea') || !swVisible(n)) return '';
    return swWords(swName(n) || n.innerText);
  }
  return '';
}

// The text of the block just before the wrappers a field opens: "<p>Search via a filter expression</p>
// <p><div><span><input>" (nothing else in between, no control in that block).
function swBlockBefore(el) {
  const blank = (n) => (n.nodeType === Node.TEXT_NODE && !n.textContent.trim())
    || (n.nodeType === Node.ELEMENT_NODE && n.matches('script,style,template,noscript'));
  const first = (n) => {
    for (let s = n.previousSibling; s; s = s.previousSibling) if (!blank(s)) return false;
    return true;
  };
  let n = el;
  for (let i = 0; i < 5 && first(n) && n.parentElement && n.parentElement !== document.body; i++) n = n.parentElement;
  let prev = n.previousElementSibling;
  while (prev && prev.matches('script,style,template,noscript')) prev = prev.previousElementSibling;
  if (n === el || !prev || !swVisible(prev) || prev.querySelector('input,select,textarea,button')) return '';
  return prev.innerText || '';
}

// The heading just above a field nothing labels, within its nearest containers: Swagger UI's
// "Request body" h4 over its textarea. A visual label, weaker than a real one. As with the text before a
// field, another field in between that nothing else names is what the heading captions (a "Form select"
// heading over a drop-down and then a list box captions the drop-down; Swagger UI's labelled content-type
// drop-down between its heading and the body leaves the heading to the body).
function swCaption(el) {
  const beside = swTextBefore(el);
  if (beside) return beside;
  const after = (a, b) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  for (let p = el.parentElement, i = 0; p && i < 6; p = p.parentElement, i++) {
    const above = Array.from(p.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading],legend'))
      .filter((h) => swVisible(h) && after(h, el));
    if (!above.length) continue;
    const h = above[above.length - 1];
    const between = Array.from(p.querySelectorAll('input:not([type=hidden]),select,textarea'))
      .some((f) => f !== el && after(h, f) && after(f, el) && swVisible(f) && !swName(f));
    return between ? '' : swShort(h.innerText || '', 80);
  }
  return '';
}
