# style: CodeceptJS as Gherkin
Feature: Interactive components of the documentation
  As a developer reading the component docs
  I want the live modal, accordion, menu and sidebar examples to respond
  So that I can see how each component behaves before I use it

  Scenario: Opening and closing the example modal
    Given I am on page "/docs/components/modals.html"
    Then I don't see "This is the content inside the modal."
    When I click "Open Modal"
    Then I see "Modal title"
    And I see "This is the content inside the modal."
    When I click "Close"
    Then I don't see "This is the content inside the modal."

  Scenario: Expanding a collapsed accordion section
    Given I am on page "/docs/components/accordions.html"
    Then I see "Element 1"
    And I don't see "Layout 1"
    When I click "Layout"
    Then I see "Layout 1"
    And I see "Layout 2"

  Scenario: Unticking the checkbox inside the example menu
    Given I am on page "/docs/components/menu.html"
    Then I see "Steve Rogers"
    And I see checkbox is checked "form-checkbox"
    When I uncheck option "form-checkbox"
    Then I don't see checkbox is checked "form-checkbox"
    And I see "My profile"

  Scenario: Opening the Components group of the sidebar to reach the tabs page
    Given I am on page "/docs/elements/forms.html"
    Then I don't see "Tooltips"
    When I click "COMPONENTS"
    Then I see "Tooltips"
    When I click "Tabs"
    Then I see in current url "/docs/components/tabs.html"
    And I see "Tabs enable quick switch between different views."
