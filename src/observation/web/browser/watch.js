// Installs, once per document, what settle.js reads to tell whether the page has settled: when the
// DOM last changed (one MutationObserver over the document and every open shadow root and
// same-origin iframe the observer has met), when the last click or keystroke happened, and whether
// the document is about to be left. Quiet is measured from whichever came last. The same records
// tell observe.js whether anything changed since its last observation (swPageToken).

function swWatch() {
  let w = window.__swWatch;
  if (w) return w;
  const now = () => performance.now();
  // nothing is known about what happened before: count the install as the last change
  w = window.__swWatch = { changed: now(), input: 0, scrolled: 0, leaving: false, roots: new WeakSet(), observer: null,
    id: Math.random().toString(36).slice(2) };
  w.observer = new MutationObserver(() => { w.changed = now(); });
  for (const type of ['pointerdown', 'click', 'keydown', 'input', 'change']) {
    window.addEventListener(type, () => { w.input = now(); }, true);
  }
  // any scrolled box moves what is in view; focus changes what a page may show (not input: settle ignores them)
  for (const type of ['scroll', 'focusin', 'focusout']) {
    window.addEventListener(type, () => { w.scrolled = now(); }, true);
  }
  // a hash a link set is something new to see, though only CSS (:target) may show it: no DOM mutation says so
  window.addEventListener('hashchange', () => { w.changed = now(); });
  window.addEventListener('beforeunload', () => { w.leaving = true; });
  window.addEventListener('pagehide', () => { w.leaving = true; });
  swWatchRoot(document);
  return w;
}

function swWatchRoot(root) {
  const w = swWatch();
  if (w.roots.has(root)) return;
  w.roots.add(root);
  w.observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
}

// Finite animations and transitions still running in the document or its same-origin frames;
// endless ones (spinners, pulsing badges) never end, so waiting for them would only cost time.
function swRunningAnimations() {
  const docs = [document];
  for (let i = 0; i < window.frames.length; i++) {
    try { if (window.frames[i].document) docs.push(window.frames[i].document); } catch (e) { /* cross-origin */ }
  }
  let n = 0;
  for (const doc of docs) {
    if (!doc.getAnimations) continue;
    for (const a of doc.getAnimations()) {
      if (a.playState !== 'running') continue;
      const t = a.effect && a.effect.getComputedTiming ? a.effect.getComputedTiming() : null;
      if (t && t.endTime !== Infinity) n++;
    }
  }
  return n;
}

// The document is still loading: its DOM is not ready, or was ready less than a second ago while
// subresources load. A resource that never answers (offline) does not keep the page busy for ever.
function swStillLoading() {
  if (document.readyState === 'complete') return false;
  const nav = performance.getEntriesByType('navigation')[0];
  return document.readyState === 'loading' || !nav || !nav.domContentLoadedEventEnd
    || performance.now() - nav.domContentLoadedEventEnd < 1000;
}

// What keeps the page from being settled now: '' when nothing does.
function swBusy(quietMs) {
  const w = swWatch();
  if (w.leaving || (window.__swDocument && (window.__swLeaving || window.__swExpectNav))) return 'navigating';
  if (swStillLoading()) return 'loading';
  if (performance.now() - Math.max(w.changed, w.input) < quietMs) return 'mutating';
  if (swRunningAnimations()) return 'animating';
  return '';
}

// What the page looks like now, as far as it can be told cheaply: the same token twice means nothing
// was changed, typed, clicked, scrolled, focused, loaded or animated in between, in the document or
// its same-origin frames (each frame document gets a mark of its own, so a frame that loaded anew
// differs). Resources that finished loading (an image, a font, a stylesheet) count: they move things.
function swPageToken() {
  const w = swWatch();
  const frames = [];
  for (let i = 0; i < window.frames.length; i++) {
    try {
      const d = window.frames[i].document;
      d.__swMark = d.__swMark || Math.random().toString(36).slice(2);
      frames.push(d.__swMark + ' ' + d.URL + ' ' + d.readyState);
    } catch (e) { frames.push('cross-origin'); }
  }
  return [w.id, location.href, document.readyState, w.changed, w.input, w.scrolled, innerWidth, innerHeight,
    scrollX, scrollY, performance.getEntriesByType('resource').length,
    swRunningAnimations() ? 'animating ' + performance.now() : '', frames.join('|')].join(';');
}
