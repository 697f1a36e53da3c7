import { cases, type CorpusCase } from './types.ts';

/* Fresh sentences: targets given by position, by relation to another element, or as the one of a kind. */

export const FRESH_RELATIONAL: CorpusCase[] = cases('relational', [
    // "among the results": in them
    ['Then', 'the buyer sees "Sencha" among the search results', 'see "Sencha" in search results'],
  // beside a text or a control, both inside a part of the page
  ['When', 'I click the checkbox next to "Buy milk" in the todo list', 'click checkbox near "Buy milk" in list "todo"'],
  ['When', 'I click the "Edit" link next to "Alice" in the "Users" section',
    'click link "Edit" near "Alice" in section "Users"'],
  // a corner says nothing of where; what holds it does
  ['When', 'the reader clicks the "×" button in the top right corner of the dialog', 'click button "×" in dialog'],
  // told by a text it shows, and what else the step calls it
  ['When', 'the admin clicks the alerts bell with the "3+" badge', 'click "3+" (alerts bell)'],
  ['When', 'I click the button with the "+" icon', 'click button "+"'],
  ['When', 'I click the toolbar with the "Bold" button', null],
  // seeing a part that holds a named element is seeing the element in such a part (a click would mean the part)
  ['Then', 'the author sees a floating editor toolbar with the "Bold" button', 'button "Bold" in toolbar is visible'],
  ['Then', 'I should not see a dialog with a "Delete" button', 'button "Delete" in dialog is hidden'],
  ['Then', 'I should see the price tag with the "Buy" button', null],
  // lower-case words before a container noun describe it; a capitalised one names it
  ['Then', 'I see the "Save" button in the editor toolbar', 'button "Save" in toolbar is visible'],
  ['When', 'I click "Save" in the Billing header', 'click "Save" in header "Billing"'],
  // words that point back: what the scenario named last (resolved when planned, back-reference.ts)
  ['When', 'I click it', 'click it'],
  ['When', 'I type "x" into it', 'type "x" into it'],
  ['When', 'I open it', 'click it'],
  ['When', 'I click the same button again', 'click it button'],
  ['Then', 'I should see "Draft saved" below it', '"Draft saved" below it is visible'],
  ['When', 'I press the "Reply" button there', 'click button "Reply" in there'],
  ['When', 'I pick "Large" in that dropdown', 'select "Large" from it combobox'],
  ['When', 'I click the "OK" button in this dialog', 'click button "OK" in it dialog'],
  ['When', 'I click the "Save" button in the dialog there', null],
  ['When', 'I click "Archive" in the dialog that appears', 'click "Archive" in dialog'],
  ['When', 'I click "Reports" in the menu bar', 'click "Reports" in menu'],
  // a part of the page led by its heading, by the app's own noun for it
  ['When', 'I fill in the "Name" field of the "Billing" example with "Ada"', 'type "Ada" into textbox "Name" in example "Billing"'],
  // a role word before the last one is the name
  ['Then', 'the title field should contain "Draft"', 'value of textbox "title" contains "Draft"'],
  // ordinals
  ['When', 'I click the 3rd text field', 'click #3 textbox'],
  ['When', 'I type "x" into the 3rd text field', 'type "x" into #3 textbox'],
  ['When', 'I click the first "Delete" button', 'click #1 button "Delete"'],
  ['When', 'I click the last "Delete" button', 'click #last button "Delete"'],
  ['When', 'I click the second link', 'click #2 link'],
  ['When', 'I click the 2nd "Add" button', 'click #2 button "Add"'],
  ['When', 'I select "Express" from the second dropdown', 'select "Express" from #2 combobox'],
  ['When', 'I check the first checkbox', 'check #1 checkbox'],
  ['When', 'I uncheck the last checkbox', 'uncheck #last checkbox'],
  ['When', 'I click the first row', 'click #1 row'],
  ['When', 'I click the last item', 'click #last item'],
  ['When', 'I fill in the first field with "Ada"', 'type "Ada" into #1 textbox'],
  ['When', 'I click the fourth tab', 'click #4 tab'],
  ['When', 'I click the 1st "Edit" link', 'click #1 link "Edit"'],
  ['When', 'I press the third button', 'click #3 button'],
  ['When', 'I click the 10th row', 'click #10 row'],
  ['When', 'I click the last "Remove" button in the todo list', 'click #last button "Remove" in list "todo"'],
  // relations: in a container, next to a text
  ['When', 'I check the checkbox next to "Buy milk"', 'check checkbox near "Buy milk"'],
  ['When', 'I click the "Edit" link in the row for "Alice"', 'click link "Edit" in row "Alice"'],
  ['When', 'I click the "Remove" button of the "Tea" item', 'click button "Remove" in item "Tea"'],
  ['When', 'I click the button in the dialog', 'click button in dialog'],
  ['When', 'I fill in "Street" with "1 Main St" within the "Billing" section', 'type "1 Main St" into "Street" in section "Billing"'],
  ['When', 'I tick the checkbox beside "Walk the dog"', 'check checkbox near "Walk the dog"'],
  // under a text or a heading: the nearest of them below it
  ['When', 'I click the "Edit" link under "Billing address"', 'click link "Edit" below "Billing address"'],
  ['Then', '"On" should be displayed under "Dark theme"', '"On" below "Dark theme" is visible'],
  // a heading, header or label named beside the target is the words it shows
  ['When', 'I click the link under the "News" heading', 'click link below "News"'],
  // a part's heading is the one that says its name
  ['When', 'I click the header of the "Shipping" card', 'click heading "Shipping"'],
  ['When', 'I click the heading in the dialog', 'click heading in dialog'],
  // a control's kind as the anchor's noun: read as a part of the page, or the control when no part is one
  ['When', 'I click the "Go" button next to the search box', 'click button "Go" near section "search"'],
  ['Then', '"4 items" should be shown next to the "Total" label', '"4 items" near "Total" is visible'],
  // beside a text, in the part a heading heads
  ['When', 'I tick the checkbox next to "Water the plants" under "This week"', 'check checkbox near "Water the plants" in section "This week"'],
  // above a part or a text: the nearest of them over it (a search box over the table it filters)
  ['When', 'I click the "Delete" button above the "Assam" row', 'click button "Delete" above row "Assam"'],
  ["When", 'I type "Lagos" into the "Filter" box above the list', 'type "Lagos" into textbox "Filter" above list'],
  ['Then', '"3 new" is shown next to "Inbox"', '"3 new" near "Inbox" is visible'],
  // a value shown after its label is beside it
  ['Then', '"bob@example.test" is shown after "To:"', '"bob@example.test" near "To:" is visible'],
  ['Then', 'the page "/signup" should be open', 'url contains "/signup"'],
  // the text shown on it may come before or after the word that says what it is
  ['When', 'I click the cart icon with the badge "2"', 'click image "2" (cart)'],
  // a part of the page said before the name is where the element is; a capitalised word is a name
  ['When', 'I type "tea" into the sidebar search box', 'type "tea" into textbox "search" in sidebar'],
  ['When', 'I click the Sidebar Toggle', 'click switch "Sidebar"'],
  // one of the parts the app's own noun names, told by the name it shows; the editor's writing area
  ['When', 'I press "Save" in the "Groceries" card', 'click "Save" in item "Groceries"'],
  ['Then', 'I should see "Hello" in the editing area', 'see "Hello" in editor'],
  // a part of the page that has (or has not) an element of a kind: that element in that part
  ['Then', 'the dialog should have a "Save" button', 'button "Save" in dialog is visible'],
  ['Then', 'the "Alice" row should not have a "Delete" button', 'button "Delete" in row "Alice" is hidden'],
  // …a quoted text with no kind is the part's text
  ['Then', 'the dialog should show "Saved"', 'see "Saved" in dialog'],
  // beside a control known by the name it shows; "at the top" of a named element says no more than its name
  ['When', 'I click "More" next to the "Dark mode" switch', 'click "More" near switch "Dark mode"'],
  ['When', 'I type "tea" into the "Search…" box at the top of the page', 'type "tea" into textbox "Search…"'],
  ['When', 'I click the "Delete" button next to "Assam"', 'click button "Delete" near "Assam"'],
  ['When', 'I type "12" into the quantity field of the "Darjeeling" row', 'type "12" into textbox "quantity" in row "Darjeeling"'],
  ['When', 'I click the "Delete" button in the second row', 'click button "Delete" in #2 row'],
  ['When', 'I click "OK" in the dialog', 'click "OK" in dialog'],
  ['When', 'I click "Save" in the modal', 'click "Save" in dialog'],
  ['When', 'I click the "Save" button in the "Billing" section', 'click button "Save" in section "Billing"'],
  ['When', 'I type "1 Main St" into the "Street" field in the "Shipping" section', 'type "1 Main St" into textbox "Street" in section "Shipping"'],
  ['When', 'I click the "Remove" button of the last item', 'click button "Remove" in #last item'],
  ['When', 'I check the first checkbox in the todo list', 'check #1 checkbox in list "todo"'],
  ['When', 'I click the "Edit" link in the first row', 'click link "Edit" in #1 row'],
  ['When', 'Within the "Billing" section, I fill in "Street" with "2 High St"', 'type "2 High St" into "Street" in section "Billing"'],
  ['When', 'I click the "Delete" button in the row containing "Alice"', 'click button "Delete" in row "Alice"'],
  ['When', 'I click the "Delete" button in the row with "Bob"', 'click button "Delete" in row "Bob"'],
  ['When', 'I click the "Delete" button in Alice\'s row', 'click button "Delete" in row "Alice"'],
  ['When', 'I click the dialog\'s "OK" button', 'click button "OK" in dialog'],
  ['When', 'I select "Express" from the "Delivery" dropdown in the "Shipping" form', 'select "Express" from combobox "Delivery" in form "Shipping"'],
  ['When', 'I click the "Buy" button for the "Assam" item', 'click button "Buy" in item "Assam"'],
  ['When', 'I check the "Done" checkbox in the row for "Walk the dog"', 'check checkbox "Done" in row "Walk the dog"'],
  // left of / right of are "near" (intent.ts)
  ['When', 'I click the "Add" button to the right of "Quantity"', 'click button "Add" near "Quantity"'],
  ['When', 'I click the "Delete" icon to the left of "Alice"', 'click image "Delete" near "Alice"'],
  // singletons: a role alone names the one such element
  ['When', 'I click the text field', 'click textbox'],
  ['When', 'I type "hello" into the text field', 'type "hello" into textbox'],
  ['When', 'I click the button', 'click button'],
  ['When', 'I check the checkbox', 'check checkbox'],
  ['When', 'I select "Red" from the dropdown', 'select "Red" from combobox'],
  ['When', 'I click the link', 'click link'],
  ['Then', 'the dialog should be visible', 'dialog is visible'],
  ['Then', 'the dialog should be closed', 'dialog is hidden'],
  // the dialog that showed that title earlier in the scenario (a title never shown stays unsure, e2e)
  ['Then', 'the "Preferences" dialog should be closed', 'not see "Preferences" in dialog'],
  ['Then', 'I should see the dialog', 'dialog is visible'],
  ['Then', 'the text field should be empty', 'value of textbox is ""'],
  ['Then', 'the checkbox should be checked', 'checkbox is checked'],
  // states of placed targets
  ['Then', 'the checkbox next to "Buy milk" should be checked', 'checkbox near "Buy milk" is checked'],
  ['Then', 'the "Edit" link in the row for "Alice" should be visible', 'link "Edit" in row "Alice" is visible'],
  ['Then', 'the 2nd checkbox should be unchecked', '#2 checkbox is unchecked'],
  ['Then', 'the first "Delete" button should be disabled', '#1 button "Delete" is disabled'],
  ['Then', 'the "Save" button in the "Shipping" section should be enabled', 'button "Save" in section "Shipping" is enabled'],
  ['Then', 'the "Street" field in the "Billing" section should be empty', 'value of textbox "Street" in section "Billing" is ""'],
  ['Then', 'the "Street" field in the "Shipping" section should contain "1 Main St"', 'value of textbox "Street" in section "Shipping" contains "1 Main St"'],
  ['Then', 'the 3rd text field should contain "c"', 'value of #3 textbox contains "c"'],
  ['Then', 'I should see the "Remove" button of the "Tea" item', 'button "Remove" in item "Tea" is visible'],
  ['Then', 'I should not see a "Delete" button in the row for "Carol"', 'button "Delete" in row "Carol" is hidden'],
  ['Then', 'the last item should be visible', '#last item is visible'],
  // a side among containers, and container words more specific than "section"
  ['When', 'I click the "Expand all fields" button in the left editor', 'click button "Expand all fields" in left editor'],
  ['When', 'I press "Save" in the right-hand panel', 'click "Save" in right section'],
  ['When', 'I click "Home" in the navigation', 'click "Home" in navigation'],
  ['When', 'I click "Save" in the left "Draft" form', 'click "Save" in left form "Draft"'],
  ['When', 'I click "Save" in the left', null],
  // one plain noun after a quoted name says what the app calls the thing; it does not change which one
  ['When', 'I expand the "Book" schema', 'expand "Book"'],
  ['When', 'I click the "Q3" report', 'click "Q3"'],
  // a plain noun right before the quoted name says what the app calls it; the name decides (as after it)
  ['When', 'I click the schema "Book"', 'click "Book"'],
  ['When', 'I click the email "Order #1042 confirmed" in the inbox', 'click "Order #1042 confirmed" in inbox'],
  // a part of the page named by a plain noun its markup says ("topbar", "accordion"); not a side alone,
  // not a word run into a name ("Sign in button"), not a possessive
  ['When', 'the admin clicks on "Douglas McGee" in the top bar', 'click "Douglas McGee" in top bar'],
  ['When', 'I follow "Layout" within the first accordion', 'click "Layout" in #1 accordion'],
  ['When', 'I press the Sign in button', 'click button "Sign in"'],
  ['When', 'I click the user\'s "Profile" link', null],
  // a part of the page named by its title is there when a part of that kind shows it
  ['Then', 'A dialog titled "Modal title" should be displayed.', 'see "Modal title" in dialog'],
  // …but the subject of a check is not "in" anything: "the request body" is a field holding a value
  ['Then', 'the request body should contain "Middlemarch"', 'value of "request body" contains "Middlemarch"'],
  // a placed target inside a part of the page: its anchor is placed there too
  ['When', 'I click the expand button next to "student_details" in the right editor', 'click button "expand" near "student_details" in right editor'],
  ['When', 'I click the "Edit" link in the row for "Bob" within the "People" section', 'click link "Edit" in row "Bob" in section "People"'],
  // words inside an editor are clicked where they are drawn (grounded live: the editor must hold them once)
  ['When', 'I double-click on "world" in the editor', 'dblclick "world" in editor'],
  // a combo that shows what was chosen: its value, read back; a list chosen from is selected, however it opens
  ['Then', 'I should see "Heading 2" in the "Paragraph Format" combo', 'value of combobox "Paragraph Format" is "Heading 2"'],
  ['When', 'I pick "Red" from the colour combo', 'select "Red" from combobox "colour"'],
  ['Then', 'I should see "Red" in the colour combo', 'value of combobox "colour" is "Red"'],
  // a place said after the whole clause, or between commas, or said closer ("right below"); "there" once only
  ['Then', '"Express" should be selected under "Shipping method"', '"Express" below "Shipping method" is checked'],
  ['Then', 'I should see that "Standard" is already selected under "Shipping"', '"Standard" below "Shipping" is checked'],
  ['Then', '"Standard" should no longer be selected there', '"Standard" in there is unchecked'],
  ['Then', 'the second "Dark mode" toggle, under "Appearance", should be on',
    '#2 switch "Dark mode" below "Appearance" is checked'],
  ['When', 'I type "Ada" into the "Surname" field right below it', 'type "Ada" into textbox "Surname" below it'],
  ['When', 'I tick the first "Agree" checkbox, under "Terms"', 'check #1 checkbox "Agree" below "Terms"'],
  ['Then', 'that "Agree" checkbox should be ticked', 'it checkbox "Agree" is checked'],
  // able to use an element: whether it is enabled; able to do something with no element is no check
  ['Then', 'I should not be able to type into the "Comments" textarea', 'textbox "Comments" is disabled'],
  ['Then', 'the guest should be able to click "Checkout"', '"Checkout" is enabled'],
  ['When', 'I am able to log in', null],
  // a plain noun before a quoted name, in an anchor or a target ("the heading "x"", "the card "x"", "the account
  // name "x""); a part holding a field of a kind and name; a control is no part to be in
  ['Then', 'the reader should see the label "pasta" under the heading "Carbonara"', '"pasta" below "Carbonara" is visible'],
  ['When', 'I click "Edit" within the card "Weekly Plan"', 'click "Edit" in item "Weekly Plan"'],
  ['Then', 'the reader should see the card heading "Weekly Plan"', 'heading "Weekly Plan" is visible'],
  ['When', 'I click on the account name "Ada King" in the top bar', 'click "Ada King" in top bar'],
  ['When', 'I click on the envelope icon with the counter "7" in the top bar', 'click image "7" (envelope) in top bar'],
  ['Then', 'the "Insert Image" dialog with the field "Alt text" should be shown',
    'textbox "Alt text" in dialog "Insert Image" is visible'],
  ['When', 'I click "Save" in the button "Settings"', null],
  // "at the end of the toolbar" places a button in it; "click at the end of "x"" still puts the caret there
  ['When', 'I click the "Help" button at the far end of the editor toolbar', 'click button "Help" in toolbar'],
  ['When', 'I accept the browser\'s "Leave this page?" confirmation', 'see "Leave this page?" in dialog; accept the browser dialog'],
  // "that heading" is the heading named before, not a title field
  ['When', 'I press End and type " one" into that heading', 'press End; type " one" into it heading'],
  // "in front of" is beside; how big an element looks names nothing; a place inside a place inside a place
  ['When', 'the user clicks the small arrow in front of "Reports" in the "Menu" tab of the sidebar',
    'click "arrow" near "Reports" in tab "Menu" in sidebar'],
  ['When', 'I click the tiny cross in front of "Milk"', 'click "cross" near "Milk"'],
  ['When', 'I click the Big Deals link', 'click link "Big Deals"'],
  // what a part holds is in the part
  ['When', 'she clicks the link "pricing" in the text of the Welcome card', 'click link "pricing" in item "Welcome"'],
  ['When', 'I click "Archive" in the top menu bar', 'click "Archive" in top menu'],
  // the n-th of parts a page repeats under one name
  ['When', 'I click "Express" in the second "Shipping" group', 'click "Express" in #2 section "Shipping"'],
  // one place said after checks joined by "and" places them all; a clause that acts keeps its own
  ['Then', '"Express" should be ticked and "Standard" should not be ticked in the "Shipping" section',
    '"Express" in section "Shipping" is checked; "Standard" in section "Shipping" is unchecked'],
  ['When', 'I tick "Express" and type "42" in the "Floor" field', 'check "Express"; type "42" into textbox "Floor"'],
  // a part counted among several, "of" as well as "in"
  ['Then', 'the "Billing" panel of the second card should be collapsed',
    'section "Billing" in #2 item is collapsed'],
  // a message under a field, named by its label (quoted or Capitalised)
  ['Then', 'I should see "Password is too short" under the "Password" field',
    '"Password is too short" below textbox "Password" is visible'],
  ['Then', '"Required" should be displayed below the Email field', '"Required" below textbox "Email" is visible'],
  // quoted subjects of one predicate, and texts seen in the place said after the last
  ['Then', '"Monthly" and "Yearly" should be displayed in the pricing card',
    'see "Monthly" in item "pricing"; see "Yearly" in item "pricing"'],
  ['Then', 'I should see "Inbox" and "Drafts" in the sidebar', 'see "Inbox" in sidebar; see "Drafts" in sidebar'],
  ['Then', 'I click "Inbox" and "Drafts" should be shown', 'click "Inbox"; see "Drafts"'],
  // what an icon shows, in a noun of two words; adjectives of looks name nothing
  ['When', 'I click the trash can icon "Remove item" on "Groceries"', 'click image "Remove item" in "Groceries"'],
  ['When', 'I click the red big "Remove" button', null],
  // text shown "in it": in the part the scenario named
  ['Then', '"Order sent" should be displayed in it', 'see "Order sent" in it'],
  // what a part has, said with "of" and a plain noun, is in that part; a name with "of" in it stays one name
  ['When', 'I fill in the subject of the draft reply with "Re: invoice"', 'type "Re: invoice" into "subject" in draft reply'],
  ['When', 'I click the Terms of Use link', 'click link "Terms of Use"'],
  // the text in the editing area is what the editor holds; drawn in a style, it is text in the editor
  ['When', 'she replaces the text in the editing area with "Minutes of Monday"', 'type "Minutes of Monday" into textbox "editor"'],
  ['Then', 'the editing area should show "Minutes" in italics', 'see "Minutes" (italic) in editor'],
  // trap: a plain field draws no styles: its value is no styled text
  ['Then', 'the "Comment" field should show "Minutes" in italics', null],
]);
