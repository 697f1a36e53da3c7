// Runs inside the page, before relations.js: parts of the page a step names by a plain noun, found by
// what their own markup says ("the inbox", "the top bar", "the left column", "the email body"), not by a
// name they show.

// Words of an element's own markup: its id, classes, label and role, split where a person would
// ("topBar", "top-bar" and "topbar" all say "top bar").
function swMarkupWords(el) {
  const raw = [el.id, typeof el.className === 'string' ? el.className : '', el.getAttribute('aria-label'),
    el.getAttribute('role')]
    .filter(Boolean).join(' ');
  return raw.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

// the same words, each without a plural "s" ("columns" says column)
function swMarkupSingulars(el) {
  return swMarkupWords(el).map((w) => w.replace(/s$/, ''));
}

function swSaysAll(el, words) {
  const own = swMarkupSingulars(el);
  return words.every((w) => own.includes(w));
}

// a part whose markup and labelling element's id say the words together: div.dropdown-menu labelled by
// #userDropdown (or by #user) is "the user dropdown"
function swLabelledAs(el, words) {
  const by = swLabellingWords(el);
  const said = [...by.map((w) => w.replace(/s$/, '')), ...swMarkupSingulars(el)];
  return by.length > 0 && words.every((w) => said.includes(w));
}

// the words of the ids an element is labelled by: aria-labelledby="userDropdown" says "user dropdown"
function swLabellingWords(el) {
  return (el.getAttribute('aria-labelledby') || '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
    .split(/[^a-z0-9]+/).filter(Boolean);
}

// "the user menu" where the markup says so: a Bootstrap dropdown-menu labelled by #userDropdown. The
// outermost visible elements whose class, id or labelling element's id hold the kind and every word.
// A word as markup and steps both say it: "scrollable" and "table-scroll", "editing" and "edit-area".
function swStem(w) {
  return w.toLowerCase().replace(/s$/, '').replace(/^(.{4,}?)(?:able|ing|ed)$/, '$1');
}

function swMarkedAs(kind, want) {
  const words = [kind, ...want.split(/\s+/)].map(swStem);
  const page = [document.body, document.documentElement];
  const says = (el) => {
    const own = [...swMarkupWords(el), ...swLabellingWords(el)].map(swStem);
    return words.every((w) => own.includes(w));
  };
  return swOutermost(Array.from(document.querySelectorAll('body *')).filter((e) => !page.includes(e) && swVisible(e)
    && says(e)));
}

// "the inbox", "the top bar", "the first accordion": the outermost visible elements whose markup says
// the noun (a class or id of those words, with or without separators); none when nothing says it.
// `named`: the step also gives the part's name ("the "Shopping list" tiddler"), which picks among them.
function swNounContainers(noun, ordinal, named, inside) {
  // ("the accordion example", "the modal demo": on a docs page, the example is the thing itself)
  const said = noun.toLowerCase().split(/\s+/).map((w) => w.replace(/s$/, ''));
  const words = said.length > 1 && /^(?:example|demo|sample)$/.test(said[said.length - 1]) ? said.slice(0, -1) : said;
  const joined = words.join('');
  const page = [document.body, document.documentElement];
  const says = (el) => {
    const whole = [el.id, ...(typeof el.className === 'string' ? el.className.split(/\s+/) : [])]
      .map((c) => c.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/s$/, ''));
    return whole.includes(joined) || swSaysAll(el, words) || swLabelledAs(el, words);
  };
  const marked = swOutermost(Array.from(document.querySelectorAll('body *'))
    .filter((e) => !page.includes(e) && says(e) && swVisible(e)));
  // the toggle a#userDropdown and the menu it labels both say "user dropdown": the part is the menu
  const labels = new Set(marked.flatMap((e) => (e.getAttribute('aria-labelledby') || '').split(/\s+/)));
  const all = marked.filter((e) => (!e.id || !labels.has(e.id)) && (!inside || inside(e)));
  if (!all.length && words.length > 1 && words[words.length - 1] === 'body') return swFrameBody(words.slice(0, -1));
  // "the left column": no markup says "leftcolumn", so the one on that side of the parts marked column
  // (or, with no such siblings, the few parts marked so on the page: two accordions in two columns)
  if (!all.length && words.length > 1 && /^(?:left|right|top|bottom)$/.test(words[0])) {
    const siblings = swSiblingsMarked(words.slice(1));
    const spread = siblings.length ? siblings : swOutermost(Array.from(document.querySelectorAll('body *'))
      .filter((e) => !page.includes(e) && swVisible(e) && swSaysAll(e, words.slice(1))));
    return spread.length <= 4 ? swSide(spread, words[0]) : [];
  }
  // the markup is a guess at what the step means: one such part of the page, or several side by side
  // (a column of accordions) that an ordinal can count; parts in different places leave it open
  const sideBySide = all.every((e) => e.parentElement === all[0].parentElement);
  if (all.length > 1 && !named && (ordinal === undefined || !sideBySide)) return [];
  return all;
}

// The one group of two or more siblings whose markup says the words (Spectre's two div.column side by side
// in a div.columns); none when several groups do.
function swSiblingsMarked(words) {
  const marked = Array.from(document.querySelectorAll('body *')).filter((e) => swVisible(e)
    && ![document.body, document.documentElement].includes(e)
    && swSaysAll(e, words));
  const groups = [...new Set(marked.map((e) => e.parentElement))]
    .map((p) => marked.filter((e) => e.parentElement === p)).filter((g) => g.length > 1);
  return groups.length === 1 ? groups[0] : [];
}

// "the email body", "the message body": the document the one frame shows whose place on the page (the
// frame or the parts around it) says the other words (MailDev's div.email-content-view > iframe); where no
// frame's place says them, the one frame the page shows (a body is a document's: "the message body" of a
// mail preview). Several frames, none saying the words, leave it open.
function swFrameBody(rest) {
  const says = (f) => {
    const own = [];
    for (let n = f, i = 0; n && i < 4; n = n.parentElement, i++) own.push(...swMarkupSingulars(n));
    return rest.every((w) => own.includes(w));
  };
  const shown = Array.from(document.querySelectorAll('iframe')).filter((f) => swVisible(f));
  const frames = shown.filter(says);
  return frames.length === 1 ? frames : !frames.length && shown.length === 1 ? shown : [];
}
