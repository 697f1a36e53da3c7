# style: Behat MinkContext
Feature: Pages and menus of the admin template
  The login form, the sidebar, the user menu and the cards respond to the user.

  Scenario: Fill in the login form and log in
    Given I am on "/login.html"
    When I fill in "Enter Email Address..." with "ada@example.test"
    And I fill in "Password" with "s3cret"
    And I check "Remember Me"
    Then the "Enter Email Address..." field should contain "ada@example.test"
    And the "Remember Me" checkbox should be checked
    When I follow "Login"
    Then the url should match "/index.html"
    And I should see "Earnings Overview"

  Scenario: Open the Components group in the sidebar
    Given I am on "/index.html"
    Then I should not see "Custom Components:"
    When I follow "Components"
    Then I should see "Custom Components:"
    When I follow "Buttons"
    Then the url should match "/buttons.html"
    And I should see "Circle Buttons"

  Scenario: Open and cancel the logout dialog from the user menu
    Given I am on "/index.html"
    When I follow "Douglas McGee"
    Then I should see "Activity Log"
    When I follow "Logout"
    Then I should see "Ready to Leave?"
    When I press "Cancel"
    Then I should not see "Ready to Leave?"

  Scenario: Collapse the collapsable card
    Given I am on "/cards.html"
    Then I should see "Click on the card header to see the card body collapse and expand!"
    When I follow "Collapsable Card Example"
    Then I should not see "Click on the card header to see the card body collapse and expand!"
    And I should see "Default Card Example"
