# style: cucumber-rails web_steps
Feature: Dialogs and formatting in the classic editor
  So that our writers can produce rich pages
  As a content editor
  I want links, tables, special characters and headings to work from the toolbar

  Scenario: Inserting a link with the Link dialog
    Given I am on "/samples/index.html"
    When I press "Link"
    Then I should see "Link Type" within the dialog
    When I fill in "Display Text" with "Our tea menu"
    And I fill in "URL" with "teashop.test/menu"
    And I press "OK"
    Then I should not see "Link Type"
    And I should see "Our tea menu" within the editing area

  Scenario: Adding a small table
    Given I am on "/samples/index.html"
    When I press "Table"
    Then I should see "Table Properties"
    When I fill in "Rows" with "2"
    And I fill in "Columns" with "4"
    And I fill in "Caption" with "Opening hours"
    And I press "OK"
    Then I should see "Opening hours" within the editing area
    And the editing area should contain a table with 2 rows and 4 columns

  Scenario: Turning the first line into a second-level heading
    Given I am on "/samples/index.html"
    When I press "Paragraph Format"
    Then I should see "Heading 2" within the format list
    When I follow "Heading 2" within the format list
    Then I should see "Heading 2" within the "Paragraph Format" combo
    And I should see "Hello world!" within the level 2 heading of the editing area

  Scenario: Inserting a euro sign from the special characters
    Given I am on "/samples/index.html"
    When I press "Insert Special Character"
    Then I should see "Select Special Character"
    When I follow "Euro sign"
    Then I should not see "Select Special Character"
    And I should see "€" within the editing area
