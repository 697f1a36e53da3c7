// Words for icon buttons. A button that shows only a trash can or an "×" is what a tester calls
// "the trash icon" or "the close button", but its accessible name is empty or a glyph: the words
// come from icon class names (fa-trash, icon-close, btn-close), sprite references (<use
// href="#icon-trash">), icon attributes (data-icon) and a small table of glyphs. They are kept apart
// from the accessible name (iconWords = what the icon shows, iconAlias = what it usually means).

// Icon sets' class prefixes: what follows them names the icon ("fa-trash", "bi-x-lg", "mdi-delete").
const SW_ICON_SETS = new Set(['fa', 'fas', 'far', 'fab', 'fal', 'fad', 'bi', 'icon', 'icons', 'ico', 'ic', 'glyphicon',
  'mdi', 'ti', 'tabler', 'lucide', 'feather', 'fe', 'ion', 'ionicon', 'octicon', 'la', 'las', 'lar', 'ri', 'zmdi',
  'codicon', 'gg', 'uil', 'oi', 'material', 'symbol', 'svg', 'i']);
// Words in icon names that say how it is drawn, not what it is.
const SW_ICON_NOISE = new Set([...SW_ICON_SETS, 'icons', 'solid', 'regular', 'light', 'thin', 'duotone', 'brands',
  'sharp', 'outline', 'outlined', 'round', 'rounded', 'filled', 'fill', 'line', 'alt', 'o', 'lg', 'sm', 'xs', 'xl',
  'md', 'fw', 'sprite', 'sprites', 'btn', 'button', 'symbols', 'inline', 'circle', 'square', 'small', 'large', 'big',
  'mini', 'default', 'primary', 'secondary', 'light', 'dark', 'white', 'black', 'left', 'img', 'image', 'svg']);
// What an icon word usually means in a step: the alias, when it is another word.
const SW_ICON_ALIAS = {
  x: 'close', times: 'close', xmark: 'close', cross: 'close', multiply: 'close', dismiss: 'close',
  trash: 'delete', bin: 'delete', destroy: 'delete', garbage: 'delete', wastebasket: 'delete', remove: 'delete',
  pencil: 'edit', pen: 'edit', plus: 'add', minus: 'remove', magnifier: 'search', magnifying: 'search',
  loupe: 'search', gear: 'settings', cog: 'settings', cogs: 'settings', bars: 'menu', hamburger: 'menu',
  navicon: 'menu', ellipsis: 'more', dots: 'more', kebab: 'more', check: 'confirm', checkmark: 'confirm',
  tick: 'confirm', sync: 'refresh', rotate: 'refresh', reload: 'refresh', heart: 'like', star: 'favorite',
  bell: 'notifications', user: 'account', person: 'account', profile: 'account', envelope: 'email', mail: 'email',
  house: 'home', floppy: 'save', funnel: 'filter', clipboard: 'copy', clone: 'copy', chevron: 'toggle', caret: 'toggle',
  new: 'add', create: 'add',
};
const SW_ICON_MEANINGS = new Set(Object.values(SW_ICON_ALIAS));

// Glyphs that stand alone as a button's text, and what they show.
const SW_GLYPHS = [
  ['×✕✖✗✘⨯╳', 'close'], ['🗑', 'trash'], ['✎✏✐🖉🖊', 'pencil'], ['+＋➕', 'plus'], ['−➖', 'minus'],
  ['☰≡', 'menu'], ['⋮⋯…︙', 'more'], ['🔍🔎⌕', 'search'], ['⚙', 'gear'], ['✓✔', 'check'],
  ['←‹«⟨', 'back'], ['→›»⟩', 'next'], ['↻⟳🔄', 'refresh'], ['▾▼⌄', 'expand'], ['▴▲⌃', 'collapse'],
  ['♥❤♡', 'heart'], ['★☆', 'star'], ['🔔', 'bell'], ['🛒', 'cart'], ['✉📧', 'envelope'], ['⌂🏠', 'home'],
  ['ⓘℹ', 'info'], ['📎', 'attach'], ['⬇⤓', 'download'], ['⬆⤒', 'upload'], ['⎘📋', 'clipboard'], ['🖨', 'print'],
  ['💾', 'floppy'],
];

// The icon word for a text that is one glyph (give or take a variation selector), else ''.
function swGlyph(text) {
  const chars = Array.from(text.replace(/[\uFE0E\uFE0F\s]/g, ''));
  if (chars.length !== 1) return '';
  const g = SW_GLYPHS.find(([set]) => set.includes(chars[0]));
  return g ? g[1] : '';
}

// An element without text may draw its glyph with CSS: `.destroy::after { content: '×' }`.
function swPseudoGlyph(el) {
  for (const pseudo of ['::before', '::after']) {
    const content = getComputedStyle(el, pseudo).content;
    const glyph = content && content !== 'none' && content !== 'normal' ? swGlyph(content.replace(/^["']|["']$/g,
      '')) : '';
    if (glyph) return glyph;
  }
  return '';
}

function swIconNameWords(name) {
  return name.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z]+/)
    .filter((w) => w.length > 0 && !SW_ICON_NOISE.has(w));
}

// Words of one class: all of it for an icon-set class ("fa-trash"); of another class only a word an
// icon is known by, and only from a one-word or button class ("close", "btn-close", "delete-btn";
// not "form-check" or "search-bar").
// On a drawn icon (an svg or i element), the words after "icon" or "image" in a class name it too
// ("tc-image-right-arrow" is a right arrow).
function swIconClassWords(cls, drawn) {
  const parts = cls.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z\d]+/).filter(Boolean);
  if (!parts.length) return [];
  const iconSet = SW_ICON_SETS.has(parts[0]) || parts[parts.length - 1] === 'icon' || parts.includes('icons');
  if (iconSet) return swIconNameWords(cls);
  const named = drawn ? parts.findIndex((w) => w === 'icon' || w === 'image') : -1;
  if (named >= 0 && named < parts.length - 1) return swIconNameWords(parts.slice(named + 1).join(' '));
  if (parts.length > 1 && !parts.some((w) => w === 'btn' || w === 'button')) return [];
  return parts.filter((w) => SW_ICON_ALIAS[w] || SW_ICON_MEANINGS.has(w));
}

// { iconWords, iconAlias } for an element, or null when it shows no icon.
function swIconWords(el, text) {
  const found = [];
  const add = (ws) => { for (const w of ws) if (!found.includes(w)) found.push(w); };
  // an icon of a control nested in this one is that control's (TiddlyWiki's arrow button inside a link)
  const own = (i) => {
    const control = i.parentElement && i.parentElement.closest('a[href],button,[role=button],[role=link]');
    return !control || control === el || !el.contains(control);
  };
  const icons = [el, ...Array.from(el.querySelectorAll('i,svg,use,img,span[class*=icon],[class*=fa-],[data-icon]'))
    .filter(own).slice(0, 6)];
  for (const i of icons) {
    const cls = i.getAttribute('class') || '';
    const drawn = i !== el && /^(?:svg|i)$/i.test(i.tagName);
    for (const c of cls.split(/\s+/)) if (c) add(swIconClassWords(c, drawn));
    const href = i.tagName.toLowerCase() === 'use' ? i.getAttribute('href') || i.getAttribute('xlink:href') || '' : '';
    if (href.includes('#')) add(swIconNameWords(href.slice(href.indexOf('#') + 1)));
    const attr = i.getAttribute('data-icon') || i.getAttribute('data-lucide') || i.getAttribute('data-feather') ||
      (i.tagName.toLowerCase() === 'svg' && /Icon$/.test(i.getAttribute('data-testid') || '')
        ? i.getAttribute('data-testid') : '');
    if (attr) add(swIconNameWords(attr));
    // ligature icon fonts: <span class="material-icons">delete</span>
    if (/material|symbols/.test(cls) && i !== el) add(swIconNameWords(i.textContent.trim().replace(/_/g, ' ')));
  }
  const glyph = text ? swGlyph(text) : swPseudoGlyph(el);
  if (glyph) add([glyph]);
  if (!found.length) return null;
  const alias = [];
  for (const w of found) {
    const a = SW_ICON_ALIAS[w];
    if (a && !found.includes(a) && !alias.includes(a)) alias.push(a);
  }
  const out = { iconWords: found.slice(0, 4).join(' ') };
  if (alias.length) out.iconAlias = alias.slice(0, 3).join(' ');
  return out;
}
