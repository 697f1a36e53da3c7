# style: Behat MinkContext
Feature: Browsing the Spectre.css docs and trying the modal examples
  In order to learn how Spectre.css components behave
  As a front-end developer
  I need to move around the docs and open the live modal examples

  Scenario: Going from the home page to the installation guide
    Given I am on "/docs/index.html"
    When I follow "Docs"
    Then the url should match "getting-started"
    And I should see "Spectre.css is a lightweight, responsive and modern CSS framework"
    When I follow "Installation"
    Then the url should match "getting-started/installation"
    And I should see "There are 5 ways to get started with Spectre CSS framework"

  Scenario: Opening and closing the standard modal
    Given I am on "/docs/components/modals.html"
    Then I should not see "This is the content inside the modal."
    When I follow "Open Modal"
    Then the url should match "example-modal-1"
    And I should see "This is the content inside the modal." in the "#example-modal-1" element
    When I follow "Close"
    Then I should not see "This is the content inside the modal."

  Scenario: Filling in the form inside the small modal
    Given I am on "/docs/components/modals.html"
    When I follow "Open small size Modal"
    Then I should see "Gender" in the "#example-modal-2" element
    When I fill in "Name" with "Yan Zhu"
    And I select "Male" from "Gender"
    Then the "Name" field should contain "Yan Zhu"
    And the "Male" radio button should be checked

  Scenario: Looking at the example tables
    Given I am on "/docs/elements/forms.html"
    When I follow "Tables"
    Then the url should match "elements/tables"
    And I should see 4 "table.table-striped tbody tr" elements
    And I should see "Frank Darabont" in the "table.table-scroll" element
