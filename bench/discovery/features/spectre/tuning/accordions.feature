# style: cucumber-rails web_steps (Capybara)
Feature: Accordions

  Background:
    Given I am on "/docs/components/accordions.html"

  Scenario: Expanding another section of the first accordion
    When I follow "Layout" within the first accordion
    Then I should see "Layout 1" within the first accordion
    And I should see "Layout 2" within the first accordion
    When I follow "Components" within the first accordion
    Then I should see "Component 1" within the first accordion
