import { from, type CorpusCase } from './types.ts';

/*
 * Adapted from cucumber-rails' generated web_steps.rb (and its "within" scoper and paths.rb page
 * names), and from Capybara's DSL written as Gherkin sentences (click_link, fill_in, choose, …).
 */

const RAILS = 'cucumber-rails';
const CAPY = 'capybara';

export const CUCUMBER_RAILS: CorpusCase[] = [
  ...from(RAILS, 'navigation', [
    ['Given', 'I am on the home page', 'navigate "/"', 'am on (paths.rb "the home page")'],
    ['When', 'I go to the home page', 'navigate "/"', 'go to (paths.rb "the home page")'],
    ['When', 'I go to "/orders/new"', 'navigate "/orders/new"', 'go to (a path)'],
    ['When', 'I go to the Settings page', 'click link "Settings"', 'go to (a page name)'],
    ['When', 'I go to the sign up page', 'click link "sign up"', 'go to (a page name)'],
    ['Then', 'I should be on the home page', 'url equals "/"', 'should be on (paths.rb "the home page")'],
    ['Then', 'I should be on the Settings page', 'on page "Settings"', 'should be on (a page name)'],
    ['Then', 'I should be on the orders page', 'on page "orders"', 'should be on (a page name)'],
    ['Then', 'I should be on "/orders"', 'url contains "/orders"', 'should be on (a path)'],
    // a page known only by name: no URL to open, and nothing on a blank page to click
    ['Given', 'I am on the sign in page', 'open page "sign in"', 'am on (a page name: found live, recorded as its URL)'],
    ['Given', 'she is on the inbox', 'open page "inbox"', 'am on (a page named in a word, no "page")'],
  ]),
  ...from(RAILS, 'verbs', [
    ['When', 'I press "Save"', 'click "Save"', 'press'],
    ['When', 'I press "Create account"', 'click "Create account"', 'press'],
    ['When', 'I follow "Sign up"', 'click "Sign up"', 'follow'],
    ['When', 'I follow "Edit profile"', 'click "Edit profile"', 'follow'],
    ['When', 'I fill in "Email" with "ada@example.com"', 'type "ada@example.com" into "Email"', 'fill in … with'],
    ['When', 'I fill in "Password" with "s3cret!"', 'type "s3cret!" into "Password"', 'fill in … with'],
    ['When', 'I fill in "ada@example.com" for "Email"', 'type "ada@example.com" into "Email"', 'fill in … for'],
    ['When', 'I fill in "Ada" for "First name"', 'type "Ada" into "First name"', 'fill in … for'],
    ['When', 'I select "Canada" from "Country"', 'select "Canada" from "Country"', 'select … from'],
    ['When', 'I select "2024" from "Year"', 'select "2024" from "Year"', 'select … from'],
    ['When', 'I check "Remember me"', 'check "Remember me"', 'check'],
    ['When', 'I uncheck "Send me offers"', 'uncheck "Send me offers"', 'uncheck'],
    ['When', 'I choose "Credit card"', 'check "Credit card"', 'choose'],
    ['When', 'I attach the file "spec/fixtures/avatar.png" to "Avatar"', 'upload "spec/fixtures/avatar.png" to "Avatar"', 'attach the file … to'],
    ['When', 'I attach the file "resume.pdf" to "CV"', 'upload "resume.pdf" to "CV"', 'attach the file … to'],
  ]),
  ...from(RAILS, 'relational', [
    ['When', 'I follow "Delete" within the "Alice" row', 'click "Delete" in row "Alice"', '… within (step scoper)'],
    ['When', 'I press "Save" within the "Billing" section', 'click "Save" in section "Billing"', '… within (step scoper)'],
    ['When', 'I fill in "Street" with "1 Main St" within the "Shipping" section', 'type "1 Main St" into "Street" in section "Shipping"', '… within (step scoper)'],
    ['When', 'I check "Gift wrap" within the "Options" panel', 'check "Gift wrap" in section "Options"', '… within (step scoper)'],
    ['When', 'I select "Express" from "Delivery" within the "Shipping" section', 'select "Express" from "Delivery" in section "Shipping"', '… within (step scoper)'],
    ['Then', 'the "Street" field within the "Billing" section should contain "1 Main St"', 'value of textbox "Street" in section "Billing" contains "1 Main St"', 'the … field within … should contain'],
    ['Then', 'the "Gift wrap" checkbox within the "Options" panel should be checked', 'checkbox "Gift wrap" in section "Options" is checked', 'the … checkbox within … should be checked'],
    ['Then', 'the "Newsletter" checkbox within the "Preferences" section should not be checked', 'checkbox "Newsletter" in section "Preferences" is unchecked', 'the … checkbox within … should not be checked'],
    ['Then', 'the "Remember me" checkbox within "the login form" should not be checked',
      'checkbox "Remember me" in form "login" is unchecked', 'the … checkbox within … should not be checked (selector_for)'],
    // web_steps' `within "…"` takes what selectors.rb maps to CSS: a part of the page said in words
    ['Then', 'I should see "Milk" within "the sidebar"', 'see "Milk" in sidebar', 'should see … within (selector_for)'],
    ['Then', 'I should not see "Out of stock" within "the sidebar"', 'not see "Out of stock" in sidebar',
      'should not see … within (selector_for)'],
    ['Then', 'I should see "Milk" within "the Shopping list note"', 'see "Milk" in note "Shopping list"', '… within (selector_for)'],
    ['When', 'I press "Remove" within "the Groceries card"', 'click "Remove" in item "Groceries"', '… within (selector_for)'],
    ['Then', 'I should see "Ada" within "the users table"', 'see "Ada" in list "users"', 'should see … within (selector_for)'],
    ['When', 'I follow "Home" within "the footer"', 'click "Home" in footer', '… within (selector_for)'],
    ['Then', 'I should not see "Draft" within "the sidebar"', 'not see "Draft" in sidebar', 'should not see … within (selector_for)'],
    ['When', 'I check "Done" within "the Groceries card"', 'check "Done" in item "Groceries"', '… within (selector_for)'],
    ['When', 'I fill in "Query" with "tea" within "the header"', 'type "tea" into "Query" in header', '… within (selector_for)'],
    ['When', 'I press "Search" within "the header"', 'click "Search" in header', '… within (selector_for)'],
    ['When', 'I press "Save" within "the dialog"', 'click "Save" in dialog', '… within (selector_for)'],
    ['When', 'I follow "Sign out" within "the navigation"', 'click "Sign out" in navigation', '… within (selector_for)'],
    ['Then', 'I should see "Welcome" within "the header"', 'see "Welcome" in header', 'should see … within (selector_for)'],
  ]),
  ...from(RAILS, 'then', [
    ['Then', 'I should see "Welcome back"', 'see "Welcome back"', 'should see'],
    ['Then', 'I should not see "Sign in"', 'not see "Sign in"', 'should not see'],
    ['Then', 'I should see "Signed out successfully."', 'see "Signed out successfully."', 'should see'],
    ['Then', 'the "Email" field should contain "ada@example.com"', 'value of textbox "Email" contains "ada@example.com"', 'the … field should contain'],
    ['Then', 'the "Remember me" checkbox should be checked', 'checkbox "Remember me" is checked', 'the … checkbox should be checked'],
    ['Then', 'the "Remember me" checkbox should not be checked', 'checkbox "Remember me" is unchecked', 'the … checkbox should not be checked'],
  ]),

  ...from(CAPY, 'verbs', [
    ['When', 'I click the "Log out" link', 'click link "Log out"', 'click_link'],
    ['When', 'I click the "Update" button', 'click button "Update"', 'click_button'],
    ['When', 'I click on "Checkout"', 'click "Checkout"', 'click_on'],
    ['When', 'I fill in the "Search" field with "tea"', 'type "tea" into textbox "Search"', 'fill_in'],
    ['When', 'I choose the "Standard" radio button', 'check radio "Standard"', 'choose'],
    ['When', 'I select "Medium" from the "Size" dropdown', 'select "Medium" from combobox "Size"', 'select'],
    ['When', 'I check the "Terms" checkbox', 'check checkbox "Terms"', 'check'],
    ['When', 'I double click on "Untitled"', 'dblclick "Untitled"', 'double_click'],
    ['When', 'I right click "report.pdf"', 'rightclick "report.pdf"', 'right_click'],
    ['When', 'I drag "Task A" to "Done"', 'drag "Task A" to "Done"', 'drag_to'],
    ['When', 'I attach "photo.jpg" to the "Photo" field', 'upload "photo.jpg" to textbox "Photo"', 'attach_file'],
    ['When', 'I press Escape in the "City" field', 'press Escape in textbox "City"', 'send_keys'],
  ]),
  ...from(CAPY, 'navigation', [
    ['When', 'I visit "/products"', 'navigate "/products"', 'visit'],
    ['When', 'the user goes back', 'back', 'go_back'],
    ['When', 'I go forward', 'forward', 'go_forward'],
    ['When', 'I refresh the page', 'reload', 'refresh'],
    ['Then', 'the current path should be "/dashboard"', 'url equals "/dashboard"', 'have_current_path'],
  ]),
  ...from(CAPY, 'relational', [
    ['When', 'Within the "Login" form, I click "Submit"', 'click "Submit" in form "Login"', 'within'],
    ['When', 'I click the first "Add to basket" button', 'click #1 button "Add to basket"', 'first(:button)'],
    ['When', 'I click the last "Remove" link', 'click #last link "Remove"', 'all(:link).last'],
  ]),
  ...from(CAPY, 'then', [
    ['Then', 'the page should have content "Order confirmed"', 'see "Order confirmed"', 'have_content'],
    ['Then', 'the page should not have content "Error"', 'not see "Error"', 'have_no_content'],
    ['Then', 'the page should have a "Pay now" button', 'button "Pay now" is visible', 'have_button'],
    // a plain noun between the name and the role says what the app calls it; the name decides
    ['Then', 'I should see the "Source" toolbar button', 'button "Source" is visible', 'have_button'],
    ['When', 'I click the "3" notifications badge', 'click "3"', 'click_on'],
    // adjectives are no nouns the app uses: which button that is stays unsaid
    ['When', 'I click the "Save" big red button', null, 'click_on'],
    ['Then', 'I should see a link "Help"', 'link "Help" is visible', 'have_link'],
    ['Then', 'I should see a "Coupon code" field', 'textbox "Coupon code" is visible', 'have_field'],
    ['Then', '"Remember me" should be checked', '"Remember me" is checked', 'have_checked_field'],
    ['Then', 'the page title should be "Dashboard"', 'title equals "Dashboard"', 'have_title'],
    ['Then', 'I should see 3 products', 'count 3 "products"', 'have_css count:'],
    ['Then', 'there should be 5 rows in the orders table', 'count 5 "orders rows"', 'have_selector count:'],
    // Capybara's disabled: true, said as what the user cannot do
    ['Then', 'I should not be able to fill in the "Notes" field', 'textbox "Notes" is disabled', 'have_field disabled:'],
    ['Then', 'I should not be able to click "Delete"', '"Delete" is disabled', 'have_button disabled:'],
    ['Then', 'I should be able to press "Submit"', '"Submit" is enabled', 'have_button disabled: false'],
    ['Then', 'the "Notes" field should be readonly', 'textbox "Notes" is readonly', 'have_field readonly:'],
    ['Then', 'the "Email" field should have the error "can\'t be blank"', '"can\'t be blank" near textbox "Email" is visible',
      'field should have the error'],
    // web_steps' `within "…"` with a selector or a described part
    ['When', 'I choose "Express" within "the shipping form"', 'check "Express" in form "shipping"', 'choose within'],
    ['Then', 'I should see "Saved" within "#flash"', 'see "Saved" in "#flash"', 'have_content within'],
    ['When', 'I fill in "Name" with "Bob" within "#signup"', 'type "Bob" into "Name" in "#signup"', 'fill_in within'],
    ['Then', 'the "Agree" checkbox within "#terms" should not be checked', 'checkbox "Agree" in "#terms" is unchecked',
      'have_no_checked_field within'],
    ['Then', 'I should not be able to select "Pro" from "Plan"', null, 'have_select disabled_options:'],
    ['Then', 'the "Plan" field should contain "Pro" instead of "Free"', 'value of textbox "Plan" contains "Pro"',
      'web_steps: the field should contain'],
    ['Then', 'the "Rows" field within the dialog should contain "3"', 'value of textbox "Rows" in dialog contains "3"',
      'web_steps: the field should contain (within)'],
  ]),
];
