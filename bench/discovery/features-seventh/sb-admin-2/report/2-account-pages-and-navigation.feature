# style: cucumber-rails web_steps (Capybara)
Feature: Account pages, user menu and sidebar navigation

  Scenario: Logging in from the login page lands on the dashboard
    Given I am on the login page
    Then I should see "Welcome Back!"
    When I fill in "Enter Email Address..." with "douglas.mcgee@example.com"
    And I fill in "Password" with "s3cret-Passw0rd"
    And I check "Remember Me"
    Then the "Remember Me" checkbox should be checked
    And the "Enter Email Address..." field should contain "douglas.mcgee@example.com"
    When I follow "Login"
    Then I should see "$40,000" just below "EARNINGS (MONTHLY)"

  Scenario: Filling in the registration form and going back to login
    Given I am on the register page
    When I fill in "First Name" with "Ada"
    And I fill in "Last Name" with "Lovelace"
    And I fill in "Email Address" with "ada@example.com"
    And I fill in "Repeat Password" with "analytical-engine"
    Then the "Last Name" field should contain "Lovelace"
    When I follow "Already have an account? Login!"
    Then I should be on the login page
    And I should see "Forgot Password?"

  Scenario: Opening and cancelling the logout dialog from the user menu
    Given I am on the dashboard
    When I follow "Douglas McGee"
    And I follow "Logout" within the user dropdown
    Then I should see "Ready to Leave?" within ".modal-content"
    And I should see "below if you are ready to end your current session."
    When I press "Cancel"
    Then I should not see "Ready to Leave?"
    And I should be on the dashboard

  Scenario: Reaching the Cards page through the sidebar and collapsing a card
    Given I am on the dashboard
    When I follow "Components" within the sidebar
    And I follow "Cards" within the sidebar
    Then I should see "Default Card Example"
    And I should see "This is a collapsable card example" within "#collapseCardExample"
    When I follow "Collapsable Card Example"
    Then I should not see "This is a collapsable card example"
    When I follow "Collapsable Card Example"
    Then I should see "This is a collapsable card example"
