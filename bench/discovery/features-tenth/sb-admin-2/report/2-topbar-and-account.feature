# style: CodeceptJS as Gherkin
Feature: Top bar menus and account pages
  Admins sign in, check their alerts and messages, and leave safely.

  Scenario: Signing in with remember me
    Given I am on page "/login.html"
    When I fill field "Enter Email Address...", "douglas.mcgee@example.test"
    And I fill field "Password", "correct-horse-battery"
    And I check option "Remember Me"
    Then I see checkbox "Remember Me" is checked
    When I click "Login"
    Then I see in current url "/index.html"
    And I see "Earnings Overview"

  Scenario: Cancelling the logout dialog from the user menu
    Given I am on page "/index.html"
    When I click "Douglas McGee"
    Then I see "Activity Log"
    When I click "Logout"
    Then I see "Ready to Leave?"
    When I click "Cancel"
    Then I don't see "Ready to Leave?"
    And I see "Earnings Overview"

  Scenario: Switching between the alerts and messages dropdowns
    Given I am on page "/index.html"
    When I click "#alertsDropdown"
    Then I see "A new monthly report is ready to download!"
    And I see "Show All Alerts"
    When I click "#messagesDropdown"
    Then I see "Read More Messages"
    And I don't see "Show All Alerts"

  Scenario: Opening the cards page from the Components menu
    Given I am on page "/index.html"
    When I click "Components"
    Then I see "Cards" within "#collapseTwo"
    When I click "Cards" within "#collapseTwo"
    Then I see in current url "/cards.html"
    And I see "Collapsable Card Example"
    When I click "Collapsable Card Example"
    Then I don't see "This is a collapsable card example"
