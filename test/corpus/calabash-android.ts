import { from, type CorpusCase } from './types.ts';

/*
 * Adapted from Calabash-Android's canned steps (canned_steps.md) and the sample features that use
 * them; "input field number 1" is a position, "the "x" button" a name. Gestures and fixed waits
 * have no deterministic web equivalent: the rule planner declines them.
 */

const CAL = 'calabash-android';

export const CALABASH: CorpusCase[] = [
  ...from(CAL, 'then', [
    ['Then', 'I see the text "Hello World!"', 'see "Hello World!"', 'I see the text …'],
    ['Then', 'I see "Saved"', 'see "Saved"', 'I see …'],
    ['Then', 'I should see "Welcome to Calabash!"', 'see "Welcome to Calabash!"', 'I should see …'],
    ['Then', 'I should see text containing "Something"', 'see "Something"', 'I should see text containing …'],
    ['Then', 'I should not see "Something"', 'not see "Something"', 'I should not see …'],
    ['Then', 'I don\'t see the text "Error"', 'not see "Error"', 'I don\'t see the text …'],
    ['Then', 'I don\'t see "Offline"', 'not see "Offline"', 'I don\'t see …'],
    ['Then', '"Africa" radio button should be selected', 'radio "Africa" is checked', 'sample: … radio button should be selected'],
    ['Then', '"America" radio button should not be selected', 'radio "America" is unchecked', 'sample: … radio button should not be selected'],
    ['Then', 'I am on the result screen', 'on page "result"', 'sample: I am on the … screen'],
  ]),
  ...from(CAL, 'relational', [
    ['When', 'I toggle checkbox number 1', 'click #1 checkbox', 'I toggle checkbox number …'],
    ['When', 'I enter "Something" into input field number 1', 'type "Something" into #1 textbox', 'I enter … into input field number …'],
    ['When', 'I enter "secret" into input field number 2', 'type "secret" into #2 textbox', 'I enter … into input field number …'],
    ['When', 'I clear input field number 1', 'clear #1 textbox', 'I clear input field number …'],
    ['When', 'I press button number 2', 'click #2 button', 'I press button number …'],
    ['When', 'I press list item number 3', 'click #3 item', 'I press list item number …'],
  ]),
  ...from(CAL, 'verbs', [
    ['When', 'I enter text "alice" into field with id "username"', 'type "alice" into textbox "username"', 'I enter text … into field with id …'],
    ['When', 'I enter "alice" as "Username"', 'type "alice" into "Username"', 'I enter … as …'],
    ['When', 'I enter "alice" into "Username"', 'type "alice" into "Username"', 'I enter … into …'],
    ['When', 'I clear "Username"', 'clear "Username"', 'I clear …'],
    ['When', 'I clear input field with id "search_box"', 'clear textbox "search_box"', 'I clear input field with id …'],
    ['When', 'I select "Green" from "Tea type"', 'select "Green" from "Tea type"', 'I select … from …'],
    ['When', 'the user presses Back', 'back (the screen\'s Back button, else the system\'s)', 'I press the back button, said short'],
    ['When', 'I hide device keyboard', 'hide keyboard', 'I.hideDeviceKeyboard (CodeceptJS)'],
    ['When', 'I press the enter key', 'press Enter', 'I press the enter button (the key, on the web)'],
    ['When', 'I scroll down', 'scroll down', 'I scroll down'],
    ['When', 'I scroll up', 'scroll up', 'I scroll up'],
    ['When', 'I press the "Click me" button', 'click button "Click me"', 'I press the … button'],
    ['When', 'I press "Login"', 'click "Login"', 'I press …'],
    ['When', 'I touch the "Help" text', 'click "Help"', 'I touch the … text'],
    ['When', 'I wait for "Done" to appear', 'wait for "Done"', 'I wait for … to appear'],
    ['When', 'I wait to see "Done"', 'wait for "Done"', 'I wait to see …'],
    // the timeout has nowhere to go in the intent (see unexpressible.ts); the wait itself is explicit
    ['When', 'I wait up to 10 seconds for "Done" to appear', 'wait for "Done"', 'I wait up to … seconds for … to appear'],
    ['When', 'I wait for the "Submit" button to appear', 'wait until button "Submit" visible', 'I wait for the … button to appear'],
    ['When', 'I select "Africa" radio button', 'check radio "Africa"', 'sample: I select … radio button'],
    ['When', 'I touch the Next button', 'click button "Next"', 'sample: I touch the … button'],
    ['When', 'I type "Welcome to Calabash!" into the textfield', 'type "Welcome to Calabash!" into textbox', 'sample: I type … into the textfield'],
  ]),
  ...from(CAL, 'navigation', [
    ['When', 'I go back', 'back', 'I go back'],
  ]),
  ...from(CAL, 'declines', [
    ['When', 'I long press "Photo"', 'longpress "Photo"', 'I long press …'],
    ['When', 'I swipe left', 'swipe left', 'I swipe left'],
    ['When', 'I swipe right', 'swipe right', 'I swipe right'],
    ['When', 'I click on screen 50% from the left and 30% from the top', null, 'I click on screen …% from the left and …% from the top'],
    ['When', 'I wait for 2 seconds', null, 'I wait for … seconds'],
    ['When', 'I wait', null, 'I wait'],
    ['When', 'I wait for progress', null, 'I wait for progress'],
    ['Given', 'I am on the input screen', 'open page "input"', 'sample: I am on the … screen (a screen known only by name)'],
  ]),
];
