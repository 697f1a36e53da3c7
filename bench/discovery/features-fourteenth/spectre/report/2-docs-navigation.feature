# style: cucumber-rails web_steps
Feature: Spectre documentation pages
  The docs have a sidebar of sections and pages with live examples of every component.

  Scenario: Browsing from the docs home to the forms page
    Given I am on the home page
    When I follow "Docs"
    Then I should see "Getting started"
    But I should not see "Typography"
    When I follow "ELEMENTS"
    And I follow "Forms"
    Then I should be on the forms page
    And I should see "Form validation styles"

  Scenario: Only one section of the first accordion is open at a time
    Given I am on the accordions page
    Then I should see "Element 1"
    But I should not see "Component 1"
    When I press "Components"
    Then I should see "Component 1"
    And I should see "Component 2"
    When I press "Layout"
    Then I should see "Layout 1"
    But I should not see "Component 2"

  Scenario: Filling in the horizontal form
    Given I am on the forms page
    When I fill in "Email" with "ada@example.test"
    And I select "Hipchat" from "Source"
    And I check "I'm not a robot."
    Then the "Email" field should contain "ada@example.test"
    And the "Source" field should contain "Hipchat"
    And the "I'm not a robot." checkbox should be checked

  Scenario: Opening the large modal
    Given I am on the modals page
    When I follow "Open large size Modal"
    Then I should see "Modal title"
    And I should see "Share"
    When I follow "Close"
    Then I should not see "Share"
    And I should be on the modals page
