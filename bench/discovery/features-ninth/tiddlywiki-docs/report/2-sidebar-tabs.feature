# style: cucumber-rails web_steps (Capybara)
Feature: The sidebar and top bar of the TiddlyWiki documentation
  In order to get around a documentation site that lives in one page
  As a reader
  I want to use the top bar search and the Recent, Tools and Open tabs

  Scenario: Search from the top bar
    Given I am on the home page
    When I fill in "Search..." with "keyboard shortcuts"
    Then I should see "How to create keyboard shortcuts"
    And I should see "Keyboard Shortcut Descriptor"
    When I follow "KeyboardShortcuts"
    Then I should see "Keyboard shortcuts can either be used with the $keyboard Widget or with Keyboard Shortcut Tiddlers"

  Scenario: Fold and unfold every open tiddler
    Given I am on the home page
    When I press "Tools"
    Then I should see "Fold the bodies of all opened tiddlers"
    When I press "fold all tiddlers"
    Then I should not see "Make Something of Your Notes"
    When I press "unfold all tiddlers"
    Then I should see "Make Something of Your Notes"

  Scenario: Read the latest release notes from the Recent tab
    Given I am on the home page
    When I press "Recent"
    Then I should see "10th July 2026"
    And I should see "Release 5.4.1"
    When I follow "Release 5.4.1"
    Then I should see "Release v5.4.1 addresses regressions and bugs introduced in the v5.4.0 release."

  Scenario: Close everything and open the reference from the contents
    Given I am on the home page
    When I press "Open"
    Then I should see "close all"
    When I press "close all"
    Then I should not see "Make Something of Your Notes"
    And I should not see "Testimonials and Reviews"
    When I press "Contents"
    And I follow "Reference"
    Then I should see "The following topics provide the canonical reference documentation for TiddlyWiki:"
