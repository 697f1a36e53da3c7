# style: Behat MinkContext
Feature: Navigating the Spectre.css documentation
  In order to learn how to use Spectre.css
  As a front-end developer
  I need to move between the docs pages and play with their examples

  Scenario: From the home page to the browser support notes
    Given I am on "/docs/index.html"
    Then I should see "A Lightweight, Responsive and Modern CSS Framework"
    When I follow "Docs"
    Then the url should match "/docs/getting-started.html"
    And I should see "How to install and use Spectre.css"
    When I follow "Browser support"
    Then the url should match "/docs/getting-started/browsers.html"
    And I should see "Spectre supports Internet Explorer 10+"
    And I should see 5 ".docs-content small.label" elements

  Scenario: Fill in the basic form controls
    Given I am on "/docs/elements/forms.html"
    When I fill in the following:
      | Name    | Grace Hopper              |
      | Email   | grace@example.com         |
      | Message | COBOL was my idea, sorry. |
    Then the "Name" field should contain "Grace Hopper"
    And the "Email" field should contain "grace@example.com"
    And the "Message" field should contain "COBOL was my idea, sorry."
    When I check "Remember me"
    Then the "Remember me" checkbox should be checked

  Scenario: Toggle the form controls inside a menu
    Given I am on "/docs/components/menu.html"
    Then I should see "Steve Rogers"
    And the "Public" checkbox should not be checked
    When I check "Public"
    Then the "Public" checkbox should be checked
    When I uncheck "form-switch"
    Then the "form-switch" checkbox should not be checked
    When I follow "Settings"
    Then the url should match "#menus"

  Scenario: Open the small modal with its form and close it
    Given I am on "/docs/components/modals.html"
    When I follow "Open small size Modal"
    Then the url should match "#example-modal-2"
    And I should see "Gender"
    When I fill in "Name" with "Linus"
    Then the "Name" field should contain "Linus"
    When I follow "Close"
    Then the url should match "#modals-sizes"
    And I should not see "Gender"
