# style: first person
Feature: Browsing the Spectre.css documentation
  As a developer learning Spectre.css
  I want to move between the docs pages and try the interactive components
  So that I can see how each component looks and behaves before I use it

  Scenario: From the home page to the forms documentation
    Given I am on the home page
    When I click "Docs"
    Then I should be on the getting started page
    And I should see "Spectre.css is a lightweight, responsive and modern CSS framework"
    When I click "ELEMENTS"
    And I click "Forms"
    Then I should be on the forms page
    And I should see "Forms provide the most common control styles used in forms"

  Scenario: Only one section of the exclusive accordion is open at a time
    Given I am on the accordions page
    Then I should not see "Layout 1"
    When I click "Layout"
    Then I should see "Layout 1"
    When I click "Components"
    Then I should see "Component 2"
    And I should not see "Layout 1"

  Scenario: The small modal holds a little form
    Given I am on the modals page
    When I click "Open small size Modal"
    And I fill in the "Name" field with "Yan Zhu"
    And I choose the "Male" radio button
    Then the "Name" field should contain "Yan Zhu"
    And the "Male" radio button should be selected
    And the "Female" radio button should not be selected
    When I click "Close"
    Then I should not see the "Submit" button

  Scenario: A getting started card opens the installation guide and I can come back
    Given I am on the getting started page
    When I click "View"
    Then I should be on "/docs/getting-started/installation.html"
    And I should see "There are 5 ways to get started with Spectre CSS framework"
    When I go back
    Then I should be on the getting started page
    And I should see "Browser compatibility and support"
