@android
Feature: Browse the tea catalogue on Android
  The Tea Shop app lists more teas than fit on the screen; a tea opens its own screen.

  Background:
    Given I open "com.example.teashop/.ui.CatalogActivity"

  Scenario: Open a tea and add it to the cart
    When I tap "Darjeeling"
    Then the title should be "Darjeeling"
    And I should see "Light, floral black tea from the Himalayan foothills."
    When I tap the "Add to cart" button
    Then I should see "Darjeeling added to cart"
    When I tap "Navigate up"
    Then I should see "1 in cart"

  Scenario: Scroll down the long list to a tea near the end
    Then I should not see "Tulsi"
    When I scroll down
    Then I should see "Ceylon"
    When I scroll to the bottom
    And I tap "Tulsi"
    Then the title should be "Tulsi"
    And I should see "Holy basil infusion."

  Scenario: Keep a favourite
    When I tap "Longjing 龙井"
    And I check "Favourite"
    Then I should see "Longjing 龙井 saved to favourites"
    And the "Favourite" checkbox should be checked
    When I go back
    Then the title should be "Tea Shop"
