import { KEY_NAMES, NUMBER_WORDS, STATE_WORDS } from './vocabulary.ts';

export * from './vocabulary.ts';

/*
 * The grammar of the rule planner: one anchored pattern per form of sentence, tried in order on a
 * masked clause (quoted contents hidden, see segment.ts) after its lead-ins ("I", "the user",
 * "should", "verify that") are gone. The verbs follow the step vocabularies teams already use:
 * cucumber-rails web_steps ("I follow", "I fill in … with", "I press"), Behat MinkContext ("I am
 * on", "I attach the file … to", "I should be on"), CodeceptJS (`I.amOnPage`, `I.seeElement`,
 * `I.dragAndDrop`, `I.doubleClick`), Calabash ("I press button number 2", "I go back") and
 * Serenity/JS interactions (Navigate, Click, Enter, Clear, Hover, DoubleClick, RightClick, Press).
 */

// A value is a quoted string or bare words; several bare words must all be Capitalised ("Bob
// Smith"), which parse-step checks (the patterns are case-insensitive).
const Q = '"[^"]*"';
const val = (name: string): string => `(?<${name}>${Q}|[^\\s"]+(?:\\s+[^\\s"]+){0,3}?)`;
const target = (name = 'target'): string => `(?<${name}>.+?)`;
const KEY_ALTERNATIVES = KEY_NAMES.map(([k]) => k.replace(/ /g, '\\s+')).join('|');
const COUNT = `(?<count>"_+"|\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const NOUNS = '(?<nouns>["A-Za-z][\\w" -]*?)';
const STATES = `(?<state>${Object.keys(STATE_WORDS).join('|')})`;
const BE = '(?<be>(?:(?:should|must|will|shall|is|are|be|become|becomes|stays?|remains?|gets?|not|no longer|isn\'t|' +
  'aren\'t|shouldn\'t|won\'t|now|still|already|can|cannot|can\'t|could|couldn\'t)\\s+)+)';
const PAGE_WORD = '(?:page|url|address|site|website|location|screen|link|path)';
const GO = 'open|opens|opened|go\\s+to|goes\\s+to|went\\s+to|gone\\s+to|navigates?\\s+to|navigated\\s+to|visits?|visited|browses?\\s+to|browsed\\s+to|loads?|loaded|head\\s+to|heads\\s+to|point\\s+the\\s+browser\\s+(?:at|to)|access|accesses|accessed|launch|launches|launched';
/** the app under test, as steps name it: "the app", "the application", "the Kettle app" */
const APP = String.raw`(?:[A-Z][\w-]*\s+)?(?:app|application)`;
const CLICK = 'click|clicks|clicked|touch|touches|touched|press|presses|pressed|tap|taps|tapped|hit|hits|push|pushes|pushed|follow|follows|followed|activate|activates|toggle|toggles';

/**
 * The rules, tried in order; the first whose builder accepts the match wins. Order matters where
 * phrasings overlap: key presses before clicks ("press Enter" vs "press Sign in"), counts before
 * text ("see 10 products"), text-visibility before element states, states before field values.
 */
export const RULES = {
  // "jumps to the end of the text", "moves the cursor to the start of the line": the keys that go there
  caretTo: String.raw`(?:jump|jumps|jumped|go|goes|went|move|moves|moved|skip|skips)\s+(?:the\s+(?:caret|cursor)\s+)?` +
    String.raw`(?:back\s+)?to\s+the\s+(?<where>end|start|beginning|top|bottom)\s+of\s+(?:the\s+)?` +
    String.raw`(?<what>text|line|document|content|contents|paragraph)`,
  fixedWait: String.raw`(?:waits?|pauses?|sleeps?)\s+(?:for\s+)?(?:\d+(?:\.\d+)?|a|an|one|two|few|several)\s*(?:ms|` +
    String.raw`milliseconds?|s|secs?|seconds?|minutes?)`,
  waitTo: String.raw`waits?\s+(?:for|until)\s+${target()}\s+(?<change>to\s+(?:appear|show up|disappear|vanish|go ` +
    String.raw`away|close|load|be\s+\w+(?:\s+out)?|become\s+\w+(?:\s+out)?))`,
  // CodeceptJS's waitToHide and waitForValue written out: `I wait to hide "#loader"`, `I wait for value "#qty", "2"`
  waitToHide: String.raw`waits?\s+to\s+hide\s+(?<target>"_*")`,
  waitForValue: String.raw`waits?\s+for\s+value\s+(?<target>"_*")\s+(?<value>"_*")`,
  // (CodeceptJS's `I wait for text "x", 30`: a timeout in seconds, which the replay's own waits replace)
  waitUntil: String.raw`waits?\s+(?:until|till|for|to\s+see)\s+(?<rest>.+?)(?:\s*,\s*\d+(?:\.\d+)?(?:\s*(?:s|secs?|seconds?))?)?`,
  history: String.raw`(?:(?:go|goes|went|gone|navigate|navigates|navigated|move|moves|step|steps)\s+(?<go>back(?:wards?)?|forwards?)(?:\s+(?:in\s+(?:the\s+)?(?:browser|history)|a\s+page|one\s+page|to\s+the\s+previous\s+page))?|(?:press|presses|pressed|click|clicks|hit|hits|use|uses|tap|taps)\s+the\s+(?:(?<system>browser(?:'s)?|system|device(?:'s)?|phone(?:'s)?|android|hardware)\s+)?(?<button>back|forward)\s+(?:button|key)|(?:press|presses|pressed|tap|taps|tapped|hit|hits)\s+(?<bare>[Bb]ack)|(?:return|returns|go|goes)\s+(?:back\s+)?to\s+the\s+previous\s+page|(?<reload>reload|reloads|reloaded|refresh|refreshes|refreshed)(?:\s+(?:the\s+)?(?:page|browser|screen|window|app))?)`,
  app: String.raw`(?<launch>launch|launches|launched|start|starts|started|open|opens|opened|run|runs)\s+the\s+${APP}|the\s+${APP}\s+(?:is|was|has\s+been)\s+(?<launched>launched|started|opened|running)|(?<restart>restart|restarts|restarted|relaunch|relaunches|relaunched|reopen|reopens|reopened)\s+the\s+${APP}|(?<close>close|closes|closed|quit|quits|kill|kills|killed|stop|stops|stopped|force[- ]stops?)\s+the\s+${APP}|(?<background>(?:put|puts|send|sends|sent|move|moves|moved)\s+the\s+${APP}\s+(?:in|into|to)\s+the\s+background|(?:background|backgrounds|minimi[sz]es?)\s+the\s+${APP}|the\s+${APP}\s+(?:is|goes|went|has\s+gone|was\s+sent)\s+(?:in|into|to)\s+the\s+background|(?:press|presses|pressed|tap|taps)\s+the\s+home\s+(?:button|key))|(?<foreground>(?:bring|brings|brought)\s+the\s+${APP}\s+(?:back(?:\s+to\s+the\s+foreground)?|to\s+the\s+foreground)|(?:return|returns|returned|go|goes|switch|switches|come|comes)\s+(?:back\s+)?to\s+the\s+${APP}|the\s+${APP}\s+(?:comes|came|is\s+brought)\s+back(?:\s+to\s+the\s+foreground)?)`,
  pullToRefresh: String.raw`(?:pull|pulls|pulled|swipe|swipes|swiped|drag|drags|dragged)\s+down\s+to\s+refresh(?:\s+the\s+(?:list|feed|page|screen))?|refresh(?:es)?\s+the\s+(?:list|feed)\s+by\s+pulling\s+(?:it\s+)?down`,
  // the browser's own dialogs (Capybara accept_confirm, Behat "I accept the confirmation", CodeceptJS acceptPopup)
  answerDialog: String.raw`(?<verb>accept|accepts|accepted|confirm|confirms|confirmed|ok|dismiss|dismisses|` +
    String.raw`dismissed|cancel|cancels|cancelled|canceled|decline|declines|declined|reject|rejects)\s+(?:the\s+)?` +
    // (what it says may come before the noun: "accepts the browser's "Do you wish to …" confirmation")
    String.raw`(?<native>browser(?:'s)?\s+|javascript\s+|js\s+|native\s+)?(?:(?<said>"_*")\s+)?` +
    String.raw`(?<noun>confirmation|confirm|alert|popup|pop-up|prompt|` +
    String.raw`(?<=(?:browser(?:'s)?|javascript|js|native)\s+)dialog)` +
    String.raw`(?:\s+(?:dialog|box|message|window))?(?:\s+(?:saying|that\s+says|asking|with\s+the\s+(?:text|message)|` +
    String.raw`with))?(?:\s+(?<text>"_*"))?` +
    // "… asking whether to delete the tiddler": what it asks, in the step's own words
    String.raw`(?:\s+(?:asking|that\s+asks|which\s+asks)\s+(?:whether|if|to)\s+(?:[^"]|"_*")+)?`,
  seeInPopup: String.raw`(?:see|sees)\s+(?:in\s+(?:the\s+)?(?:popup|alert|confirmation)\s+(?<text>"_*")|(?<text2>"_*")\s+` +
    String.raw`in\s+the\s+(?:browser\s+)?(?:popup|alert|confirmation)(?:\s+(?:dialog|box))?)`,
  permission: String.raw`(?<verb>allow|allows|allowed|grant|grants|granted|accept|accepts|deny|denies|denied|reject|rejects|refuse|refuses|decline|declines|don't\s+allow|do\s+not\s+allow)\s+(?:(?:the|an?|any)\s+)?(?:(?:(?<what>[\w-]+(?:\s+[\w-]+)?)\s+)??(?:permission|permissions|access)(?:\s+(?:request|dialog|prompt|pop-?up))?|(?:the\s+app\s+to\s+(?:send\s+|use\s+|access\s+)?)?(?:notifications|location|camera|microphone|contacts|photos|media|storage|bluetooth|calendar)|)(?<guard>\s*(?:if|when|in\s+case)\s+(?:i\s+am\s+|i'm\s+|it\s+is\s+|it's\s+)?(?:asked|prompted|requested|shown|needed|it\s+appears|it\s+shows))?`,
  homePage: String.raw`(?:(?:am|are|is|be|start|starts|i'm|we're|land|lands|end\s+up)\s+(?:on|at)|(?:be|get|gets)\s+(?:redirected|taken|sent|brought)\s+to|${GO})\s+(?:the\s+)?(?:[a-z][\w-]*\s+)?(?:home\s*page|start\s+page|landing\s+page|main\s+page|front\s+page|index\s+page|site\s+root)`,
  // "I am on the dashboard "/index.html"": a page's name, then its quoted path
  amOn: String.raw`(?:am|are|is|was|were|start|starts|i'm|we're)\s+(?<still>(?:still|now|already)\s+)?(?:on|at)\s+(?:the\s+)?(?:(?:[a-z][\w-]*\s+){1,2}(?="_+"$))?(?:${PAGE_WORD}\s+)?` +
    // "the user is on the cards page at "/cards.html"": the page's name, then where it is
    String.raw`(?:(?:[a-z][\w-]*\s+){1,3}(?:page|screen)\s+(?:at\s+)?)?${val('url')}(?:\s+${PAGE_WORD})?`,
  beOn: String.raw`(?:be|am|is|are|get|gets|got|land|lands|end up|ends up|stay|stays|remain|remains)\s+(?:(?:still|now|already)\s+)?(?:on|at|redirected\s+to|taken\s+to|sent\s+to|navigated\s+to|brought\s+to|forwarded\s+to)\s+(?:the\s+|an?\s+)?(?:${PAGE_WORD}\s+)?` +
    // "taken to a url containing "replace"": a part of where it lands
    String.raw`(?:(?<op>containing|including|ending\s+(?:with|in)|matching|whose\s+(?:url|address|path)\s+(?:contains|` +
    String.raw`includes|ends\s+with|matches))\s+)?${val('url')}(?:\s+${PAGE_WORD})?`,
  pageNamed: String.raw`(?:be|am|is|are|get|gets|land|lands|end up|ends up|stay|stays|remain|remains)\s+(?:(?:still|now|already|back)\s+)?(?:on|at|redirected\s+to|taken\s+to|sent\s+to|navigated\s+to|brought\s+to)\s+(?:the\s+|a\s+)?(?<name>"_+"|[\w' -]+?)\s+(?:page|screen|view|feed|tab)(?:\s+(?:with|showing)\s+(?:the\s+|a\s+)?(?:heading\s+|title\s+|header\s+|text\s+|message\s+)?(?<text>"_+"))?`,
  // "she is back on the page that says "Welcome Back!"": a page known by what it says
  pageSaying: String.raw`(?:be|am|is|are|get|gets|got|land|lands|end\s+up|ends\s+up|stay|stays|remain|remains)\s+` +
    String.raw`(?:(?:still|now|already|back)\s+)?(?:on|at)\s+(?:the\s+|a\s+)?(?:page|screen|view)\s+(?:that|which)\s+` +
    String.raw`(?:says|shows|reads|displays|contains)\s+(?:the\s+text\s+)?(?<text>"_+")`,
  // "open the inbox at "/"": a page's name, then where it is
  navigate: String.raw`(?<verb>${GO})\s+(?:the\s+|a\s+|an\s+)?(?:(?:[a-z][\w'-]*\s+){1,3}at\s+|` +
    String.raw`(?:[a-z][\w'-]*\s+){0,3}${PAGE_WORD}\s+(?:at\s+)?)?${val('url')}(?:\s+${PAGE_WORD})?`,
  // "the wiki is open at "/"": the app a person calls by its own noun, open at that place
  // ("the developer has the inbox open at "/"": someone has it open there)
  openAt: String.raw`(?:(?:the\s+|an?\s+)?[a-z][\w-]*\s+(?:has|have)\s+|(?:has|have)\s+)?(?:the\s+|an?\s+)?` +
    String.raw`(?:[a-z][\w'-]*\s+){1,3}(?<still>(?:(?:is|are)\s+)?(?:still\s+|now\s+|already\s+)?)` +
    String.raw`(?:open|opened|loaded|shown|displayed|up)\s+(?:at|on|from)\s+${val('url')}`,
  // "Given the page "/" is open.": set-up goes there; as a check, it is there
  pageIsOpen: String.raw`(?:the\s+)?(?:page|url|address|site)\s+${val('url')}\s+(?<still>(?:is|are)\s+(?:still\s+|now\s+|` +
    String.raw`already\s+)?)(?:open|opened|loaded|shown|displayed|up)`,
  // "Given the tables page is open.": set-up goes to the page of that name; as a check, it is that page
  namedPageIsOpen: String.raw`(?:the\s+)?(?<name>"_+"|[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?:page|screen)\s+` +
    String.raw`(?<still>(?:is|are)\s+(?:still\s+|now\s+|already\s+)?)(?:open|opened|loaded|shown|displayed|up)`,
  navigateNamed: String.raw`(?<verb>open|opens|opened|go\s+to|goes\s+to|went\s+to|gone\s+to|navigates?\s+to|navigated\s+to|visits?|visited|browses?\s+to|head\s+to|heads\s+to|switch\s+to|switches\s+to)\s+${target()}`,
  // CodeceptJS seeCurrentUrlEquals / seeTitleEquals / waitUrlEquals written out: "I see current url equals "/register""
  url: String.raw`(?:sees?\s+|waits?\s+)?(?:the\s+)?(?:current\s+|page\s+|browser\s+|page's\s+)?(?:url|address|location|path)(?:\s+(?:of|in)\s+the\s+(?:current\s+)?(?:page|browser))?\s+(?:(?:should|must|will|does)(?<not>\s+not|n't)?\s+)?(?<op>contains?|includes?|ends?\s+with|be|is|equals?|be\s+equal\s+to|is\s+equal\s+to|matches|match)\s+${val('value')}`,
  title: String.raw`(?:sees?\s+)?(?:the\s+)?(?:page\s+|window\s+|document\s+|browser\s+|tab\s+|page's\s+)?title\s+(?:(?:should|must|will|does)(?<not>\s+not|n't)?\s+)?(?<op>contains?|includes?|be|is|equals?|be\s+equal\s+to|is\s+equal\s+to|reads?)\s+${val('value')}`,
  seeCount: String.raw`(?:see|sees|have|has|count|counts)\s+(?:exactly\s+)?${COUNT}\s+${NOUNS}`,
  thereAreCount: String.raw`there\s+(?:should\s+be|must\s+be|will\s+be|are|is|be)\s+(?:exactly\s+)?${COUNT}\s+${NOUNS}`,
  // "the "Table Properties" dialog shows 3 in "Rows"": a field of that part holds the value (before counts)
  partShowsIn: String.raw`(?<part>(?:the|a|an)\s+[^"]*?(?:"_*"[^"]*?)?)\s+(?:(?:should|must|will|does|do|now|still)\s+)*` +
    String.raw`(?:shows?|displays?|has|have|reads?)\s+(?<value>"_*"|\d+(?:\.\d+)?)\s+(?<prep>in|for|as)\s+(?:the\s+)?` +
    String.raw`(?<field>"_*")(?:\s+(?:field|box|input|setting))?`,
  listCount: String.raw`(?:the\s+)?(?<container>[\w" -]+?)\s+(?:(?:should|must|will|does)\s+)?(?:shows?|contains?|` +
    String.raw`has|have|displays?|lists?|holds?|includes?)\s+(?:exactly\s+)?${COUNT}\s+${NOUNS}`,
  // "only the email "Order #1" should be listed", "I should see only the task "Buy milk"": one item of that list, it
  onlyListed: String.raw`(?:(?:see|sees|list|lists|show|shows)\s+)?only\s+(?:the\s+|one\s+)?` +
    String.raw`(?<nouns>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+${val('value')}(?:\s+(?:should|must|will|is|are)\s+(?:be\s+|remain\s+)?(?<state>listed|shown|displayed|` +
    String.raw`visible|left|remaining)(?:\s+(?:now|still|any\s*more))?)?`,
  // CodeceptJS's seeNumberOfElements written out: "I see number of (visible) elements ".todo", 3"
  countOf: String.raw`sees?\s+(?:the\s+)?number\s+of\s+(?:visible\s+)?(?<nouns>elements?\s+"_+")\s*,?\s*` +
    String.raw`(?:is\s+)?${COUNT}`,
  countIs: String.raw`(?:the\s+)?(?:number|count|amount)\s+of\s+${NOUNS}\s+(?:should\s+be|must\s+be|is|equals?|` +
    String.raw`should\s+equal)\s+${COUNT}`,
  pageText: String.raw`(?:the\s+)?(?:page|screen|body|window|app|application|site|response)\s+(?<be>(?:(?:should|must|will|` +
    String.raw`does|do|not|no\s+longer|now|still)\s+)*)(?:shows?|displays?|contains?|includes?|has|have|says?|reads?|` +
    String.raw`presents?|renders?|mentions?)\s+(?:the\s+)?(?:text\s+|message\s+|words?\s+|content\s+)?(?<text>${Q})`,
  pageHas: String.raw`(?:the\s+)?(?:page|screen)\s+(?<be>(?:(?:should|must|will|does|do|not|no\s+longer|now|` +
    String.raw`still)\s+)*)(?:has|have|contains?|shows?|displays?|includes?)\s+(?:a|an|the|one)\s+${target()}`,
  // "the preview toolbar should not have an "Underline" button": an element of that kind in that part
  partHas: String.raw`(?<part>(?:the|a|an)\s+(?!page\b|screen\b)[^"]*?(?:"_*"[^"]*?)?)\s+(?<be>(?:(?:should|must|` +
    String.raw`will|does|do|not|no\s+longer|now|still)\s+)*)(?:has|have|contains?|shows?|displays?|includes?)\s+` +
    String.raw`(?:a|an|the|one|any|(?<none>no))\s+${target()}`,
  seeInField: String.raw`(?:see|sees)\s+in\s+(?:the\s+)?field\s+${target()}\s*,?\s+${val('value')}`,
  seeIn: String.raw`(?:see|sees)\s+${val('value')}\s+in\s+(?:the\s+)?(?<where>.+)`,
  // CodeceptJS's seeInCurrentUrl / seeInTitle / waitInUrl written out (a check waits as it is): "I see in current
  // url "/inbox""
  seeInPlace: String.raw`(?:see|sees|wait|waits)\s+in\s+(?:the\s+)?(?<where>(?:current\s+)?(?:page\s+)?(?:url|address)|` +
    String.raw`(?:page\s+)?title)\s*,?\s+${val('value')}`,
  // CodeceptJS's seeCheckboxIsChecked written out: "I see checkbox is checked "Remember me""
  seeCheckbox: String.raw`(?:see|sees)\s+(?:the\s+)?checkbox\s+is\s+(?<be>(?:not\s+)?)${STATES}\s*,?\s+(?<target>"_+")`,
  // "I see the "Agree" checkbox checked", "the user sees the "Email" field empty again": a state said after "see"
  seeState: String.raw`(?:see|sees)\s+${target()}\s+(?<be>(?:(?:is|are|as|being|not|still|now|already)\s+)*)` +
    String.raw`(?:${STATES}|(?<value>empty|blank))(?:\s+(?:again|still|now|too|as\s+well|once\s+more))?`,
  textShown: String.raw`(?:the\s+)?(?:(?:text|message|error|notification|warning|` +
    String.raw`words?)\s+)*(?<text>${Q})\s+(?:(?:text|message|error|notification|warning)\s+)?(?<pred>.+)`,
  // CodeceptJS's click and see with a context, its comma gone (parse-step.ts): `I click "Elements", ".docs-nav"`
  clickWithin: String.raw`(?:click|clicks)\s+(?<target>"_*")\s+(?<where>"_*")`,
  seeWithin: String.raw`(?:see|sees)\s+(?<value>"_*")\s+(?<where>"_*")`,
  // CodeceptJS's seeTextEquals with its context: `I see text equals "Total: 3", ".summary"` (that element's text)
  seeTextEquals: String.raw`(?:see|sees)\s+text\s+equals?\s+(?<value>"_*")(?:\s+(?<target>"_*"))?`,
  // "I should see the header "from" with the value "a@b.c"": a name and its value, shown side by side in one row
  seeKeyValue: String.raw`(?:see|sees)\s+(?:the\s+|a\s+)?(?:[a-z][\w-]*\s+){0,2}?(?<key>"_*")\s+with\s+` +
    String.raw`(?:(?:the\s+|a\s+)?(?:value|text|content)\s+)?(?<value>"_*")`,

  // "the developer sees that it was sent from "a@b.c"": a message's sender or recipient, in its From or To row
  sentFrom: String.raw`(?:(?:see|sees)\s+that\s+)?(?:it|the\s+(?:[a-z][\w-]*\s+){0,2}?[a-z-]*(?:e-?mail|message|mail|letter))\s+` +
    String.raw`(?<be>(?:(?:was|is|has|have|been|should|must|be|not|never)\s+)+)(?<verb>sent|received|addressed|delivered)\s+` +
    String.raw`(?<prep>from|to|by)\s+(?<value>"_*")`,
  // "the developer sees that "a@b.c" was copied in": a message's copy recipient, in its Cc row
  copiedIn: String.raw`(?:(?:see|sees)\s+that\s+)?(?<value>"_*")\s+(?<be>(?:(?:was|is|were|are|has|have|been|should|` +
    String.raw`must|be|not|never)\s+)+)(?:copied|cc'?d|cc-ed)(?:\s+(?:in|on|into\s+it))?`,

  see: String.raw`(?:see|sees|seen|read|reads|notice|notices|get|gets|receive|` +
    String.raw`receives|(?:is|are|am|gets?|got)\s+(?:told|shown|informed)(?:\s+that)?)\s+(?<what>.+?)(?:\s+(?:on\s+the\s+(?:page|screen)|on\s+screen|displayed|somewhere|appear|` +
    String.raw`appears|shown|visible))?(?:\s+(?:again|still|as\s+well|too|once\s+more|any\s*more))?`,
  // "… should be open for editing": what the state is for says nothing more to check
  state: String.raw`${target()}\s+${BE}${STATES}(?:\s+for\s+[a-z]+ing)?(?:\s+(?:any\s*more|at\s+all|either))?`,
  // "the tiddler "HelloThere" should be shown first in the story"
  shownFirst: String.raw`(?<target>.+?)\s+(?:should|must|will)\s+(?:still\s+)?(?:be\s+)?(?:shown|displayed|listed|` +
    String.raw`open|opened)?\s*(?<ord>first|last|at\s+the\s+top|at\s+the\s+bottom)\s+(?:in|of|on)\s+(?<place>.+)`,
  // "the drawer closes", "the dialog goes away": what was there is gone (what "disappears" may be a loading
  // indicator the step has no name for: fresh-declines)
  goesAway: String.raw`(?<target>(?:the|a|an)\s+.+?)\s+(?:(?:should|must|will)\s+)?(?:close|closes|closed|goes\s+away|go\s+away|` +
    String.raw`went\s+away|is\s+dismissed|gets\s+dismissed)`,
  // web_steps' "the "Email" field should have the error "can't be blank"": that message, beside the field
  fieldError: String.raw`${target()}\s+(?:should|must|will|does)\s+(?:have|show|display)\s+(?:the\s+|an\s+)?` +
    String.raw`(?:error|validation\s+error|error\s+message|message|warning)\s+(?<value>"_*")`,
  focusState: String.raw`${target()}\s+(?:(?:should|must|will|does)\s+)?(?:not\s+)?(?:have|` +
    String.raw`has)\s+(?:the\s+)?(?:keyboard\s+)?focus`,
  // the option first, then the drop-down it is chosen in: ""Skype" should be chosen in the first dropdown"
  chosenIn: String.raw`(?<value>"_*")\s+(?:(?:should|must|will)(?<not>\s+not|n't)?\s+be|is(?<isnt>\s+not|n't)?)\s+` +
    String.raw`(?:still\s+|now\s+)?(?:the\s+)?(?:selected|chosen|picked)(?:\s+option)?\s+(?:in|from|on)\s+${target()}`,
  value: String.raw`${target()}\s+(?:(?:should|must|will|does|do)(?<not>\s+not|n't)?\s+)?(?:(?:still|now)\s+)?` +
    String.raw`(?<verb>contains?|` +
    String.raw`have\s+(?:the\s+)?(?:value|text)(?:\s+of)?|has\s+(?:the\s+)?(?:value|text)(?:\s+of)?|be|is|equals?|` +
    // ("the "Country" dropdown should have "France" selected", Capybara's have_select(…, selected:))
    String.raw`(?:has|have)(?=\s+"_*"\s+(?:selected|chosen|picked)$)|` +
    // ("the "Email" field is still empty": what it is, as before)
    String.raw`shows?|reads?|displays?|says?|includes?|offers?|lists?|mentions?|holds?)\s+(?:(?:still|now)\s+(?=empty|blank))?` +
    // (a describing noun before a quoted value: "shows the subject "…"", "and the date "…"")
    String.raw`(?<content>the\s+(?:text|message|words?|tag|label|path|title|heading|name|version|[a-z][a-z-]{2,}(?=\s+"))\s+)?` +
    String.raw`${val('value')}(?:\s+(?:instead\s+of|rather\s+than)\s+"_*"|(?<=")\s+(?:selected|chosen|picked))?`,
  keyCombo: String.raw`(?:press|presses|pressed|hit|hits)\s+(?:the\s+)?(?<chord>(?:ctrl|control|shift|alt|option|cmd|` +
    String.raw`command|meta)\s*[+-]\s*\S+(?:\s*[+-]\s*\S+)*?)(?:\s+keys?)?`,
  pressKey: String.raw`(?:press|presses|pressed|hit|hits|push|pushes|pushed|strike|strikes|type|` +
    String.raw`types)\s+(?:the\s+)?(?:(?<key>${KEY_ALTERNATIVES})(?:\s+key)?|key\s+(?<qkey>"_+")|` +
    String.raw`(?<qkey2>"_+")\s+key)(?:\s+(?:in|on|into|inside|within)\s+${target()})?`,
  selectAll: String.raw`(?:select|selects|selected|highlight|highlights|highlighted)\s+(?:all|everything)(?:\s+(?:of\s+)?` +
    String.raw`(?:the\s+)?(?<what>text|content|contents|words))?(?:\s+(?:in|of|inside|within)\s+${target()})?`,
  focus: String.raw`(?:(?:focus|focuses|focused)(?:\s+(?:on|in|into))?|(?:put|puts|set|sets|move|moves|give|` +
    String.raw`gives)\s+(?:the\s+)?focus\s+(?:on|to|in|into))\s+${target()}`,
  search: String.raw`(?:search|searches|searched)\s+(?:the\s+(?<scope>[\w ` +
    String.raw`-]+?)\s+)?(?:for\s+)?${val('value')}(?:\s+in\s+${target()})?`,
  upload: String.raw`(?:attach|attaches|attached|upload|uploads|uploaded)\s+(?:the\s+|a\s+)?(?:file\s+|image\s+|` +
    String.raw`document\s+|photo\s+)?${val('file')}(?:\s+(?:to|into|in|for|as|using|with|on)\s+${target()})?`,
  typeAs: String.raw`(?:type|types|typed|enter|enters|entered|input|inputs|use|uses|provide|provides|give|gives|` +
    String.raw`fill\s+in|fills\s+in|filled\s+in)\s+${val('value')}\s+(?:as|for)\s+${target()}`,
  typeInto: String.raw`(?:type|types|typed|enter|enters|entered|input|inputs|write|writes|put|puts|fill|fills|filled|` +
    String.raw`fill\s+in|fills\s+in|key\s+in|paste|pastes)\s+(?:the\s+)?(?:text\s+|` +
    String.raw`value\s+)?${val('value')}\s+(?:into|in|inside|to|on|in\s+to)\s+${target()}`,
  // "type " more" at the end of the editing area": the caret put there first, then the text goes on from it
  typeAtEdge: String.raw`(?:type|types|typed|write|writes|wrote|add|adds|added|append|appends|appended)\s+` +
    String.raw`(?:the\s+)?(?:text\s+)?${val('value')}\s+(?:at|to)\s+the\s+(?<at>end|start|beginning|very\s+end|` +
    String.raw`very\s+start|very\s+beginning)\s+of\s+${target()}`,
  typeHere: String.raw`(?:type|types|typed|write|writes|wrote)\s+(?:the\s+)?(?:text\s+)?(?<value>"_*")(?:\s+(?:at\s+` +
    String.raw`the\s+(?:caret|cursor)|where\s+the\s+(?:caret|cursor|focus)\s+is))?`,
  fillField: String.raw`(?:fill|fills)\s+field\s+(?<target>"_*")\s+(?<value>"_*")`,
  fillWith: String.raw`(?:(?:fill|fills|filled)(?:\s+in|\s+out)?|replace|replaces|replaced|overwrite|overwrites|` +
    String.raw`overwrote)\s+${target()}\s+(?:with|as)\s+${val('value')}`,
  typeNamed: String.raw`(?:type|types|typed|enter|enters|entered|input|inputs|provide|provides|fill\s+in|` +
    String.raw`fills\s+in)\s+(?:the\s+|my\s+|a\s+|an\s+)(?<target>[\w -]+?)\s+(?<value>"_*")(?:\s+(?:into|` +
    String.raw`in)\s+(?:the\s+)?(?:text\s+|input\s+)?(?:fields|boxes|inputs|form))?`,
  // "switch the view from "HTML" to "Headers"": the control that shows the one now, set to the other
  switchFrom: String.raw`(?:switch|switches|switched|change|changes|changed)\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}?` +
    String.raw`from\s+(?<target>"_*")\s+to\s+${val('option')}`,
  setTo: String.raw`(?:set|sets|change|changes|update|updates|populate|populates)\s+${target()}\s+(?:to|with|` +
    String.raw`as)\s+${val('value')}`,
  clear: String.raw`(?:clear|clears|cleared|empty|empties|emptied|erase|erases|wipe|wipes)\s+(?:out\s+)?${target()}`,
  selectFrom: String.raw`(?:select|selects|selected|choose|chooses|chose|pick|picks|` +
    String.raw`picked)\s+(?:the\s+)?(?:option\s+|value\s+|entry\s+)?${val('option')}\s+(?<prep>from|in|on|under|within|` +
    String.raw`for)\s+${target()}`,
  // CodeceptJS's selectOption written out: "I select option "Size", "Large"" (the select, then the option)
  selectOption: String.raw`(?:select|selects)\s+option\s+(?<target>"_*")\s+(?<option>"_*")`,
  selectAs: String.raw`(?:select|selects|selected|choose|chooses|chose|pick|picks|` +
    String.raw`picked)\s+${val('option')}\s+as\s+${target()}`,
  selectTarget: String.raw`(?:select|selects|selected|choose|chooses|chose|pick|picks|picked)\s+${target()}`,
  check: String.raw`(?<verb>check|checks|checked|tick|ticks|ticked|mark|marks|turn\s+on|turns\s+on|switch\s+on|` +
    String.raw`switches\s+on|toggle\s+on|enable|enables|uncheck|unchecks|unchecked|untick|unticks|unticked|unmark|` +
    String.raw`unmarks|turn\s+off|turns\s+off|switch\s+off|switches\s+off|toggle\s+off|disable|disables|deselect|` +
    String.raw`deselects|unselect|unselects)\s+${target()}`,
  hover: String.raw`(?:(?:hover|hovers|hovered)(?:\s+(?:the\s+|my\s+)?(?:mouse|cursor|pointer))?(?:\s+(?:over|on|` +
    String.raw`onto|above))?|mouses?\s+over|(?:move|moves|moved|put|puts|place|places)\s+(?:the\s+|my\s+)?(?:mouse|` +
    String.raw`cursor|pointer)\s+(?:over|on|onto|to|above))\s+${target()}`,
  scrollDirection: String.raw`scroll(?:s|ed)?\s+(?<direction>down|up)(?:\s+(?:the\s+)?page)?(?:\s+(?:a\s+bit|` +
    String.raw`a\s+little(?:\s+bit)?|once|some))?`,
  scrollEnd: String.raw`scroll(?:s|ed)?(?:\s+(?:the\s+)?page)?(?:\s+all\s+the\s+way)?(?:\s+(?:down|` +
    String.raw`up))?\s+to\s+(?:the\s+)?(?<end>bottom|top|end|start|beginning)(?:\s+of\s+the\s+page)?`,
  scrollTo: String.raw`scroll(?:s|ed)?(?:\s+(?:down|up))?\s+(?:to|until\s+(?:i\s+)?(?:can\s+)?see)\s+${target()}`,
  scrollIntoView: String.raw`scroll(?:s|ed)?\s+${target()}\s+into\s+view`,
  drag: String.raw`(?:drag-and-drop|drag|drags|dragged|move|moves|moved)\s+${target()}\s+(?:and-drop-it\s+)?(?:to|` +
    String.raw`onto|into|on|over|on\s+to|in\s+to)\s+${target('to')}`,
  dropOn: String.raw`(?:drop|drops|dropped)\s+${target()}\s+(?:onto|on|into|in|on\s+to)\s+${target('to')}`,
  swipe: String.raw`(?:swipe|swipes|swiped|fling|flings)\s+(?<direction>up|down|left|` +
    String.raw`right)(?:\s+(?:on\s+)?(?:the\s+)?(?:screen|page|list))?`,
  longPress: String.raw`(?:long[- ]?press(?:es|ed)?|long[- ]?tap(?:s|ped)?|(?:press|` +
    String.raw`touch)(?:es)?-and-hold(?:s)?)(?:\s+(?:on|at))?\s+${target()}`,
  hideKeyboard: String.raw`(?:hide|hides|close|closes|dismiss|dismisses)\s+(?:the\s+)?(?:on-?screen\s+|soft\s+|` +
    String.raw`virtual\s+|device\s+|device's\s+)?keyboard`,
  otherGesture: String.raw`(?<verb>swipes?|pinch(?:es)?|zoom(?:s)?)\b.*`,
  mouseButton: String.raw`(?<verb>double[- ]?click(?:s|ed)?|double[- ]?tap(?:s|ped)?|right[- ]?click(?:s|ed)?|` +
    String.raw`context[- ]?click(?:s|ed)?)(?:\s+(?:on|at))?\s+${target()}`,
  submit: String.raw`(?:submit|submits|submitted|send|sends|sent)\s+(?:the\s+|a\s+|my\s+)?(?:(?<target>.*?)\s*)?form`,
  dismiss: String.raw`(?<verb>close|closes|closed|dismiss|dismisses|dismissed|hide|hides|reject|rejects|accept|` +
    String.raw`accepts|confirm|confirms|cancel|cancels|acknowledge|acknowledges)\s+${target()}`,
  expand: String.raw`(?<verb>expand|expands|expanded|unfold|unfolds|collapse|collapses|collapsed|fold|` +
    String.raw`folds)\s+${target()}`,
  // "click at the end of the heading", "moves to the start of the title", "puts the cursor at the end of X"
  clickAtEnd: String.raw`(?:click|clicks|clicked|tap|taps|tapped|move|moves|moved|go|goes|went|put|puts|place|` +
    String.raw`places|placed|set|sets)(?:\s+(?:the|my)\s+(?:caret|cursor|text\s+cursor))?\s+(?:at|to)\s+the\s+` +
    String.raw`(?<at>end|start|beginning|very\s+end|very\s+start|very\s+beginning)\s+of\s+${target()}`,
  click: String.raw`(?:${CLICK})(?:\s+(?:on|at|onto)|\s+(?<into>in|into|inside|within))?\s+${target()}`,
  clickInto: String.raw`(?:click|clicks|clicked|tap|taps|tapped)\s+(?:in|into|inside)\s+${target()}`,
  openTarget: String.raw`(?:open|opens|opened|show|shows|reveal|reveals|switch\s+to|switches\s+to)\s+${target()}`,
} as const satisfies Record<string, string>;

export type RuleName = keyof typeof RULES;

/** The rules compiled: anchored, case-insensitive, unicode, with match indices for offsets. */
export const RULE_PATTERNS: ReadonlyArray<readonly [RuleName, RegExp]> = Object.entries(RULES).map(
  ([name, source]) => [name as RuleName, new RegExp(`^(?:${source})$`, 'idu')] as const,
);
