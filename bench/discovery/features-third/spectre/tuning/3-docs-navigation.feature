# style: CodeceptJS
Feature: Navigating the Spectre.css documentation

  Scenario: Go from the home page to the docs
    Given I am on page "/docs/index.html"
    When I click "Docs"
    Then I see "Getting started"
    And I see "Browser compatibility and support"
    And I see in current url "/docs/getting-started.html"

  Scenario: Open the installation guide from the home page
    Given I am on page "/docs/index.html"
    When I click "Install Spectre.css"
    Then I see "Installation"
    And I see "Install manually"
    And I see "Download Spectre.css"

  Scenario: Open the changelog from a View button
    Given I am on page "/docs/getting-started.html"
    When I click the 4th "View" button
    Then I see "Spectre.css Changelog"
    And I see in current url "whatsnew.html"

  Scenario: Open the Tables page from the Elements section of the sidebar
    Given I am on page "/docs/getting-started.html"
    When I click "Elements" in the sidebar
    And I click "Tables" in the sidebar
    Then I see "Tables include default styles for tables and data sets."
    And I see "The Shawshank Redemption"
    And I see "Frank Darabont"

  Scenario: Open the Pagination page from the Components section of the sidebar
    Given I am on page "/docs/getting-started.html"
    When I click "Components" in the sidebar
    And I click "Pagination" in the sidebar
    Then I see "Add a container element with the pagination class."
    And I see in current url "/docs/components/pagination.html"

  Scenario: Go back to the docs home with the SPECTRE logo
    Given I am on page "/docs/elements/buttons.html"
    When I click "SPECTRE"
    Then I see "A Lightweight, Responsive and Modern CSS Framework"
    And I don't see "Buttons include simple button styles"

  Scenario: The tables page lists four films in its first table
    Given I am on page "/docs/elements/tables.html"
    Then I see "Schindler's List"
    And I see "Biography, Drama, History"
    And I see "22 September 1995"
    And I don't see "Pulp Fiction"
