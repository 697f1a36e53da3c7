# style: cucumber-rails web_steps
Feature: Exploring the CKEditor samples and the toolbar configurator
  As a developer deciding how to set up CKEditor
  I want to try the table dialog, the toolbar configurator, editors created on the fly and other languages
  So that I know which configuration to put into my own project

  Scenario: The table dialog starts with three rows and adds a captioned table
    Given I am on the samples page
    When I follow "Table"
    Then the "Rows" field should contain "3"
    And the "Columns" field should contain "2"
    When I fill in "Caption" with "Quarterly numbers"
    And I select "First Row" from "Headers"
    And I follow "OK"
    Then I should see "Quarterly numbers"
    And I should not see "Table Properties"

  Scenario: Toolbar buttons are switched on and off in the basic configurator
    Given I am on the toolbar configurator page
    Then the "Underline" checkbox should not be checked
    And the "Bold" checkbox should be checked
    When I check "Underline"
    And I uncheck "Bold"
    Then the "Underline" checkbox should be checked
    And the "Bold" checkbox should not be checked

  Scenario: Text typed into an editor created on the fly stays on the page after the editor is removed
    Given I am on the old samples page
    When I follow "Create and destroy editor instances for Ajax applications"
    And I press "Create Editor"
    And I fill in "Editor, editor1" with "Agenda for the quarterly review"
    And I press "Remove Editor"
    Then I should see "Edited Contents:"
    And I should see "Agenda for the quarterly review"
    And I should not see "Styles"

  Scenario: Choosing another interface language relabels the toolbar
    Given I am on the old samples page
    When I follow "User Interface languages"
    And I select "Spanish" from "English"
    Then I should see "Formato"
    And I should see "Estilo"
    And I should not see "Styles"
