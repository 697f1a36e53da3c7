// What holds what, for relations.js: containment that looks through frames (a link inside an iframe editor is
// in the editor), the outermost or innermost of several parts, and the documents a nested part is looked for in.

// `c` holds `e` in the DOM, or holds the frame `e`'s document is shown in (a link inside an iframe editor
// is in the editor around that iframe)
function swHolds(c, e) {
  if (swHeadingParts.has(c)) return swUnderHeading(c, e);
  for (let n = e; n; n = n.ownerDocument.defaultView && n.ownerDocument.defaultView.frameElement) {
    if (c !== n && c.contains(n)) return true;
    // the container is the frame itself ("the email body"): what its document shows is in it
    if (c === n && n !== e) return true;
  }
  return false;
}

function swOutermost(els) {
  return els.filter((e) => !els.some((o) => o !== e && o.contains(e)));
}

function swInnermost(els) {
  return els.filter((e) => !els.some((o) => o !== e && e.contains(o)));
}

// The innermost of them that hold a candidate: a row whose cell nests a layout table (JSONEditor's
// field and value) is still the row, while a layout row wrapping other rows is not.
function swInnermostHolding(els, found) {
  const holds = (c) => found.some((e) => c !== e && c.contains(e));
  const inner = els.filter((e) => !els.some((o) => o !== e && e.contains(o) && holds(o)));
  return inner.some(holds) ? inner : swInnermost(els);
}

// Every document the page shows: its own and those of its visible same-origin frames, frames in frames too
// (a drop-down's list drawn in a frame of its own is a part of the page like any other).
function swAllDocuments(doc, docs) {
  for (const f of doc.querySelectorAll('iframe,frame')) {
    const d = swFrameDoc(f);
    if (d && !docs.includes(d) && swVisible(f)) {
      docs.push(d);
      swAllDocuments(d, docs);
    }
  }
  return docs;
}

// The documents a part is looked for in: with no outer part, all the page shows; within one, the page's and
// the same-origin documents shown in frames that the outer part is or holds (a heading in an editor whose
// editing area is an iframe).
function swDocumentsIn(outerParts) {
  if (!outerParts) return swAllDocuments(document, [document]);
  const docs = [document];
  for (const c of outerParts) {
    const frames = /^I?FRAME$/.test(c.tagName) ? [c] : Array.from(c.querySelectorAll('iframe,frame'));
    for (const f of frames) {
      const d = swFrameDoc(f);
      if (d && !docs.includes(d) && swVisible(f)) docs.push(d);
    }
  }
  return docs;
}
