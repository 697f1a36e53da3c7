/*
 * Explicit steps from the same vocabularies that the intent model (intent.ts) cannot express, so
 * the corpus cannot state their one right reading. They are listed, not asserted: the corpus test
 * prints them, and today the rule planner must decline them (a near reading would be a wrong action).
 */

export interface Unexpressible {
  text: string;
  source: string;
  /** what the intent model lacks */
  missing: string;
}

export const UNEXPRESSIBLE: Unexpressible[] = [
  { text: 'I don\'t see "/login" in the current url', source: 'codeceptjs: I.dontSeeInCurrentUrl', missing: 'a negated URL check (expectUrl has no negate)' },
  { text: 'I don\'t see "Admin" in the title', source: 'codeceptjs: I.dontSeeInTitle', missing: 'a negated title check (expectTitle has no negate)' },
  { text: 'I should see "Batman" in the "heroes_list" element', source: 'behat-mink: assertElementContainsText', missing: 'text inside an element (expectText has no target or scope)' },
  { text: 'I should see "Page status" in the "right sidebar" region', source: 'behat-drupal: regionTextAssertIsVisible', missing: 'text inside a container' },
  { text: 'I should see "Total: 12" within the "Cart" section', source: 'cucumber-rails: … within (with should see)', missing: 'text inside a container' },
  { text: 'I additionally select "Deceased" from "parents_alive_status"', source: 'behat-mink: additionallySelectOption', missing: 'adding to a multi-select (select replaces)' },
  { text: 'Alice selects "Red" and "Blue" from the "Colours" list', source: 'serenity-js: Select.options().from()', missing: 'several options of one multi-select' },
  { text: 'I append " world" to the "Greeting" field', source: 'codeceptjs: I.appendField', missing: 'typing without clearing first' },
  { text: 'I blur the "Email" field', source: 'codeceptjs: I.blur', missing: 'leaving a field (no blur intent)' },
  { text: 'I click the "Next" button three times', source: 'fresh', missing: 'repetition' },
  { text: 'I wait up to 10 seconds for "Done" to appear', source: 'calabash-android: I wait up to … seconds for … to appear', missing: 'a per-step timeout (the corpus expects the wait without it)' },
  { text: 'I wait for the "Checkout" screen to appear', source: 'calabash-android: I wait for the … screen to appear', missing: 'waiting for a page by name (expectPage cannot wait)' },
  { text: 'the "Reviews" tab should be selected', source: 'fresh', missing: 'a "selected" state for tabs and options (ElementState has checked only)' },
  { text: 'the "Search" field should be active', source: 'serenity-js: isActive', missing: 'nothing, but "active" means focused here and enabled in STATE_WORDS: ambiguous' },
  { text: 'I upload "a.png"', source: 'fresh', missing: 'a file-input role: a bare upload prints as "to textbox"' },
  { text: 'I switch to the next tab', source: 'codeceptjs: I.switchToNextTab', missing: 'browser tabs and windows' },
  { text: 'I switch to the "payment" iframe', source: 'codeceptjs: I.switchTo / serenity-js: Switch.to', missing: 'frames as an explicit context' },
  { text: 'I should get a 200 HTTP response', source: 'behat-drupal: httpResponseAssertEquals', missing: 'HTTP status checks' },
  { text: 'I should see text matching "Batman, the vigilante"', source: 'behat-mink: assertPageMatchesText', missing: 'regular-expression text checks' },
];
