# style: CodeceptJS as Gherkin
Feature: CSS-only components of the Spectre docs
  Accordions, filters, popovers and the sidebar sections all work without
  JavaScript, through hidden radio buttons, checkboxes and hover.

  Scenario: The radio accordion example keeps only one section open
    Given I am on page "/docs/components/accordions.html"
    Then I don't see "Layout 1"
    When I click "Layout" in the first accordion example
    Then I see "Layout 1"
    When I click "Components" in the first accordion example
    Then I see "Component 1"
    And I don't see "Layout 1"

  Scenario: The game filter shows only the games of the chosen genre
    Given I am on page "/docs/experimentals/filters.html"
    Then I see "Fallout 4"
    When I click "Action" in the filter chips
    Then I see "Quantum Break"
    And I don't see "Fallout 4"
    When I click "All" in the filter chips
    Then I see "Fallout 4"

  Scenario: Hovering a popover button reveals its card
    Given I am on page "/docs/components/popovers.html"
    Then I don't see "Software and hardware"
    When I move cursor to "top popover"
    Then I see "Software and hardware"
    And I see "Buy"

  Scenario: Expanding the Utilities section of the sidebar and opening Cursors
    Given I am on page "/docs/getting-started.html"
    Then I don't see "Cursors"
    When I click "Utilities" in the sidebar
    Then I see "Cursors"
    When I click "Cursors"
    Then I see "Cursor utilities specify which mouse cursor to display when mouseover."
