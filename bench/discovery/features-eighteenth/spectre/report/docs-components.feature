# style: Behat MinkContext
Feature: Browsing the Spectre component docs
  As a developer reading the Spectre.css documentation
  I want to open the live modal demo, use the sidebar and try the checkboxes
  So that I can judge the components before using them

  Scenario: Opening and closing the demo modal
    Given I am on "/docs/components/modals.html"
    When I follow "Open Modal"
    Then I should see "This is the content inside the modal."
    And I should see "Modal title"
    When I follow "Close"
    Then I should not see "This is the content inside the modal."

  Scenario: Expanding the Elements section of the sidebar
    Given I am on "/docs/components/modals.html"
    And I should not see "Typography"
    When I follow "Elements"
    Then I should see "Typography"
    When I follow "Forms"
    Then I should be on "/docs/elements/forms.html"
    And I should see "Forms provide the most common control styles used in forms"

  Scenario: Ticking and unticking the Remember me checkbox
    Given I am on "/docs/elements/forms.html"
    When I check "Remember me"
    Then the "Remember me" checkbox should be checked
    When I uncheck "Remember me"
    Then the "Remember me" checkbox should not be checked

  Scenario: Going from the home page to the docs
    Given I am on homepage
    Then I should see "A Lightweight, Responsive and Modern CSS Framework"
    When I follow "Docs"
    Then the url should match "/docs/"
    And I should see "Getting started"
