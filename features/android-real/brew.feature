# style: imperative, punctuated
@android
Feature: A brew's page
  A brew's page is a Compose screen: a photo to double-tap, a queue button, a reminder switch.

  Scenario: Like and queue a brew.
    Given Launch the app.
    When Tap "Sencha Asanoka".
    Then "Deep-steamed, grassy and sweet." should be displayed.
    When Double-tap the "Photo of Sencha Asanoka" image.
    Then "13 likes · You like this" should be displayed.
    When Tap the "Add to queue" button.
    Then a toast should say "Sencha Asanoka added to your queue".
    When Turn on the "Remind me when it's steeped" switch.
    Then the "Remind me when it's steeped" switch should be on.
    When Tap "Steeping guide".
    Then "Use 250 ml of water at 75°C" should be displayed.
    When Press the back button.
    Then "Discover" should be displayed.
