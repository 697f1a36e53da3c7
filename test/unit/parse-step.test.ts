import { describe, expect, it } from 'vitest';
import type { StepKeyword } from '../../src/cache/schema.ts';
import { expressionFor } from '../../src/gherkin/expression.ts';
import type { Intent, QuotedText, RoleHint, TargetPhrase } from '../../src/planners/rules/intent.ts';
import { parseStep } from '../../src/planners/rules/parse-step.ts';

/** Builds expected intent parts with offsets taken from the step text itself. */
function helpers(step: string) {
  const offsetOf = (needle: string, nth: number): number => {
    let at = -1;
    for (let i = 0; i <= nth; i++) at = step.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`${needle} is not in ${step}`);
    return at;
  };
  /** a quoted value: `q('alice')` is "alice" in the step, `q('x', 1)` its second occurrence */
  const q = (text: string, nth = 0): QuotedText => {
    const dq = step.indexOf(`"${text}"`) >= 0 ? `"${text}"` : `'${text}'`;
    return { text, at: offsetOf(dq, nth) };
  };
  const bare = (text: string): QuotedText => ({ text, at: -1 });
  /** a bare number: its offset is that of its first digit */
  const num = (text: string): QuotedText => ({ text, at: new RegExp(`(?<![\\w"])${text}(?![\\w"])`).exec(step)!.index });
  const tq = (text: string, roleHint?: RoleHint, nth = 0): TargetPhrase =>
    roleHint ? { words: text, quoted: q(text, nth), roleHint } : { words: text, quoted: q(text, nth) };
  const tw = (words: string, roleHint?: RoleHint): TargetPhrase => (roleHint ? { words, roleHint } : { words });
  return { q, bare, num, tq, tw };
}

type H = ReturnType<typeof helpers>;
type Case = [step: string, keyword: StepKeyword, expected: (h: H) => Intent[]];

function table(cases: Case[]): void {
  it.each(cases)('%s (%s)', (step, keyword, expected) => {
    expect(parseStep(step, keyword)).toEqual({ ok: true, intents: expected(helpers(step)) });
  });
}

describe('parseStep: navigate', () => table([
  ['I open "/login"', 'Given', ({ q }) => [{ kind: 'navigate', url: q('/login') }]],
  ['I go to "/products"', 'When', ({ q }) => [{ kind: 'navigate', url: q('/products') }]],
  ['I navigate to "http://localhost:3000/shop"', 'When', ({ q }) => [{ kind: 'navigate', url: q('http://localhost:3000/shop') }]],
  ['I am on "/login"', 'Given', ({ q }) => [{ kind: 'navigate', url: q('/login') }]],
  ['I am on the "/login" page', 'Given', ({ q }) => [{ kind: 'navigate', url: q('/login') }]],
  ['I visit the "/orders/new" page', 'Given', ({ q }) => [{ kind: 'navigate', url: q('/orders/new') }]],
  ['the user opens "/x"', 'Given', ({ q }) => [{ kind: 'navigate', url: q('/x') }]],
  ['I open "${BASE_URL}/admin"', 'Given', ({ q }) => [{ kind: 'navigate', url: q('${BASE_URL}/admin') }]],
  ["I'm on \"/login\"", 'Given', ({ q }) => [{ kind: 'navigate', url: q('/login') }]],
  ['the user is on "/login"', 'Given', ({ q }) => [{ kind: 'navigate', url: q('/login') }]],
  ['I go to /cart', 'When', ({ bare }) => [{ kind: 'navigate', url: bare('/cart') }]],
  ['I open \'/login\'', 'Given', ({ q }) => [{ kind: 'navigate', url: q('/login') }]],
]));

describe('parseStep: click', () => table([
  ['I click "Sign in"', 'When', ({ tq }) => [{ kind: 'click', target: tq('Sign in') }]],
  ['I click the "Sign in" button', 'When', ({ tq }) => [{ kind: 'click', target: tq('Sign in', 'button') }]],
  ['I press the Sign in button', 'When', ({ tw }) => [{ kind: 'click', target: tw('Sign in', 'button') }]],
  ['I tap on "Save"', 'When', ({ tq }) => [{ kind: 'click', target: tq('Save') }]],
  ['I click on the link "Products"', 'When', ({ tq }) => [{ kind: 'click', target: tq('Products', 'link') }]],
  ['I click Sign in', 'When', ({ tw }) => [{ kind: 'click', target: tw('Sign in') }]],
  ['the user clicks "Login".', 'When', ({ tq }) => [{ kind: 'click', target: tq('Login') }]],
  ['I click the "Reviews" tab', 'When', ({ tq }) => [{ kind: 'click', target: tq('Reviews', 'tab') }]],
  ['I click the "Settings" menu item', 'When', ({ tq }) => [{ kind: 'click', target: tq('Settings', 'menuitem') }]],
  ['I click the "Cart" icon', 'When', ({ tq }) => [{ kind: 'click', target: tq('Cart', 'image') }]],
  ['I click the "Dark mode" switch', 'When', ({ tq }) => [{ kind: 'click', target: tq('Dark mode', 'switch') }]],
  ['I click the button labelled "Continue"', 'When', ({ tq }) => [{ kind: 'click', target: tq('Continue', 'button') }]],
  ['I press the Delete button', 'When', ({ tw }) => [{ kind: 'click', target: tw('Delete', 'button') }]],
  ['I press "Delete"', 'When', ({ tq }) => [{ kind: 'click', target: tq('Delete') }]],
  ['I click Save and Close', 'When', ({ tw }) => [{ kind: 'click', target: tw('Save and Close') }]],
  ['I click "Save and close"', 'When', ({ tq }) => [{ kind: 'click', target: tq('Save and close') }]],
  ['I open the "Settings" menu', 'When', ({ tq }) => [{ kind: 'click', target: tq('Settings', 'menu') }]],
  ['I follow "Products"', 'When', ({ tq }) => [{ kind: 'click', target: tq('Products') }]],
  ['I select the "Save" button', 'When', ({ tq }) => [{ kind: 'click', target: tq('Save', 'button') }]],
]));

describe('parseStep: type', () => table([
  ['I type "alice" into the Username field', 'When', ({ q, tw }) => [{ kind: 'type', target: tw('Username', 'textbox'), value: q('alice') }]],
  ['I enter "alice" as username', 'When', ({ q, tw }) => [{ kind: 'type', target: tw('username'), value: q('alice') }]],
  ['I enter "alice" as the username', 'When', ({ q, tw }) => [{ kind: 'type', target: tw('username'), value: q('alice') }]],
  ['I fill in "Username" with "alice"', 'When', ({ q, tq }) => [{ kind: 'type', target: tq('Username'), value: q('alice') }]],
  ['I fill "Username" with "alice"', 'When', ({ q, tq }) => [{ kind: 'type', target: tq('Username'), value: q('alice') }]],
  ['I fill in the Username field with "alice"', 'When', ({ q, tw }) => [{ kind: 'type', target: tw('Username', 'textbox'), value: q('alice') }]],
  ['I type "x" in "Search"', 'When', ({ q, tq }) => [{ kind: 'type', target: tq('Search'), value: q('x') }]],
  ['I set the "Quantity" field to "3"', 'When', ({ q, tq }) => [{ kind: 'type', target: tq('Quantity', 'textbox'), value: q('3') }]],
  ['I type "Ada" into the First name field', 'When', ({ q, tw }) => [{ kind: 'type', target: tw('First name', 'textbox'), value: q('Ada') }]],
  ['I type hello into the search box', 'When', ({ bare, tw }) => [{ kind: 'type', target: tw('search', 'textbox'), value: bare('hello') }]],
  ['I enter "a" as username and "b" as password', 'When', ({ q, tw }) => [
    { kind: 'type', target: tw('username'), value: q('a') },
    { kind: 'type', target: tw('password'), value: q('b') },
  ]],
  ['I fill in "Username" with "a" and "Password" with "b"', 'When', ({ q, tq }) => [
    { kind: 'type', target: tq('Username'), value: q('a') },
    { kind: 'type', target: tq('Password'), value: q('b') },
  ]],
  ['I search for "Darjeeling"', 'When', ({ q, tw }) => [
    { kind: 'type', target: tw('search'), value: q('Darjeeling') },
    { kind: 'press', key: 'Enter' },
  ]],
  ['I clear the "Search" field', 'When', ({ tq }) => [{ kind: 'clear', target: tq('Search', 'textbox') }]],
  ['I enter "${PASSWORD}" into the "Password" field', 'When', ({ q, tq }) => [{ kind: 'type', target: tq('Password', 'textbox'), value: q('${PASSWORD}') }]],
  ['I type "and then" into "Notes"', 'When', ({ q, tq }) => [{ kind: 'type', target: tq('Notes'), value: q('and then') }]],
]));

describe('parseStep: select', () => table([
  ['I select "Green" from the "Tea type" dropdown', 'When', ({ q, tq }) => [{ kind: 'select', target: tq('Tea type', 'combobox'), option: q('Green') }]],
  ['I choose "Express" from "Shipping"', 'When', ({ q, tq }) => [{ kind: 'select', target: tq('Shipping'), option: q('Express') }]],
  ['I select "Express" as shipping method', 'When', ({ q, tw }) => [{ kind: 'select', target: tw('shipping method'), option: q('Express') }]],
  ['I pick "x" in the "y" list', 'When', ({ q, tq }) => [{ kind: 'select', target: tq('y', 'combobox'), option: q('x') }]],
  ['I select "Tea" from the "Category" select box', 'When', ({ q, tq }) => [{ kind: 'select', target: tq('Category', 'combobox'), option: q('Tea') }]],
]));

describe('parseStep: check', () => table([
  ['I check "Remember me"', 'When', ({ tq }) => [{ kind: 'check', target: tq('Remember me'), checked: true }]],
  ['I tick the "Gift wrap" checkbox', 'When', ({ tq }) => [{ kind: 'check', target: tq('Gift wrap', 'checkbox'), checked: true }]],
  ['I uncheck "Newsletter"', 'When', ({ tq }) => [{ kind: 'check', target: tq('Newsletter'), checked: false }]],
  ['I untick the "Newsletter" check box', 'When', ({ tq }) => [{ kind: 'check', target: tq('Newsletter', 'checkbox'), checked: false }]],
  ['I choose the "Express" radio button', 'When', ({ tq }) => [{ kind: 'check', target: tq('Express', 'radio'), checked: true }]],
  ['I select the "Express" option', 'When', ({ tq }) => [{ kind: 'check', target: tq('Express', 'option'), checked: true }]],
  ['I turn off the "Dark mode" toggle', 'When', ({ tq }) => [{ kind: 'check', target: tq('Dark mode', 'switch'), checked: false }]],
  ['I check "A" and "B"', 'When', ({ tq }) => [
    { kind: 'check', target: tq('A'), checked: true },
    { kind: 'check', target: tq('B'), checked: true },
  ]],
]));

describe('parseStep: hover, keys, scroll', () => table([
  ['I hover over "Help"', 'When', ({ tq }) => [{ kind: 'hover', target: tq('Help') }]],
  ['I move the mouse over the "Account" menu', 'When', ({ tq }) => [{ kind: 'hover', target: tq('Account', 'menu') }]],
  ['I hover the mouse over the Profile link', 'When', ({ tw }) => [{ kind: 'hover', target: tw('Profile', 'link') }]],
  ['I press Enter', 'When', () => [{ kind: 'press', key: 'Enter' }]],
  ['I press the Escape key', 'When', () => [{ kind: 'press', key: 'Escape' }]],
  ['I press Esc', 'When', () => [{ kind: 'press', key: 'Escape' }]],
  ['I hit Tab', 'When', () => [{ kind: 'press', key: 'Tab' }]],
  ['I press Delete', 'When', () => [{ kind: 'press', key: 'Delete' }]],
  ['I press arrow down', 'When', () => [{ kind: 'press', key: 'ArrowDown' }]],
  ['I press the down arrow key', 'When', () => [{ kind: 'press', key: 'ArrowDown' }]],
  ['I press Page Down', 'When', () => [{ kind: 'press', key: 'PageDown' }]],
  ['I press the space bar', 'When', () => [{ kind: 'press', key: 'Space' }]],
  ['I press Enter in the "Search" field', 'When', ({ tq }) => [{ kind: 'press', key: 'Enter', target: tq('Search', 'textbox') }]],
  ['I type "alice" into the Username field and press Enter', 'When', ({ q, tw }) => [
    { kind: 'type', target: tw('Username', 'textbox'), value: q('alice') },
    { kind: 'press', key: 'Enter' },
  ]],
  ['I type "tea" into "Search", then press Enter', 'When', ({ q, tq }) => [
    { kind: 'type', target: tq('Search'), value: q('tea') },
    { kind: 'press', key: 'Enter' },
  ]],
  ['I scroll down', 'When', () => [{ kind: 'scroll', direction: 'down' }]],
  ['I scroll up the page', 'When', () => [{ kind: 'scroll', direction: 'up' }]],
  ['I scroll to the bottom', 'When', () => [{ kind: 'scroll', direction: 'bottom' }]],
  ['I scroll to the top of the page', 'When', () => [{ kind: 'scroll', direction: 'top' }]],
  ['I scroll to "Reviews"', 'When', ({ tq }) => [{ kind: 'scroll', target: tq('Reviews') }]],
  ['I scroll down to the "Reviews" heading', 'When', ({ tq }) => [{ kind: 'scroll', target: tq('Reviews', 'heading') }]],
]));

describe('parseStep: the app and the system', () => table([
  ['I open "kettle://brew/assam"', 'Given', ({ q }) => [{ kind: 'navigate', url: q('kettle://brew/assam') }]],
  ['I launch the app', 'Given', () => [{ kind: 'app', go: 'launch' }]],
  ['the user launches the app', 'Given', () => [{ kind: 'app', go: 'launch' }]],
  ['the app is launched', 'Given', () => [{ kind: 'app', go: 'launch' }]],
  ['I open the Kettle app', 'Given', () => [{ kind: 'app', go: 'launch' }]],
  ['I restart the app', 'When', () => [{ kind: 'app', go: 'restart' }]],
  ['I close the app', 'When', () => [{ kind: 'app', go: 'close' }]],
  ['I put the app in the background', 'When', () => [{ kind: 'app', go: 'background' }]],
  ['the app is in the background', 'Given', () => [{ kind: 'app', go: 'background' }]],
  ['I press the home button', 'When', () => [{ kind: 'app', go: 'background' }]],
  ['I bring the app back', 'When', () => [{ kind: 'app', go: 'foreground' }]],
  ['I return to the app', 'When', () => [{ kind: 'app', go: 'foreground' }]],
  ['I press the back button', 'When', () => [{ kind: 'history', go: 'back', orButton: true }]],
  ['I press the system back button', 'When', () => [{ kind: 'history', go: 'back' }]],
  ['I tap the browser back button', 'When', () => [{ kind: 'history', go: 'back' }]],
  ['I pull down to refresh', 'When', () => [{ kind: 'pullToRefresh' }]],
  ['I allow notifications if asked', 'When', () => [{ kind: 'permission', allow: true, guarded: true }]],
  ['I allow the location permission when prompted', 'When', () => [{ kind: 'permission', allow: true, guarded: true }]],
  ['I deny the camera permission', 'When', () => [{ kind: 'permission', allow: false, guarded: false }]],
  ['I deny access', 'When', () => [{ kind: 'permission', allow: false, guarded: false }]],
  ['a toast should say "Saved"', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Saved'), negate: false }]],
  ['I should see a snackbar "Order cancelled"', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Order cancelled'), negate: false }]],
]));

describe('parseStep: waits', () => table([
  ['I wait for "Recommendations" to appear', 'When', ({ q }) => [{ kind: 'waitForText', text: q('Recommendations'), negate: false }]],
  ['I wait until I see "Saved"', 'When', ({ q }) => [{ kind: 'waitForText', text: q('Saved'), negate: false }]],
  ['I wait for "Loading" to disappear', 'When', ({ q }) => [{ kind: 'waitForText', text: q('Loading'), negate: true }]],
  ['I wait for the "Submit" button to be enabled', 'When', ({ tq }) => [{ kind: 'waitForElement', target: tq('Submit', 'button'), state: 'enabled' }]],
  ['I wait until "Saved" appears', 'When', ({ q }) => [{ kind: 'waitForText', text: q('Saved'), negate: false }]],
  ['I wait until the "Submit" button is disabled', 'When', ({ tq }) => [{ kind: 'waitForElement', target: tq('Submit', 'button'), state: 'disabled' }]],
  ['I wait for the "Cart" dialog to appear', 'When', ({ tq }) => [{ kind: 'waitForElement', target: tq('Cart', 'dialog'), state: 'visible' }]],
  ['I wait for "Saved"', 'When', ({ q }) => [{ kind: 'waitForText', text: q('Saved'), negate: false }]],
  ['I wait until I no longer see "Loading"', 'When', ({ q }) => [{ kind: 'waitForText', text: q('Loading'), negate: true }]],
]));

describe('parseStep: text and element expectations', () => table([
  ['I should see "Welcome, Alice"', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Welcome, Alice'), negate: false }]],
  ['I see "x"', 'Then', ({ q }) => [{ kind: 'expectText', text: q('x'), negate: false }]],
  ['I see "x"', 'Given', ({ q }) => [{ kind: 'expectText', text: q('x'), negate: false }]],
  ['the page shows "x"', 'Then', ({ q }) => [{ kind: 'expectText', text: q('x'), negate: false }]],
  ['the page should not contain "x"', 'Then', ({ q }) => [{ kind: 'expectText', text: q('x'), negate: true }]],
  ['"x" is displayed', 'Then', ({ q }) => [{ kind: 'expectText', text: q('x'), negate: false }]],
  ['"x" should not be visible', 'Then', ({ q }) => [{ kind: 'expectText', text: q('x'), negate: true }]],
  ['"Loading" should disappear', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Loading'), negate: true }]],
  ['I should not see "Error"', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Error'), negate: true }]],
  ["I don't see \"Error\"", 'Then', ({ q }) => [{ kind: 'expectText', text: q('Error'), negate: true }]],
  ['I should see an "Invalid password" error', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Invalid password'), negate: false }]],
  ['I should see the message "Order placed"', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Order placed'), negate: false }]],
  ['I verify that "Saved" is displayed', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Saved'), negate: false }]],
  ['I should see "A" and "B"', 'Then', ({ q }) => [
    { kind: 'expectText', text: q('A'), negate: false },
    { kind: 'expectText', text: q('B'), negate: false },
  ]],
  ['I should see the "Welcome" heading', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Welcome', 'heading'), state: 'visible' }]],
  ['I should not see the "Save" button', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Save', 'button'), state: 'hidden' }]],
  ['the "Username" field should contain "alice"', 'Then', ({ q, tq }) => [{ kind: 'expectValue', target: tq('Username', 'textbox'), value: q('alice'), contains: true }]],
  ['the "Username" field should have value "alice"', 'Then', ({ q, tq }) => [{ kind: 'expectValue', target: tq('Username', 'textbox'), value: q('alice') }]],
  ['the Quantity field should be "3"', 'Then', ({ q, tw }) => [{ kind: 'expectValue', target: tw('Quantity', 'textbox'), value: q('3') }]],
  ['the "Quantity" field should be 3', 'Then', ({ num, tq }) => [{ kind: 'expectValue', target: tq('Quantity', 'textbox'), value: num('3') }]],
  ['the "Username" field should be empty', 'Then', ({ tq }) => [{ kind: 'expectValue', target: tq('Username', 'textbox'), value: { text: '', at: -1 } }]],
  ['the text "Saved" should be visible', 'Then', ({ q }) => [{ kind: 'expectText', text: q('Saved'), negate: false }]],
  ['the "Export CSV" button should be disabled', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Export CSV', 'button'), state: 'disabled' }]],
  ['the "Export CSV" button should be enabled', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Export CSV', 'button'), state: 'enabled' }]],
  ['the "Export CSV" button should not be enabled', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Export CSV', 'button'), state: 'disabled' }]],
  ['the "Export CSV" button is visible', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Export CSV', 'button'), state: 'visible' }]],
  ['the "Export CSV" button should be hidden', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Export CSV', 'button'), state: 'hidden' }]],
  ['the "Gift wrap" checkbox should be checked', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Gift wrap', 'checkbox'), state: 'checked' }]],
  ['the "Gift wrap" checkbox should be unchecked', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Gift wrap', 'checkbox'), state: 'unchecked' }]],
  ['"Remember me" should not be checked', 'Then', ({ tq }) => [{ kind: 'expectState', target: tq('Remember me'), state: 'unchecked' }]],
]));

describe('parseStep: counts, url, title', () => table([
  ['I should see 10 products', 'Then', ({ num }) => [{ kind: 'expectCount', count: num('10'), noun: 'products' }]],
  ['I should see "10" products', 'Then', ({ q }) => [{ kind: 'expectCount', count: q('10'), noun: 'products' }]],
  ['there should be 3 items in the list', 'Then', ({ num }) => [{ kind: 'expectCount', count: num('3'), noun: 'items' }]],
  ['the list should show 2 todos', 'Then', ({ num }) => [{ kind: 'expectCount', count: num('2'), noun: 'todos' }]],
  ['the cart should contain 3 items', 'Then', ({ num }) => [{ kind: 'expectCount', count: num('3'), noun: 'cart items' }]],
  ['there are 4 rows in the orders table', 'Then', ({ num }) => [{ kind: 'expectCount', count: num('4'), noun: 'orders rows' }]],
  ['I should see 5 search results on the page', 'Then', ({ num }) => [{ kind: 'expectCount', count: num('5'), noun: 'search results' }]],
  ['I should see three products', 'Then', () => [{ kind: 'expectCount', count: { text: '3', at: -1 }, noun: 'products' }]],
  ['the URL should contain "/products"', 'Then', ({ q }) => [{ kind: 'expectUrl', value: q('/products'), op: 'contains' }]],
  ['I should be on "/products"', 'Then', ({ q }) => [{ kind: 'expectUrl', value: q('/products'), op: 'contains' }]],
  ['I should be on the "/products" page', 'Then', ({ q }) => [{ kind: 'expectUrl', value: q('/products'), op: 'contains' }]],
  ['I am on "/login"', 'Then', ({ q }) => [{ kind: 'expectUrl', value: q('/login'), op: 'contains' }]],
  ['I should be redirected to "/home"', 'Then', ({ q }) => [{ kind: 'expectUrl', value: q('/home'), op: 'contains' }]],
  ['the url should be "http://x.test/y"', 'Then', ({ q }) => [{ kind: 'expectUrl', value: q('http://x.test/y'), op: 'equals' }]],
  ['the title should be "Tea shop"', 'Then', ({ q }) => [{ kind: 'expectTitle', value: q('Tea shop'), op: 'equals' }]],
  ['the page title should contain "Tea"', 'Then', ({ q }) => [{ kind: 'expectTitle', value: q('Tea'), op: 'contains' }]],
]));

describe('parseStep: offsets', () => {
  it('keeps quote offsets of the original text across clauses and borrowed verbs', () => {
    const step = 'I enter "a" as username and "b" as password';
    const r = parseStep(step, 'When');
    expect(r.ok && r.intents.map((i) => (i.kind === 'type' ? i.value.at : -2))).toEqual([8, 28]);
    expect(step[28]).toBe('"');
  });

  it('gives single-quoted values the offset of their opening quote', () => {
    const r = parseStep("I click 'Sign in'", 'When');
    expect(r).toEqual({ ok: true, intents: [{ kind: 'click', target: { words: 'Sign in', quoted: { text: 'Sign in', at: 8 } } }] });
  });

  it('does not take an apostrophe for a quote', () => {
    const r = parseStep("I click the user's \"Profile\" link", 'When');
    expect(r.ok).toBe(false);
  });
});

describe('parseStep: declines rather than guesses', () => {
  it.each([
    ['I do something weird', /no rule matches "I do something weird"/],
    ['I click on them', /refers to an element/],
    ['I wait 3 seconds', /fixed-time waits/],
    ['I wait for the page to load', /implicit/],
    ['I press key "Ctrl+Hello"', /"Ctrl\+Hello" is not a key name/],
    ['I press the "Sign in" key', /"Sign in" is not a key name/],
    ['I enter my email into the Email field', /should be quoted/],
    ['I click the element', /names no element/],
    ['I pinch the map', /does not pinch/],
    ['I type "x" and', /no rule matches/],
    ['I enter "x" as username and submit', /no rule matches "submit"/],
    ['I should see the dashboard', /should be quoted/],
    ['I should not click "Save"', /opposite of an action/],
    ['I should not see 5 products', /./],
    ['I click "Sign in', /unclosed quote/],
    ['', /empty/],
  ])('%s', (step, reason) => {
    const r = parseStep(step, 'When');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });
});

describe('parseStep: offsets agree with the step expression', () => {
  // every value with an offset must sit exactly where cucumber sees a parameter
  const offsets = (i: unknown): number[] => {
    if (!i || typeof i !== 'object') return [];
    const o = i as Record<string, unknown>;
    if (typeof o.at === 'number' && typeof o.text === 'string') return o.at >= 0 ? [o.at] : [];
    return Object.values(o).flatMap(offsets);
  };
  it.each([
    'I enter "a" as username and "b" as password',
    'I fill in "Username" with "alice" and "Password" with "secret"',
    'I select "Green" from the "Tea type" dropdown',
    'I should see 10 products',
    'I should see "10" products',
    'the "Quantity" field should be 3',
    "I type 'tea' into 'Search' and press Enter",
    'I wait for the "Submit" button to be enabled',
  ])('%s', (step) => {
    const params = expressionFor(step).parameters.map((p) => p.at);
    const r = parseStep(step, 'Then');
    expect(r.ok).toBe(true);
    if (r.ok) for (const at of offsets(r.intents)) expect(params).toContain(at);
  });
});
