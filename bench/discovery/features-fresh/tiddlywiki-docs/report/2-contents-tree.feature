# style: third person
Feature: Browsing the table of contents
  The Contents tab of the sidebar holds a tree of the documentation topics.

  Scenario: The reader opens a topic under About
    Given the reader is on "/"
    Then she sees "About" in the Contents tab
    And she does not see "Acknowledgements"
    When she clicks "About" in the Contents tab
    Then she sees "Acknowledgements" and "History of TiddlyWiki" below it
    When she clicks "Acknowledgements"
    Then she sees "TiddlyWiki incorporates code from these fine OpenSource projects:"
    And she sees "The Stanford Javascript Crypto Library"

  Scenario: The reader digs into the filter documentation
    Given the reader is on "/"
    When he clicks "Filters" in the Contents tab
    Then he sees "Mathematics Operators" and "Dominant Append" below it
    When he clicks "String Operators"
    Then he sees "levenshtein" and "sha256" in the tree
    When he clicks "Dominant Append"
    Then he sees "Filters manipulate sets of titles in which no title may appear more than once."

  Scenario: The reader narrows the ways of saving to one platform
    Given the reader is on "/"
    When she clicks "GettingStarted" in the menu bar at the top
    Then she sees "Use the checkboxes to explore the methods of saving that work with your platform(s)"
    And she does not see "iPad/iPhone app for working with TiddlyWiki"
    When she ticks the "iOS" checkbox
    Then she sees "Quine"
    And she sees "iPad/iPhone app for working with TiddlyWiki"
