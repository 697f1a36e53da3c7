# Style: third person, and Behat MinkContext. Pages: the package's examples "01_basic_usage.html" and
# "03_switch_mode.html".
Feature: Field actions and loading a document

  Scenario: The user loads the sample document
    Given the user is on the "/examples/01_basic_usage.html" page
    Then the user should not see "Hello World"
    When the user clicks the "Set JSON" button
    Then the user should see "Hello World"
    And the user should see "onlineDemo"
    And the user should see "#82b92c"

  Scenario: The user removes a field with its actions menu
    Given the user is on the "/examples/03_switch_mode.html" page
    When the user clicks the actions menu button in the row for "number"
    And the user clicks "Remove"
    Then the user should not see "123"
    And the user should see "{5}"

  Scenario: Duplicate a field
    Given I am on "/examples/03_switch_mode.html"
    When I press the "Click to open the actions menu" button in the row for "string"
    And I press "Duplicate"
    Then I should see "{7}"
    And I should see 2 "div.jsoneditor-value.jsoneditor-string" elements
