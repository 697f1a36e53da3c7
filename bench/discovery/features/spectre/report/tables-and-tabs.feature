# style: Behat MinkContext
Feature: Tables and tabs examples

  Scenario: The first example table lists four movies
    Given I am on "/docs/elements/tables.html"
    Then I should see "Name" in the "table" element
    And the first example table should contain:
      | Name                     | Genre                     | Release date     |
      | The Shawshank Redemption | Crime, Drama              | 14 October 1994  |
      | The Godfather            | Crime, Drama              | 24 March 1972    |
      | Schindler's List         | Biography, Drama, History | 4 February 1994  |
      | Se7en                    | Crime, Drama, Mystery     | 22 September 1995 |

  Scenario: The Music tab is the active one
    Given I am on "/docs/components/tabs.html"
    Then I should see "Tabs enable quick switch between different views."
    And I should see "Playlists"
    And the "Music" tab should be active
    And the "Playlists" tab should not be active
