# style: cucumber-rails web_steps
Feature: Finding my way around the admin dashboard
  As a user of the SB Admin dashboard
  I want the sidebar, top bar menus, dialogs and cards to open and close as I expect
  So that I can reach every page and notification without getting lost

  Scenario: The Pages section of the sidebar leads to the password reset form
    Given I am on the dashboard page
    When I follow "Pages"
    Then I should see "LOGIN SCREENS:"
    When I follow "Forgot Password"
    Then I should be on the forgot password page
    When I fill in "Enter Email Address..." with "douglas@example.test"
    And I follow "Reset Password"
    Then I should be on the login page

  Scenario: Cancelling the logout dialog keeps me on the dashboard
    Given I am on the dashboard page
    When I follow "Douglas McGee"
    And I follow "Logout"
    Then I should see "Ready to Leave?" within ".modal"
    When I press "Cancel"
    Then I should not see "Ready to Leave?"
    And I should be on the dashboard page

  Scenario: The collapsable card hides and shows its body
    Given I am on the cards page
    Then I should see "This is a collapsable card example"
    When I follow "Collapsable Card Example"
    Then I should not see "This is a collapsable card example"
    When I follow "Collapsable Card Example"
    Then I should see "This is a collapsable card example"

  Scenario: The alerts and messages menus open one at a time
    Given I am on the dashboard page
    When I follow "3+"
    Then I should see "ALERTS CENTER"
    And I should see "Spending Alert" within ".dropdown-list"
    When I follow "7"
    Then I should see "MESSAGE CENTER"
    And I should see "Emily Fowler · 58m"
    And I should not see "ALERTS CENTER"
