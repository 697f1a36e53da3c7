import { cases, type CorpusCase } from './types.ts';

/* Fresh sentences: the verbs beyond click/type/select/check (issue 7, class 5), keys, scrolls, waits. */

export const FRESH_VERBS: CorpusCase[] = cases('verbs', [
  // nothing is typed into a heading: "the title" set to a value is the field that holds it
  ['When', 'she sets the title to "Reading list"', 'type "Reading list" into textbox "title"'],
  // an aside in brackets is for the reader: the words before it name the element on their own
  ['When', 'the user clicks the "Create a new tiddler" button (the "+" in the sidebar)',
    'click button "Create a new tiddler"'],
  ['When', 'I click the "About" button (the question mark at the end of the toolbar)', 'click button "About"'],
  // a glyph in brackets is how the control is drawn, part of its name, no aside
  ['When', 'the user clicks the close (×) button of the dialog', 'click button "close (×)" in dialog'],
  // a choice inside a part of the page is no option of a list that part names
  ['When', 'the reader chooses "Male" in the dialog', 'check "Male" in dialog'],
  ['When', 'I select "Large" in the "Size" dropdown', 'select "Large" from combobox "Size"'],
  // a part only a plain noun names may be nothing on the page: the list reading stays (then unsure live)
  ['When', 'I pick "28" in the basket', 'select "28" from "basket"'],
  // "switch … from "A" to "B"": the control showing A, set to B (a name to look for, never a place "from")
  ['When', 'the editor switches the mode from "Tree" to "Code"', 'select "Code" from "Tree"'],
  ['When', 'I change the layout from "Grid" to "List"', 'select "List" from "Grid"'],
  ['When', 'I switch from the light theme to the dark one', null],
  // the same click or key press several times ("twice" is no name; anything else done twice is not read)
  ['When', 'I press "Delete all" twice', 'click "Delete all"; click "Delete all"'],
  ['When', 'I click the "Arm" button twice in quick succession', 'click button "Arm"; click button "Arm"'],
  ['When', 'I press Tab 3 times', 'press Tab; press Tab; press Tab'],
  ['When', 'I type "x" into "Name" twice', null],
  ['When', 'the reviewer unticks the "Spam" checkbox', 'uncheck checkbox "Spam"'],
  // "again" repeats an earlier step and names nothing; a Capitalised "Try Again" unquoted is a name
  ['When', 'the user opens the navigation drawer again', 'click "navigation drawer"'],
  ['When', 'I tap "Save" once more', 'click "Save"'],
  ['When', 'I click Try Again', 'click "Try Again"'],
  // search: type into the search field and submit
  ['When', 'I search for "tea"', 'type "tea" into "search"; press Enter'],
  ['When', 'I search the products for "oolong"', 'type "oolong" into "search products"; press Enter'],
  ['When', 'the user searches for "green tea"', 'type "green tea" into "search"; press Enter'],
  ['When', 'I search for "tea" in the "Catalogue" field', 'type "tea" into textbox "Catalogue"; press Enter'],
  ['When', 'Search for "Assam".', 'type "Assam" into "search"; press Enter'],
  // focus
  ['When', 'I focus on the "Email" field', 'focus textbox "Email"'],
  ['When', 'I put the focus on "Search"', 'focus "Search"'],
  ['When', 'I focus the 2nd text field', 'focus #2 textbox'],
  ['When', 'I set focus to the "Comment" box', 'focus textbox "Comment"'],
  // expand and collapse
  ['When', 'I expand the "Advanced" section', 'expand section "Advanced"'],
  ['When', 'I collapse the "Filters" panel', 'collapse section "Filters"'],
  ['When', 'I expand "Shipping details"', 'expand "Shipping details"'],
  ['When', 'I collapse "Shipping details"', 'collapse "Shipping details"'],
  ['When', 'I expand the "2023" row', 'expand row "2023"'],
  ['When', 'I unfold the "FAQ" section', 'expand section "FAQ"'],
  ['Then', 'the "Advanced" section should be expanded', 'section "Advanced" is expanded'],
  ['Then', 'the "Filters" panel should be collapsed', 'section "Filters" is collapsed'],
  // close or dismiss a dialog
  ['When', 'I close the dialog', 'dismiss dialog'],
  // a verb that answers: the browser's own dialog when one is open, else the page's dialog by its yes or no
  ['When', 'she confirms the dialog', 'dismiss dialog (yes)'],
  ['When', 'I cancel the dialog', 'dismiss dialog (no)'],
  ['When', 'I dismiss the "Cookies" banner', 'dismiss dialog "Cookies" (no)'],
  ['When', 'I close the popup', 'dismiss dialog'],
  ['When', 'I close the "Welcome" modal', 'dismiss dialog "Welcome"'],
  ['When', 'the user dismisses the dialog', 'dismiss dialog (no)'],
  // open a tab or a menu
  ['When', 'I open the "Reviews" tab', 'click tab "Reviews"'],
  ['When', 'I switch to the "Specifications" tab', 'click tab "Specifications"'],
  ['When', 'I open the "File" menu', 'click menu "File"'],
  ['When', 'I open the user menu and click "Sign out"', 'click menu "user"; click "Sign out"'],
  ['When', 'I open the "Actions" dropdown', 'click combobox "Actions"'],
  // double-click, right-click
  ['When', 'I double-click "Buy milk"', 'dblclick "Buy milk"'],
  ['When', 'I double click on the "Title" field', 'dblclick textbox "Title"'],
  ['When', 'I right-click the "Tea" row', 'rightclick row "Tea"'],
  ['When', 'I context-click "Canvas"', 'rightclick "Canvas"'],
  // drag and drop
  ['When', 'I drag "Task 1" to "Done"', 'drag "Task 1" to "Done"'],
  ['When', 'I drag and drop the "Task 2" card onto "In progress"', 'drag item "Task 2" to "In progress"'],
  ['When', 'I drag the 3rd item onto the 1st item', 'drag #3 item to #1 item'],
  // attach or upload a file (a bare upload goes to the page's one file input)
  ['When', 'I upload "avatar.png" to the "Profile picture" field', 'upload "avatar.png" to textbox "Profile picture"'],
  ['When', 'I attach "cv.pdf"', 'upload "cv.pdf" to textbox'],
  ['When', 'I upload the file "photo.jpg"', 'upload "photo.jpg" to textbox'],
  ['When', 'I upload "invoice.pdf" using the "Attachment" button', 'upload "invoice.pdf" to button "Attachment"'],
  // submit a form
  ['When', 'I submit the form', 'submit'],
  ['When', 'I submit the "Login" form', 'submit form "Login"'],
  ['When', 'I submit the login form', 'submit form "login"'],
  ['When', 'the user submits the "Contact us" form', 'submit form "Contact us"'],
  ['When', 'I send the form', 'submit'],
  // clear a field
  ['When', 'I clear the Search field', 'clear textbox "Search"'],
  ['When', 'I empty the "Notes" text area', 'clear textbox "Notes"'],
  ['When', 'I clear the text field', 'clear textbox'],
  ['When', 'I erase the contents of the "Bio" field', 'clear textbox "Bio"'],
  // hover
  ['When', 'I hover over the "Products" menu', 'hover menu "Products"'],
  ['When', 'I mouse over "Help"', 'hover "Help"'],
  // keys
  ['When', 'I press the Tab key', 'press Tab'],
  ['When', 'I hit Return', 'press Enter'],
  ['When', 'I press Backspace in the "Code" field', 'press Backspace in textbox "Code"'],
  // scroll
  ['When', 'I scroll down the page', 'scroll down'],
  ['When', 'I scroll to the "Pricing" section', 'scroll to section "Pricing"'],
  ['When', 'I scroll the "Terms" heading into view', 'scroll to heading "Terms"'],
  // waits
  ['When', 'I wait for "Order placed"', 'wait for "Order placed"'],
  ['When', 'I wait until "Saving…" disappears', 'wait until not "Saving…"'],
  ['When', 'I wait for the dialog to close', 'wait until dialog hidden'],
  ['When', 'I wait for the "Results" heading to appear', 'wait until heading "Results" visible'],
  // replacing a field's content, clicking into a region, choosing an item of a menu
  ['When', 'the writer replaces the title with "Shopping list"', 'type "Shopping list" into textbox "title"'],
  // the browser's own confirm, and what it asks in the step's words
  ['When', 'I accept the browser dialog asking whether to delete the note', 'accept the browser dialog'],
  // "confirm" answers the browser's dialog (it is no "verify"), and the question may quote what it is about
  ['When', 'she confirms the browser dialog that asks whether to remove "Weekly plan"', 'accept the browser dialog'],
  // what is seen in a text field is a part of what it holds
  ['Then', 'I should see "debug = true" in the config textarea', 'value of textbox "config" contains "debug = true"'],
  // the title it has now names the field that holds it (nothing is typed into a heading)
  ['When', 'I replace the title "Untitled" with "Groceries"', 'type "Groceries" into textbox "Untitled"'],
  ['When', 'I overwrite the "Name" field with "Tulsi"', 'type "Tulsi" into textbox "Name"'],
  ['When', 'I click in the editing area', 'click textbox "editor"'],
  // typing at an edge of a field: the caret put there, then the text goes on from it
  ['When', 'I type " and more" at the end of the "Notes" field', 'click at the end of textbox "Notes"; type " and more" where the caret is'],
  ['When', 'she adds "Dear Sir, " to the start of the message box', 'click at the start of textbox "message"; type "Dear Sir, " where the caret is'],
  ['When', 'I accept the confirmation "Delete it?"', 'see "Delete it?" in dialog; accept the browser dialog'],
  ['When', 'I dismiss the JavaScript confirm dialog', 'dismiss the browser dialog'],
  ['When', 'I dismiss the alert', null],
  ['When', 'I type "Bring coffee" where the cursor is', 'type "Bring coffee" where the caret is'],
  ['When', 'I type "Bring coffee" into', null],
  ['When', 'I click into the search box', 'click textbox "search"'],
  // where in a text the caret goes: a click at its start or end
  ['When', 'the author moves to the end of the heading and types " tortor"', 'click at the end of heading; type " tortor" where the caret is'],
  ['When', 'I click at the start of "Fusce vitae porttitor"', 'click at the start of "Fusce vitae porttitor"'],
  ['When', 'I put the cursor at the end of the "Title" field', 'click at the end of textbox "Title"'],
  ['When', 'I move to the middle of the heading', null],
  // one value into two named fields; a second clause that presses something is still a clause
  ['When', 'the user types "hunter2" into both "Password" and "Repeat Password"',
    'type "hunter2" into "Password"; type "hunter2" into "Repeat Password"'],
  // where the caret goes, said as a place in the text: the keys that go there
  ['When', 'I jump to the end of the text', 'press Control+End'],
  ['When', 'she moves the cursor to the start of the line', 'press Home'],
  // closing a part a name heads: its close control; a dialog is dismissed as before
  ['When', 'I close the note "Groceries"', 'click button "close" in "Groceries"'],
  ['When', 'she closes the "Preview" tab', 'click button "close" in "Preview"'],
  // typing with no field, right after clearing one: into that field (clearing took the caret away)
  ['When', 'the clerk clears the notes box and types "Ring twice"', 'clear textbox "notes"; type "Ring twice" into textbox "notes"'],
  // trap: after a click the caret is where the click put it
  ['When', 'I click the comment area and type "Looks good"', 'click "comment area"; type "Looks good" where the caret is'],
]);
