# style: first person
Feature: Recent changes and open topics

  Scenario: I look at what changed recently
    Given I am on "/"
    When I click the "Recent" tab in the sidebar
    Then I should see "10th July 2026"
    And I should see "Release 5.4.1"
    And I should see "Release 5.4.0"

  Scenario: I close every open topic at once
    Given I am on "/"
    When I click the "Open" tab in the sidebar
    Then I should see "Testimonials and Reviews"
    When I click "close all" in the sidebar
    Then I should not see "Make Something of Your Notes"
    And I should not see "Choose how to get started quickly with TiddlyWiki."
