import { from, type CorpusCase } from './types.ts';

/*
 * Adapted from Serenity/JS web interactions and questions (Navigate, Click, DoubleClick,
 * RightClick, Enter, Clear, Hover, Press, Scroll, Select, Wait, Ensure with isVisible/isEnabled/
 * isSelected/isClickable, Page title and url), phrased the way Serenity/JS Cucumber features are:
 * a named actor ("Alice") or a pronoun ("she") acts in the third person.
 */

const S = 'serenity-js';

export const SERENITY: CorpusCase[] = [
  ...from(S, 'navigation', [
    ['Given', 'Alice navigates to "/todo"', 'navigate "/todo"', 'Navigate.to'],
    ['Given', 'Alice opens "https://todo-app.example/"', 'navigate "https://todo-app.example/"', 'Navigate.to'],
    ['Given', 'Alice has opened "/todo"', 'navigate "/todo"', 'Navigate.to'],
    ['When', 'she navigates back', 'back', 'Navigate.back'],
    ['When', 'Alice navigates forward', 'forward', 'Navigate.forward'],
    ['When', 'Bob reloads the page', 'reload', 'Navigate.reloadPage'],
    ['Then', 'the page title should equal "TodoMVC"', 'title equals "TodoMVC"', 'Page.current().title()'],
    ['Then', 'the current URL should contain "#/completed"', 'url contains "#/completed"', 'Page.current().url()'],
  ]),
  ...from(S, 'verbs', [
    ['When', 'Alice clicks on the "Add" button', 'click button "Add"', 'Click.on'],
    ['When', 'she clicks on "Clear completed"', 'click "Clear completed"', 'Click.on'],
    ['When', 'Alice clicks on the "Active" link', 'click link "Active"', 'Click.on'],
    ['When', 'Alice double-clicks on "Buy milk"', 'dblclick "Buy milk"', 'DoubleClick.on'],
    ['When', 'she double-clicks the "Walk the dog" item', 'dblclick item "Walk the dog"', 'DoubleClick.on'],
    ['When', 'Alice right-clicks on the "Notes" field', 'rightclick textbox "Notes"', 'RightClick.on'],
    ['When', 'Alice enters the value "Buy milk" into the "What needs to be done?" field', 'type "Buy milk" into textbox "What needs to be done?"', 'Enter.theValue().into()'],
    ['When', 'she enters "alice@example.org" into the "Email" field', 'type "alice@example.org" into textbox "Email"', 'Enter.theValue().into()'],
    ['When', 'Alice clears the value of the "Search" field', 'clear textbox "Search"', 'Clear.theValueOf'],
    ['When', 'she clears the "Email" field', 'clear textbox "Email"', 'Clear.theValueOf'],
    ['When', 'Alice hovers over the "Help" link', 'hover link "Help"', 'Hover.over'],
    ['When', 'Alice presses Enter in the "What needs to be done?" field', 'press Enter in textbox "What needs to be done?"', 'Press.the().in()'],
    ['When', 'she presses the Escape key', 'press Escape', 'Press.the'],
    ['When', 'Alice presses Tab', 'press Tab', 'Press.the'],
    ['When', 'Alice scrolls to the "Footer" section', 'scroll to section "Footer"', 'Scroll.to'],
    ['When', 'she scrolls to the "Reviews" heading', 'scroll to heading "Reviews"', 'Scroll.to'],
    ['When', 'Alice selects the option "Express" from the "Shipping" dropdown', 'select "Express" from combobox "Shipping"', 'Select.option().from()'],
    ['When', 'she selects "Green" from the "Tea type" list', 'select "Green" from combobox "Tea type"', 'Select.option().from()'],
    ['When', 'Alice clicks on the "Reviews" tab', 'click tab "Reviews"', 'Click.on (a tab of the page)'],
    ['When', 'Alice waits until the "Results" heading is visible', 'wait until heading "Results" visible', 'Wait.until(…, isVisible())'],
    ['When', 'she waits until "Loading" disappears', 'wait until not "Loading"', 'Wait.until(…, not(isVisible()))'],
    ['When', 'Alice waits until the "Save" button is clickable', 'wait until button "Save" enabled', 'Wait.until(…, isClickable())'],
  ]),
  ...from(S, 'sentence-forms', [
    ['When', 'Alice enters "Buy milk" into the "What needs to be done?" field and presses Enter', 'type "Buy milk" into textbox "What needs to be done?"; press Enter', 'Enter + Press'],
    ['When', 'she clicks on "Active", then on "Completed"', 'click "Active"; click "Completed"', 'Click.on, twice'],
  ]),
  ...from(S, 'then', [
    ['Then', 'Alice should see "Buy milk"', 'see "Buy milk"', 'Ensure.that(Text.of(…), includes())'],
    ['Then', 'she should not see "Walk the dog"', 'not see "Walk the dog"', 'Ensure.that(…, not(isVisible()))'],
    ['Then', 'Alice ensures that "Buy milk" is visible', 'see "Buy milk"', 'Ensure.that(…, isVisible())'],
    ['Then', 'she ensures that the "Clear completed" button is enabled', 'button "Clear completed" is enabled', 'Ensure.that(…, isEnabled())'],
    ['Then', 'the "Toggle all" checkbox should be selected', 'checkbox "Toggle all" is checked', 'Ensure.that(…, isSelected())'],
    ['Then', 'the "Clear completed" button should be clickable', 'button "Clear completed" is enabled', 'Ensure.that(…, isClickable())'],
    ['Then', 'the "What needs to be done?" field should be empty', 'value of textbox "What needs to be done?" is ""', 'Ensure.that(Value.of(…), equals(""))'],
    ['Then', 'the "What needs to be done?" field should contain "Buy milk"', 'value of textbox "What needs to be done?" contains "Buy milk"', 'Ensure.that(Value.of(…), equals())'],
    ['Then', 'the "Search" field should be focused', 'textbox "Search" is focused', 'Ensure.that(…, isActive())'],
    ['Then', 'Alice should see 2 items in the todo list', 'count 2 "todo items"', 'Ensure.that(…count(), equals())'],
    ['Then', 'her todo list should contain 3 items', 'count 3 "todo items"', 'Ensure.that(…count(), equals())'],
  ]),
  ...from(S, 'relational', [
    ['When', 'Alice clicks on the "Destroy" button of the "Buy milk" item', 'click button "Destroy" in item "Buy milk"', 'Click.on(….of(item))'],
    ['When', 'she toggles the checkbox next to "Walk the dog"', 'click checkbox near "Walk the dog"', 'Click.on(toggle of item)'],
    ['Then', 'the checkbox of the "Buy milk" item should be selected', 'checkbox in item "Buy milk" is checked', 'Ensure.that(….of(item), isSelected())'],
  ]),
  ...from(S, 'declines', [
    // tasks of the Serenity/JS TodoMVC examples: business words, not UI instructions
    ['When', 'Alice adds "Buy milk" to her list', null, 'TodoMVC example task: AddItem'],
    ['When', 'she completes "Buy milk"', null, 'TodoMVC example task: CompleteItem'],
    ['When', 'Alice removes "Walk the dog"', null, 'TodoMVC example task: RemoveItem'],
  ]),
];
