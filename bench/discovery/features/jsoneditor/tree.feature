# Style: first person. Pages: the package's own examples "03_switch_mode.html" (one tree editor) and
# "25_sync_node_expand.html" (two tree editors whose expanded nodes are kept in sync).
Feature: Browsing a document in the tree editor

  Scenario: Expand and collapse every field of the left editor
    Given I open the page "/examples/25_sync_node_expand.html"
    Then I should not see "first_name"
    When I click the "Expand all fields" button in the left editor
    Then I should see "first_name"
    And I should see "434343"
    When I click the "Collapse all fields" button in the left editor
    Then I should not see "first_name"

  Scenario: Expanding a node on one side expands it on the other
    Given I open the page "/examples/25_sync_node_expand.html"
    When I click the expand button next to "student_details" in the right editor
    Then I should see "434343"
    And I should see "address"

  Scenario: Search fields and values
    Given I open the page "/examples/03_switch_mode.html"
    When I type "Hello" into the search box
    Then I should see "1 result"
    When I clear the search box
    And I type "zebra" into the search box
    Then I should see "no results"

  Scenario: Untick a boolean value and undo it
    Given I open the page "/examples/03_switch_mode.html"
    When I uncheck the checkbox next to "boolean"
    Then I should see "false"
    And the "Undo last action" button should be enabled
    When I click the "Undo last action" button
    Then I should see "true"
    And the checkbox next to "boolean" should be checked
