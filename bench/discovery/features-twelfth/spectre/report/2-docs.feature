# style: Behat MinkContext
Feature: Browsing the Spectre.css documentation
  In order to learn the framework
  As a developer
  I need to navigate the docs and use their examples

  Scenario: Navigate from the home page to the getting started page
    Given I am on "/docs/index.html"
    When I follow "Docs"
    Then the url should match "getting-started"
    And I should see "Getting started"
    And I should see "How to install and use Spectre.css"

  Scenario: Choose an option in the example select
    Given I am on "/docs/elements/forms.html"
    When I select "Skype" from "Choose an option"
    And I check "Checkbox 2"
    Then the "Checkbox 2" checkbox should be checked
    And the "Checkbox 1" checkbox should not be checked

  Scenario: Read the movie tables
    Given I am on "/docs/elements/tables.html"
    Then I should see "The Shawshank Redemption"
    And I should see 4 "table.table-striped tbody tr" elements
    And I should see "Schindler's List"
    And I should see "22 September 1995"

  Scenario: Open the small modal and its form
    Given I am on "/docs/components/modals.html"
    When I follow "Open small size Modal"
    Then I should see "Gender"
    And I should see 1 ".modal.modal-sm" elements
    When I fill in "Name" with "Grace" in the dialog
    And I press "Close" in the dialog
    Then I should see 0 ".modal.modal-sm" elements
