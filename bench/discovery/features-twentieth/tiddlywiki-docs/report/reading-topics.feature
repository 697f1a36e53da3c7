# style: CodeceptJS as Gherkin
Feature: Reading and rearranging topics in the documentation
  As a reader working through the TiddlyWiki documentation
  I want to open topics from the contents, fold or close the ones I am done with and make quick edits
  So that the column of open topics only holds what I am reading now

  Scenario: A topic from the Contents tab opens at the top of the story
    Given I am on page "/"
    Then I don't see "You can think of TiddlyWiki as a database in which the records are tiddlers."
    When I click "Filters"
    Then I see "You can think of TiddlyWiki as a database in which the records are tiddlers."
    And I see "A filter is a concise notation for selecting a particular set of tiddlers"

  Scenario: Folding all topics from the Tools tab leaves only their titles
    Given I am on page "/"
    When I click "Tools"
    And I click "fold all tiddlers"
    Then I see "HelloThere"
    And I don't see "Make Something of Your Notes"
    When I click "unfold all tiddlers"
    Then I see "Make Something of Your Notes"

  Scenario: Closing one topic removes just that topic
    Given I am on page "/"
    When I click "Close this tiddler"
    Then I don't see "Make Something of Your Notes"
    And I see "Choose how to get started quickly with TiddlyWiki."
    And I see "Resources to help you learn more about TiddlyWiki and its community."

  Scenario: An edit made in the page shows in the topic after confirming it
    Given I am on page "/"
    When I click "Edit this tiddler"
    And I fill field "Type the text for this tiddler", "My own welcome text for this page."
    And I click "Confirm changes to this tiddler"
    Then I see "My own welcome text for this page."
    And I don't see "Make Something of Your Notes"
    And I don't see element "Confirm changes to this tiddler"
