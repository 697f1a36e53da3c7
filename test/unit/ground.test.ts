import { describe, expect, it } from 'vitest';
import type { ObservedCollection, ObservedElement } from '../../src/observation/element.ts';
import {
  ACCEPT_SCORE, MIN_MARGIN, NONE_BELOW, groundCollection, groundTarget, similarity, soleOfKind, words, type Purpose,
} from '../../src/planners/rules/ground.ts';
import { classWords } from '../../src/planners/rules/words.ts';
import type { RoleHint, TargetPhrase } from '../../src/planners/rules/intent.ts';

let next = 0;
/** An observed element with every required field filled; `over` sets what the test is about. */
function el(role: string, name: string, over: Partial<ObservedElement> = {}): ObservedElement {
  const index = next++;
  const tag = { button: 'button', link: 'a', textbox: 'input', searchbox: 'input', checkbox: 'input', radio: 'input',
    combobox: 'select', heading: 'h2', img: 'img' }[role] ?? 'div';
  return {
    index, tag, role, name, classes: [], disabled: false,
    editable: role === 'textbox' || role === 'searchbox', xpath: `/html/body/*[${index}]`, css: `#e${index}`,
    bounds: { x: 0, y: 0, w: 10, h: 10 }, context: '', ...over,
  };
}

const quoted = (text: string, roleHint?: RoleHint): TargetPhrase =>
  (roleHint ? { words: text, quoted: { text, at: 0 }, roleHint } : { words: text, quoted: { text, at: 0 } });
const bare = (text: string, roleHint?: RoleHint): TargetPhrase =>
  (roleHint ? { words: text, roleHint } : { words: text });

describe('words and similarity', () => {
  it('splits identifiers the way people name fields', () => {
    expect(words('tea-type')).toEqual(['tea', 'type']);
    expect(words('teaType')).toEqual(['tea', 'type']);
    expect(words('shipping_method')).toEqual(['shipping', 'method']);
    expect(words('  Username * ')).toEqual(['username']);
    expect(words('HTMLParser')).toEqual(['html', 'parser']);
    // a name that is one sign is that sign; a sign beside words is no word of its own
    expect(words('€')).toEqual(['€']);
    expect(words(' + ')).toEqual(['+']);
    expect(words('10 € off')).toEqual(['10', 'off']);
    expect(words('')).toEqual([]);
  });

  it('ranks exact over word-set over prefix over overlap', () => {
    const p = words('Tea type');
    const exact = similarity(p, 'Tea type');
    const id = similarity(p, 'tea-type');
    const longer = similarity(p, 'Tea type (optional)');
    const partial = similarity(p, 'Green tea');
    expect(exact).toBe(1);
    expect(id).toBeLessThanOrEqual(exact);
    expect(longer).toBeLessThan(id);
    expect(partial).toBeLessThan(longer);
    expect(similarity(words('user name'), 'username')).toBeGreaterThan(0.9);
    expect(similarity(words('Sign in'), 'Register')).toBe(0);
  });
});

describe('groundTarget: clear winners', () => {
  const login = [
    el('heading', 'Sign in to Tea Shop'),
    el('textbox', 'Username', { label: 'Username', id: 'username', nameAttr: 'username' }),
    el('textbox', 'Password', { label: 'Password', id: 'password', type: 'password' }),
    el('checkbox', 'Remember me', { label: 'Remember me', checked: false }),
    el('button', 'Sign in', { text: 'Sign in', type: 'submit' }),
    el('link', 'Forgot password?', { href: '/forgot' }),
    el('link', 'Products', { href: '/products', context: 'nav' }),
    el('combobox', 'Tea type', { id: 'tea-type', options: ['Green', 'Black'] }),
    el('searchbox', 'Search teas…', { placeholder: 'Search teas…', type: 'search' }),
    el('radio', 'Express', { nameAttr: 'shipping', checked: false }),
    el('radio', 'Standard', { nameAttr: 'shipping', checked: true }),
  ];
  const find = (name: string) => login.find((e) => e.name === name)!;

  it.each<[string, TargetPhrase, Purpose, string]>([
    ['quoted button name', quoted('Sign in', 'button'), 'click', 'Sign in'],
    ['case and punctuation', bare('sign-in'), 'click', 'Sign in'],
    ['field by label', bare('Username', 'textbox'), 'type', 'Username'],
    ['field by lower-case word', bare('username'), 'type', 'Username'],
    ['password field', bare('password'), 'type', 'Password'],
    ['select by kebab id/name', quoted('Tea type', 'combobox'), 'select', 'Tea type'],
    ['select by name with extra words', bare('tea type dropdown'), 'select', 'Tea type'],
    ['search box by placeholder/type', bare('search'), 'type', 'Search teas…'],
    ['checkbox to check', quoted('Remember me'), 'check', 'Remember me'],
    ['radio with option hint', quoted('Express', 'option'), 'check', 'Express'],
    ['link', quoted('Products', 'link'), 'click', 'Products'],
    ['heading for state', quoted('Sign in to Tea Shop', 'heading'), 'state', 'Sign in to Tea Shop'],
  ])('%s', (_, target, purpose, expected) => {
    const g = groundTarget(target, login, purpose);
    expect(g.ok, g.ok ? '' : g.message).toBe(true);
    if (g.ok) {
      expect(g.match.element).toBe(find(expected));
      expect(g.match.score).toBeGreaterThanOrEqual(ACCEPT_SCORE);
      expect(g.match.score).toBeLessThanOrEqual(1);
      expect(g.match.why.length).toBeGreaterThan(0);
    }
  });

  it('prefers the element whose role fits the action: typing goes to the field, not its heading', () => {
    const els = [el('heading', 'Email'), el('textbox', 'Email', { label: 'Email' })];
    const g = groundTarget(bare('Email'), els, 'type');
    expect(g.ok && g.match.element).toBe(els[1]);
  });

  it('follows the role word: the "Reviews" tab, not the "Reviews" heading', () => {
    const els = [el('heading', 'Reviews'), el('tab', 'Reviews')];
    const g = groundTarget(quoted('Reviews', 'tab'), els, 'click');
    expect(g.ok && g.match.element).toBe(els[1]);
  });

  it('prefers the exact name over a longer one', () => {
    const els = [el('button', 'Sign in'), el('button', 'Sign in with Google')];
    const g = groundTarget(quoted('Sign in'), els, 'click');
    expect(g.ok && g.match.element).toBe(els[0]);
  });

  it('prefers an enabled twin, and still grounds a lone disabled element for a state check', () => {
    const twins = [el('button', 'Save', { disabled: true }), el('button', 'Save')];
    const g = groundTarget(quoted('Save'), twins, 'click');
    expect(g.ok && g.match.element).toBe(twins[1]);
    const lone = [el('button', 'Export CSV', { disabled: true }), el('button', 'Import')];
    const s = groundTarget(quoted('Export CSV', 'button'), lone, 'state');
    expect(s.ok && s.match.score).toBe(1);
  });

  it('matches a submit input by its value and an element by its test id', () => {
    const els = [el('button', '', { tag: 'input', value: 'Place order' }), el('generic', '', { testId: 'cart-total' })];
    const a = groundTarget(quoted('Place order'), els, 'click');
    expect(a.ok && a.match.element).toBe(els[0]);
    const b = groundTarget(bare('cart total'), els, 'read');
    expect(b.ok && b.match.element).toBe(els[1]);
  });
});

describe('groundTarget: declines', () => {
  it('reports identical duplicates as ambiguous, listing them with their context', () => {
    const els = [
      el('button', 'Delete', { context: 'Assam Black tea £4' }),
      el('button', 'Delete', { context: 'Sencha Green tea £5' }),
      el('button', 'Edit', { context: 'Assam Black tea £4' }),
    ];
    const g = groundTarget(quoted('Delete'), els, 'click');
    expect(g.ok).toBe(false);
    if (!g.ok) {
      expect(g.reason).toBe('ambiguous');
      expect(g.message).toBe('2 elements match "Delete" about equally: button "Delete" (Assam Black tea £4), button "Delete" (Sencha Green tea £5)');
      expect(g.candidates.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('is ambiguous when two names fit about as well', () => {
    const els = [el('button', 'Add to cart'), el('button', 'Add to wishlist')];
    const g = groundTarget(bare('add'), els, 'click');
    expect(!g.ok && g.reason).toBe('ambiguous');
  });

  it('is ambiguous (weak) when the best match is too poor to act on', () => {
    // a free-text field named Country is not the dropdown "select … from Country" promised
    const els = [el('textbox', 'Country', { label: 'Country' })];
    const g = groundTarget(quoted('Country'), els, 'select');
    expect(g.ok).toBe(false);
    if (!g.ok) {
      expect(g.reason).toBe('ambiguous');
      expect(g.message).toBe('only a weak match for "Country" (0.45): textbox "Country"');
    }
  });

  it('finds none when nothing matches', () => {
    const els = [el('button', 'Sign in'), el('link', 'Register')];
    const g = groundTarget(quoted('Checkout'), els, 'click');
    expect(g.ok).toBe(false);
    if (!g.ok) {
      expect(g.reason).toBe('none');
      expect(g.message).toMatch(/^no element matches "Checkout"/);
    }
    expect(groundTarget(quoted('Anything'), [], 'click')).toMatchObject({ ok: false, reason: 'none' });
  });

  it('does not let a few matching words stand for a longer phrase', () => {
    const els = [el('button', 'Delete', { context: 'Sencha' })];
    expect(groundTarget(bare('Delete button for Assam'), els, 'click').ok).toBe(false);
  });

  it('never types into something that is not editable', () => {
    const els = [el('button', 'Username'), el('heading', 'Username')];
    const g = groundTarget(bare('Username'), els, 'type');
    expect(!g.ok && g.reason).toBe('none');
  });

  it('does not check a plain button', () => {
    const els = [el('button', 'Gift wrap')];
    const g = groundTarget(quoted('Gift wrap', 'checkbox'), els, 'check');
    expect(g.ok).toBe(false);
  });

  it('takes a role-less clickable div for the button a step names, and prefers it to plain text', () => {
    const els = [el('generic', 'Buy now', { clickable: true }), el('generic', 'Buy now today and save')];
    const g = groundTarget(bare('Buy now', 'button'), els, 'click');
    expect(g.ok && g.match.element).toBe(els[0]);
  });

  it('exports its thresholds', () => {
    expect([ACCEPT_SCORE, MIN_MARGIN, NONE_BELOW]).toEqual([0.5, 0.15, 0.3]);
  });
});

describe('groundCollection', () => {
  const col = (name: string, count: number, css = `.${name.split(' ')[1] ?? name}`): ObservedCollection =>
    ({ css, count, name, sample: `${name} sample` });
  const shop = [col('article product-card products', 10), col('li nav-item main-nav', 5), col('tr orders-table Orders', 3)];

  it.each([
    ['products', 0], ['product', 0], ['orders', 2], ['rows', 2], ['nav items', 1],
  ])('%s', (noun, i) => {
    const g = groundCollection(noun as string, shop);
    expect(g.ok && g.collection).toBe(shop[i as number]);
  });

  it('matches todos against a todo-list container', () => {
    const todo = [col('li todo-list', 2, '.todo-list > li'), col('li filters', 3, '.filters > li')];
    const g = groundCollection('todos', todo);
    expect(g.ok && g.collection).toBe(todo[0]);
  });

  it('matches "to-do items" (words written apart) against a todo-list container', () => {
    const todo = [col('li todo-list', 2, '.todo-list > li'), col('li filters', 3, '.filters > li')];
    const g = groundCollection('to-do items', todo);
    expect(g.ok && g.collection).toBe(todo[0]);
  });

  it('counts in a list the step names by a quoted name only when the list says all of it', () => {
    const grid = [col('li paginate dataTables-paginate', 3, '.dataTables_paginate li'), col('tr dataTable', 10, 'tbody tr')];
    expect(groundCollection('DataTables Example rows', grid, 10, true).ok).toBe(false);
    const g = groundCollection('DataTables rows', grid, 10, true);
    expect(g.ok && g.collection).toBe(grid[1]);
  });

  it('takes the only list for a generic noun', () => {
    const g = groundCollection('results', [col('div search-hit', 7)]);
    expect(g.ok).toBe(true);
  });

  it('will not choose between several plausible lists for a generic noun', () => {
    const g = groundCollection('items', [col('li menu', 4), col('li cart', 2)]);
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.message).toMatch(/^2 lists could be the "items"/);
  });

  it('lets the expected count settle a tie', () => {
    const lists = [col('li menu', 4), col('li cart', 2)];
    const g = groundCollection('items', lists, 2);
    expect(g.ok && g.collection).toBe(lists[1]);
  });

  it('says so when nothing looks like the noun', () => {
    expect(groundCollection('reviews', shop)).toMatchObject({ ok: false });
    expect(groundCollection('products', [])).toMatchObject({ ok: false });
  });
});

describe('nested candidates and number', () => {
  it('takes the heading a link sits in as "the … heading", named by that link (Swagger UI tags)', () => {
    const heading = el('heading', 'authors People who wrote the books', { xpath: '/html/body/div[1]/h3[1]', clickable: true });
    const inner = el('link', 'authors', { xpath: '/html/body/div[1]/h3[1]/a[1]' });
    const elsewhere = el('link', '/authors', { xpath: '/html/body/div[2]/a[1]' });
    const g = groundTarget(quoted('authors', 'heading'), [inner, heading, elsewhere], 'click');
    expect(g.ok && g.match.element).toBe(heading);
  });

  it('merges nothing without a role word: the link inside and the heading stay two candidates', () => {
    const heading = el('heading', 'authors', { xpath: '/html/body/h3[1]' });
    const inner = el('link', 'authors', { xpath: '/html/body/h3[1]/a[1]' });
    const g = groundTarget(quoted('authors'), [heading, inner], 'click');
    expect(g.candidates.map((c) => c.element)).toContain(inner);
  });

  it('lets an exact name win over the same word in another number by the margin', () => {
    const book = el('button', 'Book');
    const books = el('link', 'books');
    const g = groundTarget(quoted('Book'), [books, book], 'click');
    expect(g.ok && g.match.element).toBe(book);
    expect(similarity(words('Book'), 'books')).toBeLessThanOrEqual(1 - MIN_MARGIN);
  });
});

describe('words from markup, and fields a person names by what they are', () => {
  it('reads a class as a person says it: no namespace prefix, a word run into a kind word split off', () => {
    expect(classWords('tc-titlebar', ['title'])).toBe('title bar');
    expect(classWords('js-card-titlebar', ['title'])).toBe('card title bar');
    // a prefix the phrase uses is a word; a run-in word that is not a kind is left whole
    expect(classWords('tc-titlebar', ['tc'])).toBe('tc titlebar');
    expect(classWords('subtitle', ['sub'])).toBe('subtitle');
  });

  it('finds "the title" field by its class, and not by a class every field shares', () => {
    const fields = [
      el('textbox', '', { classes: ['tc-titlebar', 'tc-edit-texteditor'] }),
      ...['tag name', 'field name', 'field value'].map((n) => el('textbox', n, { classes: ['tc-edit-texteditor'] })),
      el('textbox', 'Type the text for this tiddler', { tag: 'textarea', classes: [] }),
    ];
    const title = groundTarget(bare('title', 'textbox'), fields, 'type');
    expect(title.ok && title.match.element).toBe(fields[0]);
    // "tc-edit-texteditor" is on four fields: it names none of them; the multi-line one is the text editor
    const editor = groundTarget(bare('text editor'), fields, 'type');
    expect(editor.ok && editor.match.element).toBe(fields[4]);
  });

  it('leaves look-alikes that share only a class ambiguous', () => {
    const rows = ['a', 'b', 'c', 'd'].map(() => el('button', '', { classes: ['row-delete'] }));
    const g = groundTarget(bare('delete'), rows, 'click');
    expect(g.ok).toBe(false);
  });
});

describe('links of one name to one place', () => {
  it('clicks the first of them (the same page opens), but a check that one is gone stays unsure', () => {
    const first = el('link', 'Desktop', { href: '#Desktop', text: 'Desktop' });
    const again = el('link', 'Desktop', { href: '#Desktop', text: 'Desktop' });
    const g = groundTarget(quoted('Desktop'), [again, first].reverse(), 'click');
    expect(g.ok && g.match.element).toBe(first);
    expect(groundTarget(quoted('Desktop'), [first, again], 'state').ok).toBe(false);
  });
  it('stays unsure when they go to different places', () => {
    const a = el('link', 'Desktop', { href: '#Desktop', text: 'Desktop' });
    const b = el('link', 'Desktop', { href: '#Desktop%20App', text: 'Desktop' });
    expect(groundTarget(quoted('Desktop'), [a, b], 'click').ok).toBe(false);
  });
});

describe('words said by an element\'s attributes together', () => {
  it('finds "the tiddler title" field by its class (titlebar) and its value (New Tiddler) together', () => {
    const title = el('textbox', '', { classes: ['tc-titlebar', 'tc-edit-texteditor'], value: 'New Tiddler' });
    const body = el('textbox', '', { tag: 'textarea', placeholder: 'Type the text for this tiddler',
      classes: ['tc-edit-texteditor'] });
    const g = groundTarget(bare('tiddler title', 'textbox'), [body, title], 'type');
    expect(g.ok && g.match.element).toBe(title);
  });
  it('does not when one word is said nowhere, or only one attribute says them', () => {
    const body = el('textbox', '', { tag: 'textarea', placeholder: 'Type the text for this tiddler' });
    expect(groundTarget(bare('tiddler title', 'textbox'), [body], 'type').ok).toBe(false);
  });
});

describe('the only element of the kind the step says, its words fitting in part', () => {
  const source = (): ObservedElement => el('textbox', 'Editor, editor', { tag: 'textarea',
    classes: ['cke_source', 'cke_editable'] });
  it('is "the source code box" when it is the one text box and nothing else comes near the words', () => {
    const box = source();
    const page = [el('button', 'Source'), el('link', 'CKSource'), box];
    const g = groundTarget(bare('source code', 'textbox'), page, 'value');
    expect(g.ok).toBe(false);
    expect(soleOfKind(bare('source code', 'textbox'), g, page, 'value')).toBe(box);
  });
  it('is not when another box is there, when the words are quoted, or when they fit it not at all', () => {
    const page = [source(), el('textbox', 'Email')];
    expect(soleOfKind(bare('source code', 'textbox'), groundTarget(bare('source code', 'textbox'), page, 'value'),
      page, 'value')).toBeUndefined();
    const one = [source()];
    const said = quoted('source code', 'textbox');
    expect(soleOfKind(said, groundTarget(said, one, 'value'), one, 'value')).toBeUndefined();
    const email = [el('textbox', 'Email')];
    expect(soleOfKind(bare('search', 'textbox'), groundTarget(bare('search', 'textbox'), email, 'type'), email,
      'type')).toBeUndefined();
  });
});
