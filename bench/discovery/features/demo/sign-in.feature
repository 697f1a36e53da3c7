# Style: cucumber-rails web_steps (Capybara) — "I go to", "I fill in … with …", "I press", "I should see".
Feature: Signing in to the Tea Shop admin

  Scenario: Sign in with the right password
    Given I am on the sign in page
    When I fill in "Username" with "alice"
    And I fill in "Password" with "wonderland"
    And I press "Sign in"
    Then I should see "Welcome, Alice"
    And I should be on the products page

  Scenario: A wrong password is refused
    Given I go to "/login"
    When I fill in "Username" with "alice"
    And I fill in "Password" with "teapot"
    And I press "Sign in"
    Then I should see "Invalid username or password"
    And I should not see "Welcome, Alice"
    And the "Username" field should contain "alice"

  Scenario: Remember me can be ticked and unticked
    Given I go to "/login"
    Then the "Remember me" checkbox should not be checked
    When I check "Remember me"
    Then the "Remember me" checkbox should be checked
    When I uncheck "Remember me"
    Then the "Remember me" checkbox should not be checked

  Scenario: Signing out
    Given I go to "/login"
    When I fill in "Username" with "alice"
    And I fill in "Password" with "wonderland"
    And I press "Sign in"
    And I follow "Sign out"
    Then I should see "You have been signed out"
    And I should see "/login" in the current url
