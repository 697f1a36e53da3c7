# Style: imperative, punctuated, as in a manual test script. Page: the package's example "03_switch_mode.html".
Feature: Switching the editor mode

  Background:
    Given Open the page "/examples/03_switch_mode.html".

  Scenario: Show the document as plain text
    When Click on the "Tree" button.
    And Click on "Text".
    Then The "Compact" button should be visible.
    And The text area should contain "Hello World".

  Scenario: Read-only view mode
    When Click on the "Switch Editor Mode" button.
    And Choose "View" from the menu.
    Then "Hello World" should be displayed.
    And The "Expand all fields" button should be visible.
    And The "Undo last action" button should not be visible.

  Scenario: Form mode and back to the tree
    When Click on the "Tree" button.
    And Click on "Form".
    Then The "Form ▾" button should be visible.
    When Click on the "Form" button.
    And Click on "Tree".
    Then The "Tree ▾" button should be visible.
    And "Hello World" should be displayed.
