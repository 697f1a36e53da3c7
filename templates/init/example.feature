# Written by `npx stepwright init`. Steps are plain English: `npx stepwright compile` performs each
# one against the app at the base URL in stepwright.config.json and writes step-cache/ (review and
# commit it); `npx cucumber-js` (npm run bdd) then replays the suite, with no LLM.
Feature: Example

  Scenario: The home page opens
    Given I open "/"
    Then the URL should contain "/"

  # Steps the rule planner compiles with no LLM, for example:
  #   When I click the "Sign in" button
  #   And I type "alice" into the "Username" field
  #   And I type "${APP_PASSWORD}" into the "Password" field   <- read from the environment at run time
  #   And I select "Express" from the "Delivery" dropdown
  #   Then I should see "Welcome, Alice"
  #   And the "Pay" button should be disabled
