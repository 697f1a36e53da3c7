# style: CodeceptJS as Gherkin
Feature: Finding my way through the Spectre docs
  Navigating with the sidebar and trying the examples on a few pages.

  Scenario: Go from the home page to the forms documentation
    Given I am on page "/docs/index.html"
    When I click "Docs"
    And I click "Elements"
    And I click "Forms"
    Then I see in current url "/elements/forms.html"
    And I see "Forms provide the most common control styles used in forms"
    And I don't see "Spectre.css is a lightweight, responsive and modern CSS framework"

  Scenario: Leave the tables page for the tabs page
    Given I am on page "/docs/elements/tables.html"
    Then I see "The Shawshank Redemption"
    And I see "22 September 1995"
    When I click "Components"
    And I click "Tabs"
    Then I see "Tabs enable quick switch between different views."
    And I don't see "The Shawshank Redemption"

  Scenario: Tick the form controls inside the menu example
    Given I am on page "/docs/components/menu.html"
    When I check option "form-checkbox"
    And I check option "form-switch"
    Then I see checkbox "form-checkbox" is checked
    And I see checkbox "form-switch" is checked
    And I see "Steve Rogers"

  Scenario: Type into the email field of the form example
    Given I am on page "/docs/elements/forms.html"
    When I fill field "Email", "ada@example.test"
    And I select option "Choose an option", "Hipchat"
    Then I see in field "Email", "ada@example.test"
    And I see in field "Choose an option", "Hipchat"
    And I see "Form switch"
