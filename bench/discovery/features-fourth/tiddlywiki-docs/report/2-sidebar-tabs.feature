# style: CodeceptJS as Gherkin
Feature: Sidebar tabs and tools of the documentation wiki

  Scenario: Closing every open topic from the Open tab
    Given I am on page "/"
    When I click "Open"
    Then I see "close all"
    And I see "Make Something of Your Notes"
    When I click "close all"
    Then I don't see "Make Something of Your Notes"
    And I don't see "Choose how to get started quickly with TiddlyWiki."

  Scenario: Opening the latest release notes from the Recent tab
    Given I am on page "/"
    When I click "Recent"
    Then I see "Release 5.4.1"
    When I click "Release 5.4.1"
    Then I see "Release v5.4.1 addresses regressions and bugs introduced in the v5.4.0 release."

  Scenario: Folding and unfolding all topics from the Tools tab
    Given I am on page "/"
    When I click "Tools"
    Then I see "Fold the bodies of all opened tiddlers"
    When I click "fold all tiddlers"
    Then I don't see "Make Something of Your Notes"
    When I click "unfold all tiddlers"
    Then I see "Make Something of Your Notes"

  Scenario: Hiding and showing the sidebar
    Given I am on page "/"
    Then I see "a non-linear personal web notebook"
    When I click "Hide sidebar"
    Then I don't see "a non-linear personal web notebook"
    When I click "Show sidebar"
    Then I see "a non-linear personal web notebook"
