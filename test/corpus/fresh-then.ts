import { cases, type CorpusCase } from './types.ts';

/* Fresh sentences: Then steps (text, element states, field values, counts, pages, URL, title). */

export const FRESH_THEN: CorpusCase[] = cases('then', [
  // a page, then what shows it is that page: its heading or title in words
  ['Then', 'she should be on the inbox screen with the title "Inbox"', 'on page "inbox"; see "Inbox"'],
  // a page known by what it says; a part of the page known as the one an action just showed
  ['Then', 'I am back on the page that says "Sign in to continue"', 'see "Sign in to continue"'],
  ['Then', 'I see "Profile" in the menu that opens', 'see "Profile" in menu'],
  ['Then', 'I see "Invoice 7" in the message list', 'see "Invoice 7" in list "message"'],
  // a part of a kind seen by the words it shows (a click on "the row for "Alice"" still means the row)
  ['Then', 'I see the menu for "Ada Lovelace"', 'see "Ada Lovelace" in menu'],
  ['Then', 'I should not see the row for "Bob"', 'not see "Bob" in row'],
  // text placed in a part (in a part): a trailing place is where the text is read
  ['Then', 'an "urgent" label should be displayed in the editor', 'see "urgent" in editor'],
  ['Then', '"Draft" should be displayed in the "Open" tab of the sidebar', 'see "Draft" in tab "Open" in sidebar'],
  ['Then', 'the reviewer sees the "billing" group', 'see "billing" in section'],
  ['Then', 'the table body should have 10 rows', 'count 10 "rows"'],
  // shown as an element of a kind: that element, by that name
  ['Then', '"Weekly plan" should be displayed as a note title', 'heading "Weekly plan" is visible'],
  ['Then', '"Archive" should be shown as a button', 'button "Archive" is visible'],
  ['Then', '"x" should be displayed as a nice thing', null],
  // an item of a list by its position is no field, whose value could be checked (a false defect once): the text
  // of the first part the page marks "result" (unsure where none is)
  ['Then', 'the first result in the list should be "Alice"', 'see "Alice" in #1 result in list'],
  // "no longer" after the part turns the check around
  ['Then', 'the sidebar no longer lists "Old note"', 'not see "Old note" in sidebar'],
  ['Then', 'the "Name" field no longer contains "x"', 'value of textbox "Name" does not contain "x"'],
  // the option first, then the drop-down it is chosen in; not a list of items, nor a tab's state
  ['Then', '"Gold" should be picked in the "Tier" dropdown', 'value of combobox "Tier" is "Gold"'],
  ['Then', '"Gold" is not selected in the second select', 'value of #2 combobox is not "Gold"'],
  ['Then', '"Buy milk" is chosen in the to-do list', null],
  // a list it names is the drop-down so named ("Show [10] entries"), as choosing in it is
  ['Then', '"50" is selected in the "rows" list', 'value of combobox "rows" is "50"'],
  // "holds" as "contains" or "shows": a field's value, a part's text
  ['Then', 'the "Email" field holds "ada@example.test"', 'value of textbox "Email" is "ada@example.test"'],
  ['Then', 'the "Notes" box should still hold "Buy milk"', 'value of textbox "Notes" is "Buy milk"'],
  ['Then', 'the dialog holds "Delete 3 notes?"', 'see "Delete 3 notes?" in dialog'],
  // a box said to be ticked or not is a checkbox, not a text box
  ['Then', 'the "Keep me signed in" box is ticked', 'checkbox "Keep me signed in" is checked'],
  ['Then', 'the "Newsletter" box should not be checked', 'checkbox "Newsletter" is unchecked'],
  // a page named in quotes, with no word for page: a name, not a URL
  ['Then', 'the admin is still on the "Dashboard"', 'on page "Dashboard"'],
  ['Then', 'the admin is still on the "Settings" tab', 'on page "Settings"'],
  // seeing text
  ['Then', 'I should see "Alice" in the first row', 'see "Alice" in #1 row'],
  ['Then', 'the 2nd item should contain "Tea"', 'see "Tea" in #2 item'],
  ['Then', 'the first row of the table should contain "Tatyana Fitzpatrick"', 'see "Tatyana Fitzpatrick" in #1 row in list'],
  ['Then', 'the first name field should contain "Ada"', 'value of textbox "first name" contains "Ada"'],
  ['Then', 'the writer no longer sees "Draft of \'New Tiddler\'"', 'not see "Draft of \'New Tiddler\'"'],
  ['Then', 'the user never sees "Out of stock"', 'not see "Out of stock"'],
  ['Then', 'the writer does not see "Old idea"', 'not see "Old idea"'],
  ['Then', 'the tiddler shows the text "Buy milk"', 'see "Buy milk" in tiddler'],
  ['Then', 'the "Notes" field shows the text "Buy milk"', 'value of textbox "Notes" is "Buy milk"'],
  ['Then', 'the page should show "Welcome"', 'see "Welcome"'],
  ['Then', 'the user sees "Black teas" again', 'see "Black teas"'],
  ['Then', 'the writer sees a tiddler titled "Shopping list"', 'see "Shopping list" in tiddler "Shopping list"'],
  ['Then', 'I should see the dialog titled "Confirm"', 'see "Confirm" in dialog'],
  ['Then', 'I should see a text saying "Saved"', 'see "Saved"'],
  ['Then', 'I see "ada@example.com" at the top of the drawer', 'see "ada@example.com" in drawer'],
  ['Then', 'I should see the text "Order placed"', 'see "Order placed"'],
  ['Then', 'the user is told "Gift cards are coming soon"', 'see "Gift cards are coming soon"'],
  ['Then', 'the customer is shown "Order placed"', 'see "Order placed"'],
  ['Then', 'the menu offers "Settings"', 'see "Settings" in menu'],
  // a plain noun offering a text: read as a value here; planning finds it as a field, or a part its markup names
  ['Then', 'the drawer offers "My subscriptions"', 'value of "drawer" is "My subscriptions"'],
  // a page known by its selected tab, and what it shows
  ['Then', 'the user is back on the Discover feed with "Updated 3 hours ago"', 'on page "Discover"; see "Updated 3 hours ago"'],
  ['Then', 'I should be on the Offers tab', 'on page "Offers"'],
  ['Then', '"Order placed" should be displayed', 'see "Order placed"'],
  ['Then', '"Order placed" is visible', 'see "Order placed"'],
  ['Then', 'the page displays "3 results"', 'see "3 results"'],
  ['Then', 'the message "Saved" should appear', 'see "Saved"'],
  ['Then', 'the text "Saved" should not be displayed', 'not see "Saved"'],
  ['Then', 'the page should not show "Out of stock"', 'not see "Out of stock"'],
  ['Then', '"Out of stock" is not displayed', 'not see "Out of stock"'],
  ['Then', 'I see the message "Welcome back, Ada"', 'see "Welcome back, Ada"'],
  ['Then', 'a "Password too short" error should be shown', 'see "Password too short"'],
  ['Then', 'the error "Email is invalid" is displayed', 'see "Email is invalid"'],
  ['Then', 'the screen shows "Done"', 'see "Done"'],
  ['Then', 'the page contains the text "Terms"', 'see "Terms"'],
  ['Then', 'I no longer see "Loading"', 'not see "Loading"'],
  ['Then', 'I should see a confirmation saying "Order placed"', 'see "Order placed"'],
  // elements and their states
  ['Then', 'I should see the "Checkout" button', 'button "Checkout" is visible'],
  ['Then', 'the "Checkout" button should be displayed', 'button "Checkout" is visible'],
  ['Then', 'the "Checkout" button is not visible', 'button "Checkout" is hidden'],
  // something that goes away (a subject, not an actor: "the librarian closes the dialog" is someone acting)
  ['Then', 'the dialog closes', 'dialog is hidden'],
  ['Then', 'the "Save" button goes away', 'button "Save" is hidden'],
  ['Then', 'the drawer closes and "My subscriptions" is no longer shown', '"drawer" is hidden; not see "My subscriptions"'],
  ['When', 'the librarian closes the dialog', 'dismiss dialog'],
  ['Then', 'the "Pay" button should be greyed out', 'button "Pay" is disabled'],
  ['Then', 'the "Terms" checkbox should be ticked', 'checkbox "Terms" is checked'],
  ['Then', 'the "Dark mode" switch should be on', 'switch "Dark mode" is checked'],
  ['Then', 'the "Dark mode" toggle should be off', 'switch "Dark mode" is unchecked'],
  ['Then', 'the "Express" radio button should be selected', 'radio "Express" is checked'],
  ['Then', 'the "Email" field should be focused', 'textbox "Email" is focused'],
  ['Then', 'the "Email" field should have focus', 'textbox "Email" is focused'],
  ['Then', 'the address should no longer contain "/login"', 'url not contains "/login"'],
  // "the editor", "the player": a part of the page when a state follows, someone acting when a verb does
  ['Then', 'the editor should be closed', '"editor" is collapsed'],
  ['Then', 'the player should not be visible anymore', '"player" is hidden'],
  ['When', 'the editor closes the dialog', 'dismiss dialog'],
  // "not … any dialog": whichever dialog there is, none is shown; any other kind stays vague
  ['Then', 'I should not see any modal', 'dialog is hidden'],
  ['When', 'I click any button', null],
  // a subject said with "no": a check that it is not there (never an element named "no")
  ['Then', 'no modal should be open', 'dialog is hidden'],
  ['Then', 'no warning banner is displayed', 'dialog "warning" is hidden'],
  ['Then', 'no "Saved" should be visible', 'not see "Saved"'],
  // a list named by a noun, said to hold or not hold an item (which list: planning decides, by the items)
  ['Then', 'the outbox should not list "Draft 3"', 'value of "outbox" is not "Draft 3"'],
  ['Then', 'the search results should list "Sencha"', 'value of "search results" is "Sencha"'],
  ['Then', 'the letter body should not mention "refund"', 'value of "letter body" is not "refund"'],
  ['Then', 'the order should not contain "x"', null],
  // a table shows a value "for" a row's name: in that row ("in" a field of a dialog stays the field's value)
  ['Then', 'the prices table should show "4.50 USD" for "Sencha"', 'see "4.50 USD" in row "Sencha" in list "prices"'],
  ['Then', 'the "Settings" dialog shows 5 in "Retries"', 'value of "Retries" in dialog "Settings" is "5"'],
  // a tab said to be displayed is the tab itself (a dialog so said is there when one shows that title)
  ['Then', 'the "Archive" tab should be displayed', 'tab "Archive" is visible'],
  // a toggle button that is on is pressed; said in a When, "is pressed" is someone pressing it
  ['Then', 'the "Underline" button should not be pressed', 'button "Underline" is unchecked'],
  ['When', 'the "Publish" button is pressed', 'click button "Publish"'],
  // a name and its value side by side: the value in the row of that name (a control "with the text" is no such pair)
  ['Then', 'I should see the setting "Theme" with the value "Dark"', 'see "Dark" in row "Theme"'],
  ['Then', 'the admin sees the setting "Locale" with "en-GB"', 'see "en-GB" in row "Locale"'],
  // told or shown a text: seeing it
  ['Then', 'the shopper is told "Your basket is empty"', 'see "Your basket is empty"'],
  // …but a part "shown" somewhere is that part, no one being shown something
  ['Then', 'the note is shown in the list', '"note" in list is visible'],
  ['Then', 'I should see the "Save" button with the text "Save now"', null],
  // one item left in the list the noun names, the quoted one; "only" of a control is no count
  ['Then', 'only the task "Buy milk" should be listed', 'count 1 "task"; see "Buy milk"'],
  ['Then', 'I should see only the order "#1042"', 'count 1 "order"; see "#1042"'],
  ['Then', 'only the "Save" button should be enabled', null],
  // a text told by how it ends: no place, and nothing a check reads
  ['Then', 'a file ending in ".csv" should be listed', null],
  ['Then', 'a row starting with "Total" is shown', null],
  // a state said after "see"
  ['Then', 'I see the "Newsletter" checkbox ticked', 'checkbox "Newsletter" is checked'],
  ['Then', 'the clerk sees the "Surname" field blank again', 'value of textbox "Surname" is ""'],
  ['Then', 'I see "Express" selected', '"Express" is checked'],
  ['Then', 'I see the lamp on the left', null],
  // whether a field takes typing
  ['Then', 'the "Comment" field should be read-only', 'textbox "Comment" is readonly'],
  ['Then', 'the notes area can no longer be edited', '"notes area" is readonly'],
  ['Then', 'the "Bio" box can be edited again', 'textbox "Bio" is editable'],
  ['Then', 'the "FAQ" section should be collapsed', 'section "FAQ" is collapsed'],
  // field values
  ['Then', 'the "Quantity" field should contain "2"', 'value of textbox "Quantity" contains "2"'],
  ['Then', 'the "Quantity" field should show "2"', 'value of textbox "Quantity" is "2"'],
  ['Then', 'the "Country" dropdown should show "Canada"', 'value of combobox "Country" is "Canada"'],
  ['Then', 'the value of the "Email" field should be "a@b.c"', 'value of textbox "Email" is "a@b.c"'],
  ['Then', 'the Email field should be empty', 'value of textbox "Email" is ""'],
  // counts: the noun phrase without container words (countNoun in count-phrase.ts)
  ['Then', 'I should see 3 todos', 'count 3 "todos"'],
  ['Then', 'there should be 2 items in the cart', 'count 2 "cart items"'],
  ['Then', 'the number of products should be 4', 'count 4 "products"'],
  ['Then', 'the shopping cart should contain 2 items', 'count 2 "shopping cart items"'],
  ['Then', 'I should see 3 items in the todo list', 'count 3 "todo items"'],
  ['Then', 'the "Orders" table should have 4 rows', 'count 4 "Orders rows"'],
  ['Then', 'there should be 2 rows in the "Orders" table', 'count 2 "Orders rows"'],
  ['Then', 'the table should have 4 rows', 'count 4 "rows"'],
  ['Then', 'the search results should show 5 products', 'count 5 "products"'],
  ['Then', 'the results list should contain 10 entries', 'count 10 "results entries"'],
  ['Then', 'I should see 2 todos left', 'count 2 "todos"'],
  ['Then', 'there are no items in the cart', 'count 0 "cart items"'],
  ['Then', 'the "Completed" list should have 1 item', 'count 1 "Completed item"'],
  ['Then', '3 items should be in the cart', 'count 3 "cart items"'],
  ['Then', 'the "Reviews" section should contain 4 reviews', 'count 4 "reviews"'],
  ['Then', 'I should see five search results', 'count 5 "search results"'],
  // text within a part of the page: the part's name, then what it shows
  ['Then', 'The dialog should show "This cannot be undone."', 'see "This cannot be undone." in dialog'],
  ['Then', 'the header should contain "Welcome, Alice"', 'see "Welcome, Alice" in header'],
  ['Then', 'the "Billing" section should not show "Card declined"', 'not see "Card declined" in section "Billing"'],
  ['Then', "the sidebar doesn't say \"Admin\"", 'not see "Admin" in sidebar'],
  ['Then', 'the left editor should show "Hello"', 'see "Hello" in left editor'],
  ['Then', 'the todo list should contain "Buy milk"', 'see "Buy milk" in list "todo"'],
  ['Then', 'the search box should contain "tea"', 'value of textbox "search" contains "tea"'],
  ['Then', 'the "Notes" field should not contain "draft"', 'value of textbox "Notes" does not contain "draft"'],
  // pages, URL and title
  ['Then', 'I should be on the "Settings" page', 'on page "Settings"'],
  ['Then', 'I am on the Settings page', 'on page "Settings"'],
  ['Then', 'the Settings page should be displayed', 'on page "Settings"'],
  ['Then', 'the page title should be "Checkout – Tea shop"', 'title equals "Checkout – Tea shop"'],
  ['Then', 'the title contains "Tea"', 'title contains "Tea"'],
  ['Then', 'the address should include "?page=2"', 'url contains "?page=2"'],
  ['Then', 'the address of the page ends with "#reviews"', 'url contains "#reviews"'],
  ['Then', 'the URL is "http://localhost:3000/done"', 'url equals "http://localhost:3000/done"'],
  // a text as it is drawn: the style is part of the check, never dropped
  ['Then', 'I see "Bring coffee" in bold in the editor', 'see "Bring coffee" (bold) in editor'],
  ['Then', '"Old price" should be shown struck through', 'see "Old price" (strikethrough)'],
  ['Then', 'I should not see "Draft" in italics', 'not see "Draft" (italic)'],
  ['When', 'I click "Save" in bold', null],
  // the kind of block that shows the text: in such a block of the place the step names (a field's value is no block)
  ['Then', 'the editor should show "Buy milk" in a bulleted list', 'see "Buy milk" in bulleted list in editor'],
  ['Then', '"Step one" should appear in a numbered list', 'see "Step one" in numbered list'],
  ['Then', 'I see "Agenda" as a heading in the editor', 'see "Agenda" in heading in editor'],
  ['Then', 'the "Name" field should show "Ada" in a bulleted list', null],
  ['When', 'I click "Edit" in a heading', 'click "Edit" in heading'],
  ['Then', 'the "Phone" field is still empty', 'value of textbox "Phone" is ""'],
  // a style said as what the text is: it is shown so
  ['Then', '"Meeting notes" should no longer be bold', 'not see "Meeting notes" (bold)'],
  ['Then', '"Draft" is italic', 'see "Draft" (italic)'],
  // mentions, a part containing a text, a noun that says what the quoted text is
  ['Then', 'the dialog should mention "Version 4.2"', 'see "Version 4.2" in dialog'],
  ['Then', 'I should see a message list containing "Invoice 42"', 'see "Invoice 42" in message list'],
  ['Then', 'the breadcrumb should show the path "Home / Docs"', 'see "Home / Docs" in breadcrumb'],
  // appearing is being shown; a part that holds the element
  ['Then', 'the "Undo" button should appear', 'button "Undo" is visible'],
  ['Then', 'a floating toolbar with a "Bold" button should appear', 'button "Bold" in toolbar is visible'],
  ['Then', 'I should not see "Saved" any more', 'not see "Saved"'],
  // a part its markup calls so, titled: there (open) or gone; what a state is for adds nothing to check
  ['Then', 'a draft titled "Weekly plan" should be open for editing', 'see "Weekly plan" in draft "Weekly plan"'],
  ['Then', 'a card titled "Invoice 7" should not be shown', 'not see "Invoice 7" in item'],
  // the kind of part before its names: each a part of that kind showing the name
  ['Then', 'I should see the cards "Invoice 7" and "Invoice 8"', 'item "Invoice 7" is there; item "Invoice 8" is there'],
  ['Then', 'I should not see the row "Invoice 7"', 'row "Invoice 7" is not there'],
  // "listed" says shown, in a list or under its heading
  ['Then', '"Invoice 7" should be listed under "Paid invoices"', '"Invoice 7" below "Paid invoices" is visible'],
  ['Then', '"Invoice 9" should not be listed in the search results', 'not see "Invoice 9" in search results'],
  ['Then', 'the "Settings" panel should be open for editing', 'section "Settings" is expanded'],
  // an "active" tab is the selected one (every tab is enabled); an active button is an enabled one
  ['Then', 'the "Music" tab should be active', 'tab "Music" is checked'],
  ['Then', 'the "Music" tab is inactive', 'tab "Music" is unchecked'],
  ['Then', 'the "Save" button should be active', 'button "Save" is enabled'],
  // a part placed by another is no part the other one describes ("editor" is where it is, not what)
  ['Then', 'the status bar under the editor should show the path "body p"', 'value of "status bar" below editor is "body p"'],
  // a describing noun before a quoted value, in a clause of its own too; what it is "instead of" is no check
  ['Then', 'the header of the message shows the subject "Invoice 7"', 'see "Invoice 7" in header'],
  ['Then', 'the "Invoice 7" row shows "Paid" and the amount "€30"', 'see "Paid" in row "Invoice 7"; see "€30" in row'],
  ['Then', 'the status badge reads "Open" instead of "Closed"', 'value of "status badge" is "Open"'],
  // available is usable: enabled
  ['Then', 'the "Bold" button in the toolbar is available', 'button "Bold" in toolbar is enabled'],
  ['Then', 'a dialog titled "Discard changes?" should pop up', 'see "Discard changes?" in dialog'],
  // who a message is from or to: the address in the mail header's From (by) or To row
  ['Then', 'the clerk sees that the message was sent from "orders@shop.test"', 'see "orders@shop.test" in row "From"'],
  ['Then', 'the newsletter should have been delivered to "ann@club.test"', 'see "ann@club.test" in row "To"'],
  ['Then', 'the invoice email was not sent by "noreply@old.test"', 'not see "noreply@old.test" in row "From"'],
  ['Then', 'the clerk sees that "boss@shop.test" was copied in', 'see "boss@shop.test" in row "Cc"'],
  ['Then', '"intern@shop.test" should not be cc\'d', 'not see "intern@shop.test" in row "Cc"'],
  // a thing of no known kind, named so, shown in a part: its name is in that part
  ['Then', 'the board shows a ticket titled "Q3 goals"', 'see "Q3 goals" in board'],
  ['Then', 'the sidebar should not contain a note named "Old"', 'not see "Old" in sidebar'],
  ['Then', 'the board shows no ticket titled "Q2 goals"', 'not see "Q2 goals" in board'],
  ['Then', 'the sidebar does not have any "Delete" button', 'button "Delete" in sidebar is hidden'],
  // trap: a kind the planner knows stays that element
  ['Then', 'the sidebar shows a link called "Home"', 'link "Home" in sidebar is visible'],
  // trap: a thing that is no message is not "sent" in a header row
  ['Then', 'the "Report" button should have been sent to "Ann"', null],
]);
