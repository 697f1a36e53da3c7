# style: third person
Feature: Reading a topic found through search

  Background:
    Given the reader is on "/"

  Scenario: The reader looks up the Markdown plugin
    When the reader types "Markdown" in the search field
    Then the reader sees "Markdown Plugin" in the results
    When the reader clicks "Markdown Plugin" in the results
    Then the reader sees "The Markdown plugin enables you to use tiddlers that are written in standard Markdown markup."
    And the reader still sees "Make Something of Your Notes"

  Scenario: The reader finds out what TiddlyDesktop is
    When the reader types "TiddlyDesktop" in the search field
    And the reader clicks the title match "TiddlyDesktop"
    Then the reader sees "TiddlyDesktop is an app for working with TiddlyWiki files"
    And the reader sees "It can be installed on Windows, Mac OS X or Linux."
