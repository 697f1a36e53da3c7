# style: Behat
Feature: Dialogs of the classic editor
  In order to insert rich content
  As an author
  I need the toolbar buttons of the main sample to open working dialogs

  Scenario: Reading the About dialog
    Given I am on "/samples/index.html"
    When I press "About CKEditor 4"
    Then I should see "CKEditor 4.22.1 (Standard)"
    And I should see "For licensing information please visit our web site:"
    When I press "Cancel"
    Then I should not see "For licensing information please visit our web site:"

  Scenario: The table dialog has sensible defaults
    Given I am on "/samples/index.html"
    When I press "Table"
    Then I should see "Table Properties"
    And the "Rows" field should contain "3"
    And the "Columns" field should contain "2"
    And the "Width" field should contain "500"
    When I press "Cancel"
    Then I should not see "Table Properties"

  Scenario: Inserting a table with four rows
    Given I am on "/samples/index.html"
    When I press "Table"
    And I fill in "Rows" with "4"
    And I press "OK"
    Then I should not see "Table Properties"
    And the editing area should contain a table with 4 rows and 2 columns

  Scenario: Inserting a link
    Given I am on "/samples/index.html"
    When I click on "Hello world!" in the editing area
    And I press "Link (Ctrl+K)"
    And I fill in "URL" with "example.test/docs"
    And I press "OK"
    Then I should see "http://example.test/docs" in the editing area

  Scenario: Inserting a special character
    Given I am on "/samples/index.html"
    When I click on "Hello world!" in the editing area
    And I press "Insert Special Character"
    Then I should see "Select Special Character"
    When I click on "©" in the dialog
    Then I should not see "Select Special Character"
    And I should see "©" in the editing area

  Scenario: The image dialog asks for a URL
    Given I am on "/samples/index.html"
    When I press "Image"
    Then I should see "Image Properties"
    And I should see "Alternative Text"
    And I should see "HSpace"
    When I press "Cancel"
    Then I should not see "Image Properties"
