# style: cucumber-rails web_steps
Feature: Browsing the Spectre documentation
  In order to learn how to use Spectre.css
  As a front-end developer
  I want to move through the docs and try the live examples

  Scenario: Following the sidebar to the forms page
    Given I am on the home page
    When I follow "Docs"
    And I follow "Forms"
    Then I should see "Forms provide the most common control styles used in forms"
    And I should see "Form checkbox"
    And I should not see "Tables include default styles for tables and data sets."

  Scenario: The tables page lists the example movies
    Given I am on the tables page
    Then I should see "Tables include default styles for tables and data sets."
    And I should see "The Shawshank Redemption"
    And I should see "Schindler's List"
    And I should see "Frank Darabont"

  Scenario: Opening and closing the example modal
    Given I am on the modals page
    Then I should not see "This is the content inside the modal."
    When I follow "Open Modal"
    Then I should see "This is the content inside the modal."
    And I should see "Modal title"

  Scenario: Filling in the horizontal form example
    Given I am on the forms page
    When I fill in "Name" with "Grace Hopper"
    And I check "Remember me"
    And I select "Hipchat" from "Form select"
    Then the "Name" field should contain "Grace Hopper"
    And the "Remember me" checkbox should be checked
    And the "Form select" field should contain "Hipchat"
