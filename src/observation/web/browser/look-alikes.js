// Look-alikes told apart by the part each one owns, or by the part the scenario named last (before relations.js,
// which narrows a scope with them).

// Look-alikes repeated in every part (a "close" on each note): of the elements of one name, the one whose own
// part (the largest block around it holding no other of that name, short of the page) shows the text; none of
// them when that is not exactly one. Elements of a name of their own are no look-alikes: they stay.
function swOwning(found, anchors) {
  const page = [document.body, document.documentElement];
  const ownPart = (e, twins) => {
    let part = e;
    while (part.parentElement && !page.includes(part.parentElement)
      && !twins.some((o) => o !== e && part.parentElement.contains(o))) part = part.parentElement;
    return part;
  };
  const byName = new Map();
  for (const e of found) {
    const name = swName(e);
    byName.set(name, [...(byName.get(name) || []), e]);
  }
  // of each name's look-alikes, the one owner (or none); an element of a name of its own is kept
  const kept = new Set();
  for (const twins of byName.values()) {
    const owners = twins.length < 2 ? twins : twins.filter((t) => {
      const part = ownPart(t, twins);
      return part !== t && anchors.some((a) => part.contains(a));
    });
    if (owners.length === 1) kept.add(owners[0]);
  }
  return found.filter((e) => kept.has(e));
}

// The part the scenario named last: of its texts, latest first, the first that heads a part holding a candidate
function swInSaidPart(found, tries) {
  for (const text of tries) {
    const held = swLedBy(text, found);
    if (held.length) return held;
  }
  return [];
}
