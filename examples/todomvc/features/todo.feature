# Third-party app: TodoMVC from the `todomvc` npm package (v0.1.1, the 2014 snapshot).
# Serve node_modules/todomvc/examples/vanillajs/ as the base URL root (backbone/ behaves the same).
#
# Implementations checked (Chromium, served over http — file:// breaks the XHRs):
#   vanillajs  works offline; <label for="toggle-all">Mark all as complete</label> exists (hidden by CSS)
#   backbone   works offline; same DOM as vanillajs except items are rendered from a template
#   react      works offline (in-browser JSX, ~2 s to boot); NO label on #toggle-all, so
#              "Mark all as complete" cannot be named; filter hrefs #/ #/active #/completed
#   vue        (Vue 0.11) the new-todo box is not cleared after Enter under WebDriver typing:
#              the second todo becomes "Buy milkWalk the dog". Not usable.
#   jquery     broken in the package: its bower_components/ folder is missing.
# DOM of this old version: ids, not classes: input#new-todo (placeholder "What needs to be done?"),
# ul#todo-list > li (class "completed" when done; vue: class "todo"), input.toggle per item with NO
# accessible name (its <label> is not tied to it), footer span#todo-count "<strong>N</strong> items left",
# ul#filters links "All" / "Active" / "Completed", button#clear-completed reads "Clear completed (N)"
# and is hidden while nothing is completed. Todos persist in localStorage (a fresh browser profile
# per scenario keeps scenarios independent).
# Because single-item toggles have no name, completing uses the labelled "Mark all as complete".
# Counting ("I should see 2 todos") only where all visible items share one class: completed items
# get class "completed", so a mixed list is not one group of look-alike rows.

Feature: TodoMVC

  Background:
    Given I open "/"
    When I type "Buy milk" into the "What needs to be done?" field and press Enter
    And I type "Walk the dog" into the "What needs to be done?" field and press Enter

  Scenario: Add two todos
    Then I should see 2 todos
    And I should see "Buy milk"
    And I should see "Walk the dog"
    And I should see "2 items left"

  Scenario: Complete todos and filter by state
    When I check "Mark all as complete"
    Then I should see "0 items left"
    When I type "Call mum" into the "What needs to be done?" field and press Enter
    Then I should see "1 item left"
    When I click the "Active" link
    Then I should see "Call mum"
    And I should not see "Buy milk"
    When I click the "Completed" link
    Then I should see 2 todos
    And I should not see "Call mum"
    When I click the "All" link
    Then I should see "Call mum"
    And I should see "Buy milk"

  Scenario: Clear completed todos
    When I check "Mark all as complete"
    And I type "Call mum" into the "What needs to be done?" field and press Enter
    And I click "Clear completed"
    Then I should see "Call mum"
    And I should not see "Buy milk"
    And I should not see "Walk the dog"
    And I should see "1 item left"
    And I should not see "Clear completed"
