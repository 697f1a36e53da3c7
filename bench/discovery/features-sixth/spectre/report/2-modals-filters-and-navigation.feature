# style: CodeceptJS as Gherkin
Feature: Modals, filters and docs navigation
  Trying out the pure-CSS components of the Spectre docs and moving between doc pages.

  Scenario: Open and close the example modal
    Given I am on page "/docs/components/modals.html"
    When I click "Open Modal"
    Then I see "This is the content inside the modal."
    And I see in current url "#example-modal-1"
    When I click "Close"
    Then I don't see "This is the content inside the modal."

  Scenario: Fill in the form inside the small modal
    Given I am on page "/docs/components/modals.html"
    When I click "Open small size Modal"
    Then I see element "#input-example-7"
    When I fill field "Name", "Grace Hopper"
    And I check option "Female"
    Then I see in field "Name", "Grace Hopper"
    And I see checkbox is checked "Female"
    When I click "Close"
    Then I don't see element "#input-example-7"

  Scenario: Filter the game cards by tag
    Given I am on page "/docs/experimentals/filters.html"
    Then I see "FIFA 17"
    When I click "Shooter"
    Then I see "Halo 5"
    And I see "Overwatch"
    And I don't see "FIFA 17"
    When I click "All"
    Then I see "FIFA 17"

  Scenario: Open a sidebar section and go to the Tables page
    Given I am on page "/docs/getting-started.html"
    Then I don't see "Tables"
    When I click "ELEMENTS"
    Then I see "Tables"
    When I click "Tables"
    Then I see in current url "/docs/elements/tables.html"
    And I see "The Shawshank Redemption"
    And I see number of elements "table", 3
