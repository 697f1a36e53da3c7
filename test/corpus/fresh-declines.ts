import { cases, type CorpusCase } from './types.ts';

/*
 * Fresh sentences the rule planner must decline: they are not explicit (business words, pronouns,
 * descriptions instead of values, vague or alternative targets), or ask for what it must not do
 * (fixed waits). Each one read as an action would be a guess; the agent gets them.
 */

export const FRESH_DECLINES: CorpusCase[] = cases('declines', [
  // business words: which controls, in what order?
  ['When', 'I buy the cheapest tea', null],
  ['When', 'I fill in the form correctly', null],
  ['When', 'I do the usual checkout', null],
  ['When', 'I log in', null],
  ['Given', 'I am logged in as "alice"', null],
  ['When', 'I add "Darjeeling" to the cart', null],
  ['When', 'I add a new todo "Buy milk"', null],
  ['When', 'I remove "Tea" from the cart', null],
  ['When', 'I delete the todo "Buy milk"', null],
  ['When', 'I sign out', null],
  ['When', 'I accept the terms', null],
  ['When', 'I complete the checkout', null],
  ['When', 'I fill in the registration form', null],
  ['When', 'I edit Alice\'s profile', null],
  ['When', 'I pay', null],
  ['When', 'I proceed', null],
  ['When', 'I try again', null],
  ['When', 'I update my profile', null],
  ['Then', 'everything should work', null],
  ['Then', 'the order should be placed', null],
  ['Then', 'the total should be correct', null],
  // pronouns and references back: "it" and "the same button" are read as what the scenario named last
  // (back-reference.ts, at plan time: unsure when nothing was); these name nothing to point back to
  ['When', 'I click that', null],
  ['When', 'I click on them', null],
  ['When', 'I do it again', null],
  ['When', 'I click the first one', null],
  ['When', 'I click the other "Delete" button', null],
  ['When', 'I click the next "Delete" button', null],
  // descriptions and judgements instead of names or values
  ['When', 'I click on something', null],
  ['When', 'I click the element', null],
  ['When', 'I click the 3rd', null],
  ['When', 'I enter valid credentials', null],
  ['When', 'I enter my password', null],
  ['When', 'I type something into the search box', null],
  ['When', 'I select the right option', null],
  ['When', 'I click the correct answer', null],
  ['When', 'I choose the best plan', null],
  ['When', 'I choose a random product', null],
  ['When', 'I click any product', null],
  ['When', 'I click one of the "Delete" buttons', null],
  ['When', 'I go to the next page', null],
  ['Then', 'I should see the dashboard', null],
  ['Then', 'I should see an error', null],
  ['Then', 'I should see a success message', null],
  ['Then', 'I should see the right total', null],
  ['Then', 'I should see my orders', null],
  // alternatives and conditions
  ['When', 'I click "Sign in" or "Log in"', null],
  ['When', 'I click "Save" if it is visible', null],
  // what the rule planner must not do, or cannot tell
  ['When', 'I wait for the page to load', null],
  ['When', 'I wait 3 seconds', null],
  // a "spinner" is a dropdown to the role table: waiting on it would watch the wrong element
  ['When', 'I wait until the spinner disappears', null],
  // a place "next to" something no name says: the words before it are no name either
  ['When', 'I click the counter next to the logo', null],
]);
