# style: cucumber-rails web_steps
Feature: Browsing the Spectre.css documentation
  As a developer I move between doc pages and try the form controls.

  Scenario: Going from the home page to the docs
    Given I am on "/docs/index.html"
    Then I should see "Lightweight (~10KB gzipped) starting point for your projects"
    When I follow "Docs"
    Then I should be on "/docs/getting-started.html"
    And I should see "How to install and use Spectre.css"
    And I should not see "Sponsor via Patreon"

  Scenario: Opening the tables page from the sidebar
    Given I am on "/docs/elements/forms.html"
    When I follow "Tables"
    Then I should be on "/docs/elements/tables.html"
    And I should see "Tables include default styles for tables and data sets."
    And I should see "The Shawshank Redemption"

  Scenario: Ticking and unticking the remember me checkbox
    Given I am on "/docs/elements/forms.html"
    Then the "Remember me" checkbox should not be checked
    When I check "Remember me"
    Then the "Remember me" checkbox should be checked
    When I uncheck "Remember me"
    Then the "Remember me" checkbox should not be checked

  Scenario: Choosing a source in the horizontal form
    Given I am on "/docs/elements/forms.html"
    When I fill in "Name" with "Grace Hopper"
    And I select "Skype" from "Source"
    Then the "Source" field should contain "Skype"
    And the "Name" field should contain "Grace Hopper"
