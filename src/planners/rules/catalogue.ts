import type { StepKeyword } from '../../cache/schema.ts';
import { describeIntents } from './describe-intent.ts';
import { parseStep } from './parse-step.ts';
import type { RuleName } from './phrases.ts';

/*
 * What the rule planner understands, one example per form, grouped the way testers look for them.
 * `stepwright phrases` prints it, the README's "Writing steps" section is generated from it, and a
 * test parses every example, so the documentation cannot drift from the grammar.
 */

export interface PhraseForm {
  rule: RuleName | 'table' | 'docString';
  keyword: StepKeyword;
  example: string;
}

export const CATALOGUE: ReadonlyArray<{ group: string; note?: string; forms: PhraseForm[] }> = [
  { group: 'Navigation', forms: [
    { rule: 'navigate', keyword: 'Given', example: 'I open the page "/login"' },
    { rule: 'amOn', keyword: 'Given', example: 'I am on "/products"' },
    { rule: 'openAt', keyword: 'Given', example: 'the shop is open at "/"' },
    { rule: 'pageIsOpen', keyword: 'Given', example: 'the page "/login" is open' },
    { rule: 'namedPageIsOpen', keyword: 'Given', example: 'the tables page is open' },
    { rule: 'pageNamed', keyword: 'Given', example: 'I am on the sign in page' },
    { rule: 'homePage', keyword: 'Given', example: 'I am on the home page' },
    { rule: 'navigateNamed', keyword: 'When', example: 'I go to the Settings page' },
    { rule: 'history', keyword: 'When', example: 'I go back' },
    { rule: 'history', keyword: 'When', example: 'I reload the page' },
  ] },
  { group: 'Clicking', note: 'click, press, tap, follow, hit, push, choose; "on" is optional', forms: [
    { rule: 'click', keyword: 'When', example: 'Click on the "Save" button.' },
    { rule: 'click', keyword: 'When', example: 'the user clicks Sign in' },
    { rule: 'click', keyword: 'When', example: 'Alice clicks on the "Add" button' },
    { rule: 'click', keyword: 'When', example: 'I press button TWO' },
    { rule: 'mouseButton', keyword: 'When', example: 'I double-click the "Title" cell' },
    { rule: 'mouseButton', keyword: 'When', example: 'I right-click "Report.pdf"' },
    { rule: 'openTarget', keyword: 'When', example: 'I open the "Reviews" tab' },
    { rule: 'expand', keyword: 'When', example: 'I expand the "Shipping details" section' },
    { rule: 'dismiss', keyword: 'When', example: 'I close the dialog' },
    { rule: 'submit', keyword: 'When', example: 'I submit the form' },
    { rule: 'hover', keyword: 'When', example: 'I hover over "Help"' },
    { rule: 'focus', keyword: 'When', example: 'I focus the "Email" field' },
    { rule: 'drag', keyword: 'When', example: 'I drag "Card 1" to "Done"' },
    { rule: 'longPress', keyword: 'When', example: 'I long-press "Sencha"' },
    { rule: 'swipe', keyword: 'When', example: 'I swipe up' },
    { rule: 'hideKeyboard', keyword: 'When', example: 'I hide the keyboard' },
    { rule: 'answerDialog', keyword: 'When', example: 'I accept the confirmation "Delete this note?"' },
    { rule: 'answerDialog', keyword: 'When', example: 'I cancel the popup' },
    { rule: 'seeInPopup', keyword: 'Then', example: 'I see in popup "Saved"' },
  ] },
  { group: 'Typing and choosing', forms: [
    { rule: 'typeInto', keyword: 'When', example: 'I type "alice" into the Username field' },
    { rule: 'typeHere', keyword: 'When', example: 'I type "Meeting notes"' },
    { rule: 'clickAtEnd', keyword: 'When', example: 'I click at the end of the heading "Fusce vitae"' },
    { rule: 'typeAtEdge', keyword: 'When', example: 'I type " and more" at the end of the "Notes" field' },
    { rule: 'fillWith', keyword: 'When', example: 'I fill in "Email" with "a@b.c"' },
    { rule: 'fillWith', keyword: 'When', example: 'I replace the title with "Shopping list"' },
    { rule: 'fillField', keyword: 'When', example: 'I fill field "Email", "a@b.c"' },
    { rule: 'typeAs', keyword: 'When', example: 'I enter "a" as username and "b" as password' },
    { rule: 'typeNamed', keyword: 'When', example: 'I enter the username "a" and the password "b"' },
    { rule: 'typeInto', keyword: 'When', example: 'Enter Bob Smith into the "Name" field' },
    { rule: 'setTo', keyword: 'When', example: 'I set "Quantity" to "3"' },
    { rule: 'clear', keyword: 'When', example: 'I clear the "Search" field' },
    { rule: 'search', keyword: 'When', example: 'I search for "green tea"' },
    { rule: 'selectFrom', keyword: 'When', example: 'Select Canada from the country list' },
    { rule: 'selectOption', keyword: 'When', example: 'I select option "Country", "Canada"' },
    { rule: 'switchFrom', keyword: 'When', example: 'I switch the view from "List" to "Grid"' },
    { rule: 'check', keyword: 'When', example: 'I tick the boxes "Tea" and "Coffee"' },
    { rule: 'check', keyword: 'When', example: 'I uncheck "Newsletter"' },
    { rule: 'selectTarget', keyword: 'When', example: 'I choose the "Express" radio button' },
    { rule: 'upload', keyword: 'When', example: 'I attach the file "fixtures/cv.pdf" to "Resume"' },
    { rule: 'caretTo', keyword: 'When', example: 'I jump to the end of the text' },
    { rule: 'pressKey', keyword: 'When', example: 'I press Enter' },
    { rule: 'keyCombo', keyword: 'When', example: 'I press Ctrl+A' },
    { rule: 'selectAll', keyword: 'When', example: 'I select all the text in the "Notes" field' },
    { rule: 'table', keyword: 'When', example: 'I fill in the form:' },
    { rule: 'docString', keyword: 'When', example: 'I enter the following notes:' },
  ] },
  { group: 'Which element: position, relation, the only one', forms: [
    { rule: 'typeInto', keyword: 'When', example: 'I type "x" into the 3rd text field' },
    { rule: 'click', keyword: 'When', example: 'I click the last "Delete" button' },
    { rule: 'click', keyword: 'When', example: 'I click the second "Layout"' },
    { rule: 'click', keyword: 'When', example: 'I click the "Edit" link in the row for "Alice"' },
    { rule: 'click', keyword: 'When', example: 'I click the "Remove" button of the "Tea" item' },
    { rule: 'check', keyword: 'When', example: 'I check the checkbox next to "Buy milk"' },
    { rule: 'click', keyword: 'When', example: 'I click the "Edit" link under "Billing address"' },
    { rule: 'typeInto', keyword: 'When', example: 'I type "1 Main St" into the "Street" field within the ' +
      '"Billing" section' },
    { rule: 'click', keyword: 'When', example: 'I click the button in the dialog' },
    { rule: 'click', keyword: 'When', example: 'I click the dialog\'s "OK" button' },
    { rule: 'click', keyword: 'When', example: 'I click the "Expand all" button in the left editor' },
    { rule: 'click', keyword: 'When', example: 'I click the expand button next to "address" in the right editor' },
    { rule: 'fillWith', keyword: 'When', example: 'Within the "Billing" section, I fill in "Street" with "2 High St"' },
    { rule: 'typeInto', keyword: 'When', example: 'I enter "pw" into both password fields' },
    { rule: 'click', keyword: 'When', example: 'I click the email "Order #1042 confirmed" in the inbox' },
    { rule: 'click', keyword: 'When', example: 'I follow "Layout" within the first accordion' },
    { rule: 'click', keyword: 'When', example: 'the admin clicks the alerts bell with the "3+" badge' },
  ] },
  { group: 'The app and the system (Android)', note: 'a row further down a list is scrolled to by itself', forms: [
    { rule: 'navigate', keyword: 'Given', example: 'I open "teashop://settings"' },
    { rule: 'app', keyword: 'Given', example: 'I launch the app' },
    { rule: 'app', keyword: 'When', example: 'I restart the app' },
    { rule: 'app', keyword: 'When', example: 'I put the app in the background' },
    { rule: 'app', keyword: 'When', example: 'I bring the app back' },
    { rule: 'history', keyword: 'When', example: 'I press the back button' },
    { rule: 'mouseButton', keyword: 'When', example: 'I double-tap the "Photo of Assam" image' },
    { rule: 'pullToRefresh', keyword: 'When', example: 'I pull down to refresh' },
    { rule: 'permission', keyword: 'When', example: 'I allow notifications if asked' },
    { rule: 'permission', keyword: 'When', example: 'I deny the location permission' },
    { rule: 'click', keyword: 'When', example: 'I tap "Undo" on the snackbar' },
    { rule: 'value', keyword: 'Then', example: 'a toast should say "Assam added to cart"' },
    { rule: 'see', keyword: 'Then', example: 'I should see a snackbar "Order cancelled"' },
  ] },
  { group: 'Scrolling and waiting', note: 'fixed-time waits are refused: wait for something instead', forms: [
    { rule: 'scrollTo', keyword: 'When', example: 'I scroll to "Reviews"' },
    { rule: 'scrollEnd', keyword: 'When', example: 'I scroll to the bottom of the page' },
    { rule: 'waitTo', keyword: 'When', example: 'I wait for "Loading" to disappear' },
    { rule: 'waitUntil', keyword: 'When', example: 'I wait until the "Submit" button is enabled' },
  ] },
  { group: 'Checking', note: 'should, must, verify that, I can see; "not" and "no longer" negate', forms: [
    { rule: 'see', keyword: 'Then', example: 'I should see "Welcome, Alice"' },
    { rule: 'pageText', keyword: 'Then', example: 'the page should show "Order placed"' },
    { rule: 'value', keyword: 'Then', example: 'the dialog should show "This cannot be undone."' },
    { rule: 'see', keyword: 'Then', example: 'I should see "Saved" in the "Billing" section' },
    { rule: 'see', keyword: 'Then', example: 'I should see "Bring coffee" in bold in the editor' },
    { rule: 'value', keyword: 'Then', example: 'the editing area should show "Bring coffee" in italics' },
    { rule: 'value', keyword: 'Then', example: 'the editor should show "Buy milk" in a bulleted list' },
    { rule: 'see', keyword: 'Then', example: 'I should see a toolbar with the "Bold" button' },
    { rule: 'see', keyword: 'Then', example: 'I should see a message list showing "Invoice 42"' },
    { rule: 'textShown', keyword: 'Then', example: '"On" should be displayed under "Dark theme"' },
    { rule: 'textShown', keyword: 'Then', example: '"(+4)" should be displayed next to "MailDev"' },
    { rule: 'value', keyword: 'Then', example: 'the first row of the table should contain "Ashton Cox"' },
    { rule: 'value', keyword: 'Then', example: 'the tiddler shows the text "Buy milk"' },
    { rule: 'see', keyword: 'Then', example: 'I should see "Grace Hopper" in the "#people tbody" element' },
    { rule: 'textShown', keyword: 'Then', example: 'the message "Saved" is displayed' },
    { rule: 'textShown', keyword: 'Then', example: '"sortby Operator" should be displayed in the search results.' },
    { rule: 'state', keyword: 'Then', example: 'a dialog titled "Ready to Leave?" should be displayed' },
    { rule: 'see', keyword: 'Then', example: 'I should not see the "Save" button' },
    { rule: 'state', keyword: 'Then', example: 'the "Export" button should be disabled' },
    { rule: 'state', keyword: 'Then', example: 'the checkbox next to "Buy milk" should be checked' },
    { rule: 'goesAway', keyword: 'Then', example: 'the drawer closes' },
    { rule: 'value', keyword: 'Then', example: 'the "Username" field should contain "alice"' },
    { rule: 'value', keyword: 'Then', example: 'the "Plan" select should have "Pro" selected' },
    { rule: 'chosenIn', keyword: 'Then', example: '"Pro" should be selected in the "Plan" dropdown' },
    { rule: 'seeIn', keyword: 'Then', example: 'I see "/register" in the current url' },
    { rule: 'seeInPlace', keyword: 'Then', example: 'I see in current url "/register"' },
    { rule: 'seeCheckbox', keyword: 'Then', example: 'I see checkbox is checked "Remember me"' },
    { rule: 'seeState', keyword: 'Then', example: 'I see the "Agree" checkbox checked' },
    { rule: 'seeInField', keyword: 'Then', example: 'I see in field "Email", "ada@example.com"' },
    { rule: 'pageHas', keyword: 'Then', example: 'the page should have a "Pay now" button' },
    { rule: 'partHas', keyword: 'Then', example: 'the dialog should have a "Save" button' },
    { rule: 'focusState', keyword: 'Then', example: 'the "Email" field should have focus' },
    { rule: 'shownFirst', keyword: 'Then', example: 'the note "Groceries" should be shown first in the list' },
    { rule: 'fieldError', keyword: 'Then', example: 'the "Email" field should have the error "can\'t be blank"' },
    { rule: 'partShowsIn', keyword: 'Then', example: 'the "Table Properties" dialog shows 3 in "Rows"' },
    { rule: 'listCount', keyword: 'Then', example: 'the to-do list should have 3 items' },
    { rule: 'seeCount', keyword: 'Then', example: 'I should see 10 products' },
    { rule: 'seeCount', keyword: 'Then', example: 'I should see 2 "#todo-list li" elements' },
    { rule: 'countOf', keyword: 'Then', example: 'I see number of visible elements ".todo", 3' },
    { rule: 'seeWithin', keyword: 'Then', example: 'I see "Saved", "#flash"' },
    { rule: 'clickWithin', keyword: 'When', example: 'I click "Edit", ".card-ada"' },
    { rule: 'seeKeyValue', keyword: 'Then', example: 'I should see the setting "Theme" with the value "Dark"' },
    { rule: 'seeTextEquals', keyword: 'Then', example: 'I see text equals "Total: 3", ".summary"' },
    { rule: 'waitForValue', keyword: 'Then', example: 'I wait for value "#qty", "2"' },
    { rule: 'waitToHide', keyword: 'When', example: 'I wait to hide "#loader"' },
    { rule: 'copiedIn', keyword: 'Then', example: 'the clerk sees that "ann@club.test" was copied in' },
    { rule: 'sentFrom', keyword: 'Then', example: 'the clerk sees that the message was sent from "orders@shop.test"' },
    { rule: 'onlyListed', keyword: 'Then', example: 'only the task "Buy milk" should be listed' },
    { rule: 'pageNamed', keyword: 'Then', example: 'I should be on the Order history page' },
    { rule: 'amOn', keyword: 'Then', example: 'the admin is still on the "Dashboard"' },
    { rule: 'beOn', keyword: 'Then', example: 'I should be redirected to "/home"' },
    { rule: 'beOn', keyword: 'Then', example: 'she is sent to a url containing "orderId"' },
    { rule: 'pageSaying', keyword: 'Then', example: 'I am back on the page that says "Welcome back!"' },
    { rule: 'url', keyword: 'Then', example: 'the URL should contain "/products"' },
    { rule: 'title', keyword: 'Then', example: 'the page title should be "Tea shop"' },
  ] },
];

/** Each example with what the rule planner understands it as. */
export function catalogueLines(): Array<{
  group: string;
  note?: string;
  rows: Array<{ example: string; keyword: StepKeyword; means: string }>;
}> {
  return CATALOGUE.map(({ group, note, forms }) => ({
    group, note,
    rows: forms.map((f) => {
      if (f.rule === 'table') return { example: f.example, keyword: f.keyword, means: 'one field per row of a ' +
        'two-column data table' };
      if (f.rule === 'docString') return { example: f.example, keyword: f.keyword, means: 'type the doc string into ' +
        'the field the step names' };
      const r = parseStep(f.example, f.keyword);
      return { example: f.example, keyword: f.keyword,
        means: r.ok ? describeIntents(r.intents) : `(not understood: ${r.reason})` };
    }),
  }));
}

/** The catalogue as Markdown: the README's "What the rule planner understands" section. */
export function catalogueMarkdown(): string {
  const out: string[] = [];
  for (const g of catalogueLines()) {
    out.push(`**${g.group}**${g.note ? ` (${g.note})` : ''}`, '', '| step | understood as |', '|---|---|');
    for (const r of g.rows) out.push(`| \`${r.keyword} ${r.example}\` | \`${r.means}\` |`);
    out.push('');
  }
  return out.join('\n');
}
