# style: CodeceptJS as Gherkin
Feature: Modal dialogs

  Scenario: Open and close the standard modal
    Given I am on page "/docs/components/modals.html"
    Then I dont see "This is the content inside the modal."
    When I click "Open Modal"
    Then I see "This is the content inside the modal."
    And I see "Cupcake ipsum"
    And I see "Share"
    And I see in current url "#example-modal-1"
    When I click "Close"
    Then I dont see "This is the content inside the modal."

  Scenario: Fill in the form in the small modal
    Given I am on page "/docs/components/modals.html"
    When I click "Open small size Modal"
    Then I see "Submit"
    When I fill field "Name", "Grace Hopper"
    Then I see in field "Name", "Grace Hopper"
    When I click "Close"
    Then I dont see "Submit"
    And I see in current url "#modals-sizes"

  Scenario: Open the large modal
    Given I am on page "/docs/components/modals.html"
    When I click "Open large size Modal"
    Then I see "This is the content inside the modal."
    And I see "Lorem ipsum"
    And I see in current url "#example-modal-3"
