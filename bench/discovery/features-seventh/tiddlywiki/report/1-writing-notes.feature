# style: first person
Feature: Writing, editing and tagging my own notes in the wiki

  Scenario: I write a new note and save it
    Given I am on the wiki home page "/"
    When I click the "Create a new tiddler" button (the "+" in the sidebar)
    And I replace the title "New Tiddler" with "Packing list for Lisbon"
    And I type "Passport, charger and sunscreen" into the text area below the toolbar
    And I click the tick button to confirm my changes
    Then I should see a tiddler titled "Packing list for Lisbon" at the top of the story river
    And I should see "Passport, charger and sunscreen" in that tiddler
    And I should see "Packing list for Lisbon" listed above "GettingStarted" under the "Open" tab of the sidebar

  Scenario: I correct the text of a note I wrote earlier
    Given I am on the wiki home page "/"
    And I have created a tiddler "Birthday plans" with the text "Book a table for six"
    When I click the pencil button "Edit this tiddler" on "Birthday plans"
    And I replace the text with "Book a table for eight at the harbour"
    And I click the tick button to confirm my changes
    Then I should see "Book a table for eight at the harbour" in the "Birthday plans" tiddler
    But I should not see "Book a table for six"
    And I should not see "Draft of 'Birthday plans'"

  Scenario: I tag a note and find it again through its tag
    Given I am on the wiki home page "/"
    When I create a new tiddler titled "Quarterly taxes"
    And I type "finance" into the "tag name" box and click "add"
    And I click the tick button to confirm my changes
    Then I should see a yellow "finance" tag pill under the title "Quarterly taxes"
    When I click the "finance" tag pill
    Then I should see a dropdown listing "Quarterly taxes"
    When I open the "More" tab in the sidebar and then its "Tags" tab
    Then I should see "finance" in the list of tags

  Scenario: I change my mind and throw a draft away
    Given I am on the wiki home page "/"
    When I click the "Create a new tiddler" button (the "+" in the sidebar)
    And I replace the title "New Tiddler" with "Half-baked thought"
    And I click the "Discard changes to this tiddler" button (the circled cross)
    And I confirm the browser dialog that asks whether to discard changes to "Draft of 'New Tiddler'"
    Then I should not see "Half-baked thought" anywhere on the page
    And the "Open" tab in the sidebar should list only "GettingStarted"
