# style: cucumber-rails web_steps (Capybara)
Feature: Finding my way through the docs
  In order to learn how to use Spectre.css
  As a web developer new to the framework
  I want to get from the home page to the pages I need

  Scenario: From the home page to the installation guide
    Given I am on "/docs/index.html"
    Then I should see "A Lightweight, Responsive and Modern CSS Framework"
    When I follow "Docs"
    Then I should be on "/docs/getting-started.html"
    And I should see "Getting started"
    When I follow "View" within "the Installation card"
    Then I should see "Install with NPM"
    And I should see "npm install spectre.css --save"

  Scenario: Install link on the home page
    Given I am on "/docs/index.html"
    When I follow "Install Spectre.css"
    Then I should be on "/docs/getting-started/installation.html"
    And I should see "Install from CDN"

  Scenario: Jump to the Tables page from the sidebar
    Given I am on "/docs/elements/forms.html"
    When I follow "Tables" within "the sidebar"
    Then I should be on "/docs/elements/tables.html"
    And I should see "The Shawshank Redemption"
    And I should see "Frank Darabont" within "the scrollable table"

  Scenario: Read the changelog
    Given I am on "/docs/getting-started.html"
    When I follow "What's new" within "the sidebar"
    Then I should see "Spectre.css Changelog"
    And I should see "Add Auto width column #541"
