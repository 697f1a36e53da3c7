# style: first person
Feature: Signing in and using the dashboard menus
  As a member of the admin team
  I want to sign in and use the menus, dialogs and cards of the dashboard
  So that I can get to my work and leave safely when I am done

  Scenario: Filling in the login form and signing in
    Given I am on "/login.html"
    When I fill in the "Enter Email Address..." field with "douglas@example.test"
    And I fill in the "Password" field with "s3cret-pass"
    And I check "Remember Me"
    Then the "Enter Email Address..." field should contain "douglas@example.test"
    And the "Remember Me" checkbox should be checked
    When I press "Login"
    Then I should be on "/index.html"
    And I should see "Earnings (Monthly)"

  Scenario: Cancelling the logout dialog from the user menu
    Given I am on "/index.html"
    When I click "Douglas McGee"
    And I click "Logout"
    Then I should see "Ready to Leave?"
    And I should see "if you are ready to end your current session."
    When I press "Cancel"
    Then I should not see "Ready to Leave?"
    And I should be on "/index.html"

  Scenario: The alerts menu lists the latest alerts
    Given I am on "/index.html"
    Then I should not see "Alerts Center"
    When I click "3+"
    Then I should see "Alerts Center"
    And I should see "A new monthly report is ready to download!"
    And I should see "Show All Alerts"
    And I should not see "Message Center"

  Scenario: Collapsing and expanding the collapsable card
    Given I am on "/cards.html"
    Then I should see "Click on the card header to see the card body collapse and expand!"
    When I click "Collapsable Card Example"
    Then I should not see "Click on the card header to see the card body collapse and expand!"
    And I should see "Default Card Example"
    When I click "Collapsable Card Example"
    Then I should see "Click on the card header to see the card body collapse and expand!"
