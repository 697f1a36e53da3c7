# style: CodeceptJS as Gherkin
Feature: Exploring the component docs
  As a developer choosing a CSS framework
  I want to open the component examples
  So that I can see how they behave

  Scenario: Opening and closing a modal
    Given I am on page "/docs/components/modals.html"
    When I click "Open Modal"
    Then I see "This is the content inside the modal."
    And I see element "Share"
    When I click "Close"
    Then I don't see "This is the content inside the modal."

  Scenario: Expanding an accordion section
    Given I am on page "/docs/components/accordions.html"
    Then I don't see "Layout 1"
    When I click "Layout"
    Then I see "Layout 1"
    And I see "Layout 2"

  Scenario: Navigating from the home page to the forms docs
    Given I am on page "/docs/index.html"
    When I click "Docs"
    And I click "ELEMENTS"
    And I click "Forms"
    Then I see in current url "/docs/elements/forms.html"
    And I see "Forms provide the most common control styles used in forms"

  Scenario: The docs sidebar lists the components
    Given I am on page "/docs/components/tabs.html"
    Then I see "Tabs enable quick switch between different views."
    And I see element "Modals"
    When I click "Pagination"
    Then I see in current url "pagination.html"
