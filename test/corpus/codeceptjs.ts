import { from, type CorpusCase } from './types.ts';

/*
 * Adapted from CodeceptJS's `I.*` actions (the WebDriver/Playwright helpers), written the way its
 * Gherkin users phrase them: `I.fillField('Email', 'x')` → `I fill field "Email" with "x"`.
 */

const C = 'codeceptjs';

export const CODECEPTJS: CorpusCase[] = [
  ...from(C, 'navigation', [
    ['Given', 'I am on page "/"', 'navigate "/"', 'I.amOnPage'],
    ['Given', 'I am on page "/login"', 'navigate "/login"', 'I.amOnPage'],
    ['When', 'I am on page "/checkout"', 'navigate "/checkout"', 'I.amOnPage'],
    ['When', 'I refresh page', 'reload', 'I.refreshPage'],
    ['Then', 'I see "/register" in the current url', 'url contains "/register"', 'I.seeInCurrentUrl'],
    ['Then', 'the current URL equals "/register"', 'url equals "/register"', 'I.seeCurrentUrlEquals'],
    ['Then', 'I see current url equals "/register"', 'url equals "/register"', 'I.seeCurrentUrlEquals'],
    ['Then', 'I see title equals "Home Page"', 'title equals "Home Page"', 'I.seeTitleEquals'],
    ['Then', 'I see "Home" in the title', 'title contains "Home"', 'I.seeInTitle'],
    ['Then', 'I see in current url "/account"', 'url contains "/account"', 'I.seeInCurrentUrl'],
    ['Then', 'I see in title "Account"', 'title contains "Account"', 'I.seeInTitle'],
    ['Then', 'I see in current url "/settings"', 'url contains "/settings"', 'I.seeInCurrentUrl'],
    // no negated URL or title check yet: declined, never read as a check of an element
    ['Then', 'I dont see in title "Error"', null, 'I.dontSeeInTitle'],
    ['Then', 'the title equals "Home Page"', 'title equals "Home Page"', 'I.seeTitleEquals'],
  ]),
  ...from(C, 'verbs', [
    ['When', 'I click "Login"', 'click "Login"', 'I.click'],
    ['When', 'I click "Create User"', 'click "Create User"', 'I.click'],
    ['When', 'I double click "Edit"', 'dblclick "Edit"', 'I.doubleClick'],
    ['When', 'I double click on the "Notes" field', 'dblclick textbox "Notes"', 'I.doubleClick'],
    ['When', 'I right click on "Options"', 'rightclick "Options"', 'I.rightClick'],
    ['When', 'I right-click the "Inbox" link', 'rightclick link "Inbox"', 'I.rightClick'],
    ['When', 'I fill field "Email" with "hello@world.com"', 'type "hello@world.com" into textbox "Email"', 'I.fillField'],
    ['When', 'I fill in the "Password" field with "123456"', 'type "123456" into textbox "Password"', 'I.fillField'],
    ['When', 'I fill the "Name" field with "Davert"', 'type "Davert" into textbox "Name"', 'I.fillField'],
    ['When', 'I clear field "Email"', 'clear textbox "Email"', 'I.clearField'],
    // a locator that is a CSS selector names the one element it picks (grounded live; the parse keeps the quotes)
    ['When', 'I fill field "input.title-field", "Minutes"', 'type "Minutes" into "input.title-field"', 'I.fillField'],
    ['When', 'I click "#save-button"', 'click "#save-button"', 'I.click'],
    ['Then', 'I see "Order placed" in ".notifications"', 'see "Order placed" in ".notifications"', 'I.see(text, context)'],
    ['Then', 'I dont see "Draft" in "#status-bar"', 'not see "Draft" in "#status-bar"', 'I.dontSee(text, context)'],
    ['When', 'I clear the "Search" input', 'clear textbox "Search"', 'I.clearField'],
    ['When', 'I select option "Monthly" from "Choose Plan"', 'select "Monthly" from "Choose Plan"', 'I.selectOption'],
    // its two arguments in their own order: the select first, then the option (never two checkboxes)
    ['When', 'I select option "Plan", "Yearly"', 'select "Yearly" from "Plan"', 'I.selectOption'],
    ['When', 'I select option "Country", "Peru"', 'select "Peru" from "Country"', 'I.selectOption'],
    ['When', 'I select "Premium" from the "subscription" select', 'select "Premium" from combobox "subscription"', 'I.selectOption'],
    // a combo that drops its list down from a button is selected from the same way (opened, then the option)
    ['When', 'I select option "Heading 2" from "Paragraph Format"', 'select "Heading 2" from "Paragraph Format"', 'I.selectOption'],
    ['When', 'I check "Agree"', 'check "Agree"', 'I.checkOption'],
    ['When', 'I check "I Agree to Terms and Conditions"', 'check "I Agree to Terms and Conditions"', 'I.checkOption'],
    ['When', 'I uncheck "Agree"', 'uncheck "Agree"', 'I.uncheckOption'],
    ['When', 'I attach file "data/avatar.jpg" to "Avatar"', 'upload "data/avatar.jpg" to "Avatar"', 'I.attachFile'],
    ['When', 'I attach the file "data/avatar.jpg" to the "Avatar" field', 'upload "data/avatar.jpg" to textbox "Avatar"', 'I.attachFile'],
    ['When', 'I press key "Enter"', 'press Enter', 'I.pressKey'],
    // seeElement / seeNumberOfElements take a locator: the quotes hold a CSS selector, never a name
    ['Then', 'I dont see in field "Tea name", "Oolong"', 'value of textbox "Tea name" does not contain "Oolong"', 'I.dontSeeInField'],
    ['Then', 'I see element "#login-form"', 'element "#login-form" is there', 'I.seeElement'],
    ['Then', 'I dont see element ".error-banner"', 'element ".error-banner" is not there', 'I.dontSeeElement'],
    ['Then', 'I see number of visible elements ".todo-item", 3', 'count 3 css ".todo-item"', 'I.seeNumberOfVisibleElements'],
    ['Then', 'I see number of elements "li", 4', 'count 4 css "li"', 'I.seeNumberOfElements'],
    ['Then', 'I see number of elements "Save", 4', null, 'I.seeNumberOfElements with a name, not a locator'],
    ['When', 'I press the "Escape" key', 'press Escape', 'I.pressKey'],
    ['Then', 'I see in field "Tea name", "Silver Needle"', 'value of textbox "Tea name" contains "Silver Needle"', 'I.seeInField'],
    // seeInField checks that the value includes the text (its helpers' stringIncludes), not that it equals it
    ['Then', 'I see in field "Source", "<h1>"', 'value of textbox "Source" contains "<h1>"', 'I.seeInField'],
    ['When', 'I press key "Control+A"', 'press Control+A', 'I.pressKey with a chord'],
    ['When', 'I press Ctrl + Shift + z', 'press Control+Shift+Z', 'I.pressKey with a chord'],
    ['When', 'I move cursor to "Help"', 'hover "Help"', 'I.moveCursorTo'],
    ['When', 'I move the cursor to the "Profile" link', 'hover link "Profile"', 'I.moveCursorTo'],
    ['When', 'I drag and drop "Item 1" to "Trash"', 'drag "Item 1" to "Trash"', 'I.dragAndDrop'],
    ['When', 'I drag "Card A" and drop it on "Done"', 'drag "Card A" to "Done"', 'I.dragAndDrop'],
    ['When', 'I scroll to "Contact us"', 'scroll to "Contact us"', 'I.scrollTo'],
    ['When', 'I scroll page to bottom', 'scroll bottom', 'I.scrollPageToBottom'],
    ['When', 'I scroll page to top', 'scroll top', 'I.scrollPageToTop'],
    ['When', 'I focus the "Username" field', 'focus textbox "Username"', 'I.focus'],
    ['When', 'I wait for text "Thank you"', 'wait for "Thank you"', 'I.waitForText'],
    // its seconds after a comma are a timeout, which replay's own waits replace
    ['When', 'I wait for text "Order placed", 10', 'wait for "Order placed"', 'I.waitForText(text, sec)'],
    ['Given', 'I wait for text "Welcome", 20', 'wait for "Welcome"', 'I.waitForText(text, sec)'],
    ['When', 'I wait for the "Submit" button', 'wait until button "Submit" visible', 'I.waitForElement'],
    ['When', 'I wait for the "Submit" button to be visible', 'wait until button "Submit" visible', 'I.waitForVisible'],
    ['When', 'I wait for the popup to disappear', 'wait until dialog hidden', 'I.waitForInvisible'],
    ['When', 'I wait until "Loading" is hidden', 'wait until not "Loading"', 'I.waitToHide'],
    ['When', 'I wait for invisible "Loading"', 'wait until not "Loading"', 'I.waitForInvisible'],
    ['When', 'I wait for visible "Dashboard"', 'wait for "Dashboard"', 'I.waitForVisible'],
    ['When', 'I wait for enabled "Pay"', 'wait until "Pay" enabled', 'I.waitForEnabled'],
    ['When', 'I wait until the "Pay" button is enabled', 'wait until button "Pay" enabled', 'I.waitForEnabled'],
  ]),
  ...from(C, 'relational', [
    ['When', 'I click "Edit" in the "Alice" row', 'click "Edit" in row "Alice"', 'I.click(locator, context)'],
    ['When', 'I click "Login" in the login form', 'click "Login" in form "login"', 'I.click(locator, context)'],
    ['When', 'I fill field "City" in the "Shipping" section with "Paris"', 'type "Paris" into textbox "City" in section "Shipping"', 'within + I.fillField'],
    ['Then', 'I see the "Remove" button in the "Tea" item', 'button "Remove" in item "Tea" is visible', 'I.seeElement(locator, context)'],
  ]),
  ...from(C, 'sentence-forms', [
    ['When', 'I fill field "Email" with "a@b.c" and click "Subscribe"', 'type "a@b.c" into textbox "Email"; click "Subscribe"', 'I.fillField + I.click'],
    ['When', 'I click "Login", fill field "Email" with "a@b.c" and press key "Enter"', 'click "Login"; type "a@b.c" into textbox "Email"; press Enter', 'I.click + I.fillField + I.pressKey'],
  ]),
  ...from(C, 'then', [
    ['Then', 'I see "Welcome"', 'see "Welcome"', 'I.see'],
    ['Then', 'I see "User is valid"', 'see "User is valid"', 'I.see'],
    ['Then', 'I don\'t see "Login"', 'not see "Login"', 'I.dontSee'],
    ['Then', 'I do not see "Error"', 'not see "Error"', 'I.dontSee'],
    // dontSee… read without the apostrophe
    ['Then', 'I dont see "Error"', 'not see "Error"', 'I.dontSee'],
    ['Then', 'I dont see the "Retry" button', 'button "Retry" is hidden', 'I.dontSeeElement'],
    ['Then', 'I see the "Sign out" button', 'button "Sign out" is visible', 'I.seeElement'],
    ['Then', 'I see the modal', 'dialog is visible', 'I.seeElement'],
    ['Then', 'I see the "Source" toolbar button', 'button "Source" is visible', 'I.seeElement'],
    ['Then', 'I dont see the "Bold" toolbar button', 'button "Bold" is hidden', 'I.dontSeeElement'],
    ['Then', 'I don\'t see the "Retry" button', 'button "Retry" is hidden', 'I.dontSeeElement'],
    ['Then', 'I see "davert" in the "Username" field', 'value of textbox "Username" contains "davert"', 'I.seeInField'],
    ['Then', 'I see that the "Agree" checkbox is checked', 'checkbox "Agree" is checked', 'I.seeCheckboxIsChecked'],
    ['Then', 'I see that the "Agree" checkbox is not checked', 'checkbox "Agree" is unchecked', 'I.dontSeeCheckboxIsChecked'],
    ['Then', 'I see checkbox "Newsletter" is checked', 'checkbox "Newsletter" is checked', 'I.seeCheckboxIsChecked'],
    ['Then', 'I see checkbox is checked "Newsletter"', 'checkbox "Newsletter" is checked', 'I.seeCheckboxIsChecked'],
    ['Then', 'I dont see checkbox is checked "Newsletter"', 'checkbox "Newsletter" is unchecked',
      'I.dontSeeCheckboxIsChecked'],
    ['Then', 'I see 3 todo items', 'count 3 "todo items"', 'I.seeNumberOfElements'],
    ['Then', 'I see 4 visible rows in the users table', 'count 4 "users rows"', 'I.seeNumberOfVisibleElements'],
  ]),
  ...from(C, 'verbs', [
    // types into whatever has focus, clearing nothing (compile checks the text then shows)
    ['When', 'I type "Hello"', 'type "Hello" where the caret is', 'I.type'],
    ['When', 'I accept the popup', 'accept the browser dialog', 'I.acceptPopup'],
    ['When', 'I cancel the popup', 'dismiss the browser dialog', 'I.cancelPopup'],
    ['Then', 'I see in popup "Saved"', 'see "Saved" in dialog', 'I.seeInPopup'],
    ['When', 'I click "Delete all emails" (the trash icon)', 'click "Delete all emails"', 'I.click (with a comment)'],
    ['When', 'I click "×" in the top right corner of the modal', 'click "×" in dialog', 'I.click (with a context)'],
  ]),
];
