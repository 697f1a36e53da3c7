// Runs inside the page, after dom-model.js and before relations.js: what a part of the page is called,
// for anchors named by a label, legend, caption, heading, or (a tab panel) by its tab.

// a tab panel nothing names is named by its tab: the one that controls it, else the one selected tab of
// the tab list beside it (TiddlyWiki's sidebar: tab buttons, then the panel, no ids between them)
function swTabPanelName(el) {
  const tabs = Array.from(document.querySelectorAll('[role=tab]'));
  const controls = el.id && tabs.find((t) => t.getAttribute('aria-controls') === el.id);
  if (controls) return controls.innerText || '';
  let p = el.parentElement;
  for (let up = 0; p && up < 3; up++, p = p.parentElement) {
    const selected = tabs.filter((t) => p.contains(t) && !el.contains(t) && t.getAttribute('aria-selected') === 'true');
    if (selected.length) return selected.length === 1 ? selected[0].innerText || '' : '';
  }
  return '';
}

// What a container is called: its label, legend, caption or first heading of its own; a tab panel, its tab.
function swContainerName(el) {
  const aria = el.getAttribute('aria-label')
    || (el.getAttribute('aria-labelledby') && swTextOfIds(el.getAttribute('aria-labelledby')));
  if (aria) return aria;
  // a frame is named by its title ("Editor, editor"), or the name a link targets it by
  if (el.tagName === 'IFRAME' || el.tagName === 'FRAME') return el.title || el.name || '';
  const tab = el.getAttribute('role') === 'tabpanel' && swTabPanelName(el);
  if (tab) return tab;
  // its own: a heading inside a nested article or section heads that one, as in HTML's outline (a page's <main>
  // of several articles is not called by the first article's title)
  const own = (h) => {
    const part = h.parentElement && h.parentElement.closest('article,section,aside,nav');
    return !part || part === el || !el.contains(part);
  };
  const h = Array.from(el.querySelectorAll('legend,caption,h1,h2,h3,h4,h5,h6,[role=heading],summary')).find(own);
  return h ? (h.innerText || h.textContent || '') : '';
}

// A label that labels no control names the group it leads: its parent, when no other such label is in it
// (Spectre's "Gender" above its two radios, which each have a label of their own); where the label sits in a
// column of its own (a horizontal form's col-3 beside the col-9 of radios), the nearest block around it that
// holds controls, still with no other such label
function swGroupsLabelled(want) {
  const orphans = (root) => Array.from(root.querySelectorAll('label')).filter((l) => !l.control && swVisible(l));
  const group = (l) => {
    for (let p = l.parentElement, i = 0; p && p !== document.body && i < 3; p = p.parentElement, i++) {
      if (orphans(p).length > 1) return null;
      if (p.querySelector('input,select,textarea,[role=radio],[role=checkbox],[role=switch]')) return p;
    }
    return null;
  };
  return orphans(document).filter((l) => swLow(l.innerText) === want).map(group).filter(Boolean);
}
