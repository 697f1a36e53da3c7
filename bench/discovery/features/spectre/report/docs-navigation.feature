# style: CodeceptJS as Gherkin
Feature: Finding your way through the docs

  Scenario: From the home page to the tables page through the sidebar
    Given I am on page "/docs/index.html"
    Then I see "SPECTRE.CSS"
    And I see "Latest version: 0.5.9"
    When I click "Docs"
    Then I see "Installation"
    And I don't see "Install Spectre.css"
    When I click "Elements"
    And I click "Tables"
    Then I see "Tables include default styles for tables and data sets."
    And I see "The Shawshank Redemption"
