# style: CodeceptJS as Gherkin
Feature: Inserting content through the CKEditor 4 dialogs and inline editing
  In order to build rich content
  As an author
  I want the table, link and special character dialogs and the inline editor to work

  Scenario: Insert a table with a caption
    Given I am on page "/samples/index.html"
    When I click "Table"
    Then I see "Table Properties"
    When I fill field "Rows", "4"
    And I fill field "Caption", "Tea stock"
    And I click "OK"
    Then I don't see "Table Properties"
    And I see "Tea stock"

  Scenario: Insert a link with its own text
    Given I am on page "/samples/index.html"
    When I click "Link"
    Then I see "Display Text"
    When I fill field "Display Text", "our tea catalogue"
    And I fill field "URL", "teashop.test/catalogue"
    And I click "OK"
    Then I don't see "Link Type"
    And I see "our tea catalogue"

  Scenario: Insert a copyright sign
    Given I am on page "/samples/index.html"
    When I click "Insert Special Character"
    Then I see "Select Special Character"
    When I click "©"
    Then I don't see "Select Special Character"
    And I see "©Hello world!"

  Scenario: Edit a section of the page inline
    Given I am on page "/samples/old/inlineall.html"
    Then I see "Click inside of any element below to start editing."
    And I don't see element "a[title='Bold (Ctrl+B)']"
    When I click "Fusce vitae porttitor"
    Then I see element "a[title='Bold (Ctrl+B)']"
    When I press key "End"
    And I type " and more"
    Then I see "Fusce vitae porttitor and more"
