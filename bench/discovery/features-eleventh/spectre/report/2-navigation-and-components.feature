# style: CodeceptJS as Gherkin
Feature: Navigation and components - moving through the docs and trying accordions and menus

  Scenario: Navigate to the tables page from the sidebar
    Given I am on page "/docs/elements/forms.html"
    When I click "Tables"
    Then I see in current url "/docs/elements/tables.html"
    And I see "Striped tables"
    And I see "The Shawshank Redemption"

  Scenario: Expand a collapsed section of the docs navigation
    Given I am on page "/docs/components/accordions.html"
    Then I don't see "Typography"
    When I click "Elements", ".docs-nav"
    Then I see "Typography"
    And I see "Icons.css"

  Scenario: Switch the mutually exclusive accordion example
    Given I am on page "/docs/components/accordions.html"
    Then I see "Element 1", ".docs-demo .column:first-child"
    And I don't see "Layout 1", ".docs-demo .column:first-child"
    When I click "Layout", ".docs-demo .column:first-child"
    Then I see "Layout 1", ".docs-demo .column:first-child"
    And I don't see "Element 1", ".docs-demo .column:first-child"

  Scenario: Open the small modal with its form
    Given I am on page "/docs/components/modals.html"
    When I click "Open small size Modal"
    Then I see element "#example-modal-2"
    And I see "Submit"
    When I click "Close", "#example-modal-2"
    Then I don't see element "#example-modal-2"
