# style: cucumber-rails web_steps
Feature: Searching the documentation from the sidebar
  Results appear in the sidebar while I type.

  Scenario: Search for filter operators
    Given I am on the home page
    When I fill in "search box" with "filter operators"
    Then I should see "Title matches:"
    And I should see "All matches:"
    And I should see "Filter Operators"
    And the "search box" field should contain "filter operators"

  Scenario: A search with no hits says so
    Given I am on the home page
    When I fill in "search box" with "zzqxv"
    Then I should see "0 matches"
    And I should see "No search result"
    And I should not see "match Operator (Examples)"

  Scenario: Change the search term
    Given I am on the home page
    When I fill in "search box" with "zzqxv"
    Then I should see "0 matches"
    When I fill in "search box" with "match"
    Then I should see "match Operator"
    And I should not see "0 matches"

  Scenario: Browse the tabs of the sidebar
    Given I am on the home page
    When I press "Tools"
    Then I should not see "Testimonials and Reviews" in the ".tc-sidebar-scrollable" element
    When I press "Contents"
    Then I should see "Testimonials and Reviews" in the ".tc-sidebar-scrollable" element
    And I should see "Working with TiddlyWiki"
