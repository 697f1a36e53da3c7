import type { Intent, TargetPhrase } from './intent.ts';

/*
 * One line per intent, for people: the phrase catalogue (`stepwright phrases`), the reasons in
 * compile reports and the phrasing corpus all show what a step was understood as in this form:
 *
 *   click button "Save"            type "abc" into textbox "search"      press Enter
 *   click #3 textbox               click #last button "Delete"           check checkbox near "Buy milk"
 *   click link "Edit" in row "Alice"                                      type "pw" into every(2) textbox "password"
 *   navigate "/x"  back  reload    see "Welcome"  not see "Error"        count 3 "todo items"
 *
 * A target is `[#n|#last|every(n)|every] [role] ["name"] [near|in <target>]`; names are always
 * printed quoted, whether the step quoted them or not.
 */

export function describeTarget(t: TargetPhrase): string {
  const parts: string[] = [];
  if (t.back) parts.push(t.back === 'place' ? 'there' : 'it');
  if (t.ordinal !== undefined) parts.push(t.ordinal === -1 ? '#last' : `#${t.ordinal}`);
  if (t.every !== undefined) parts.push(t.every ? `every(${t.every})` : 'every');
  if (t.side) parts.push(t.side);
  if (t.roleHint) parts.push(t.noun ?? t.roleHint);
  if (t.words) parts.push(JSON.stringify(t.quoted?.text ?? t.words));
  if (t.also) parts.push(`(${t.also})`);
  if (t.relation) parts.push(t.relation.kind, describeTarget(t.relation.anchor));
  return parts.join(' ');
}

const q = (s: string): string => JSON.stringify(s);

export function describeIntent(i: Intent): string {
  switch (i.kind) {
    case 'navigate': return `navigate ${q(i.url.text)}`;
    case 'openPage': return `open page ${q(i.name.text)}`;
    case 'history': return i.orButton ? 'back (the screen\'s Back button, else the system\'s)' : i.go;
    case 'app': return `app ${i.go}`;
    case 'pullToRefresh': return 'pull to refresh';
    case 'permission': return `${i.allow ? 'allow' : 'deny'} permission${i.guarded ? ' if asked' : ''}`;
    case 'click': {
      const verb = i.button === 'double' ? 'dblclick' : i.button === 'right' ? 'rightclick' : 'click';
      return `${verb} ${i.at ? `at the ${i.at} of ` : ''}${describeTarget(i.target)}`;
    }
    case 'type': return `type ${q(i.value.text)} into ${describeTarget(i.target)}`;
    case 'clear': return `clear ${describeTarget(i.target)}`;
    case 'select': return `select ${q(i.option.text)} from ${describeTarget(i.target)}`;
    case 'check': return `${i.checked ? 'check' : 'uncheck'} ${describeTarget(i.target)}`;
    case 'expand': return `${i.expanded ? 'expand' : 'collapse'} ${describeTarget(i.target)}`;
    case 'hover': return `hover ${describeTarget(i.target)}`;
    case 'focus': return `focus ${describeTarget(i.target)}`;
    case 'drag': return `drag ${describeTarget(i.target)} to ${describeTarget(i.to)}`;
    case 'upload': return `upload ${q(i.file.text)} to ${describeTarget(i.target)}`;
    case 'submit': return i.target ? `submit ${describeTarget(i.target)}` : 'submit';
    case 'dismiss': {
      const answer = i.answers === undefined ? '' : i.answers ? ' (yes)' : ' (no)';
      return `${i.target ? `dismiss ${describeTarget(i.target)}` : 'dismiss'}${answer}`;
    }
    case 'longPress': return `longpress ${describeTarget(i.target)}`;
    case 'swipe': return `swipe ${i.direction}`;
    case 'hideKeyboard': return 'hide keyboard';
    case 'answerDialog': return `${i.accept ? 'accept' : 'dismiss'} the browser dialog`;
    case 'typeHere': return `type ${q(i.value.text)} where the caret is`;
    case 'press': return `press ${i.key}${i.target ? ` in ${describeTarget(i.target)}` : ''}`;
    case 'scroll': return i.target ? `scroll to ${describeTarget(i.target)}` : `scroll ${i.direction ?? 'down'}`;
    case 'waitForText': return `wait ${i.negate ? 'until not' : 'for'} ${q(i.text.text)}`;
    case 'waitForElement': return `wait until ${describeTarget(i.target)} ${i.state}`;
    case 'expectText':
      // an empty text in a part: whether the part is there at all
      if (!i.text.text && i.within) return `${describeTarget(i.within)} is ${i.negate ? 'not there' : 'there'}`;
      return `${i.negate ? 'not see' : 'see'} ${i.matches ? 'text matching ' : ''}${q(i.text.text)}` +
        `${i.style ? ` (${i.style})` : ''}` +
        `${i.within ? ` in ${describeTarget(i.within)}` : ''}`;
    case 'expectValue':
      return `value of ${describeTarget(i.target)} ${i.negate ? (i.contains ? 'does not contain' : 'is not')
        : i.contains ? 'contains' : 'is'} ${q(i.value.text)}`;
    case 'expectState': return `${describeTarget(i.target)} is ${i.state}`;
    case 'expectCount': return `count ${i.count.text} ` +
      `${i.css ? `css ${q(i.css)}` : i.text ? `text ${q(i.text.text)}` : q(i.noun)}`;
    case 'expectUrl': return `url ${i.negate ? 'not ' : ''}${i.op} ${q(i.value.text)}`;
    case 'expectTitle': return `title ${i.negate ? 'not ' : ''}${i.op} ${q(i.value.text)}`;
    case 'expectPage': return `on page ${q(i.name.text)}`;
  }
}

/** All intents of a step, joined the way the corpus and reports show them. */
export function describeIntents(intents: Intent[]): string {
  return intents.map(describeIntent).join('; ');
}
