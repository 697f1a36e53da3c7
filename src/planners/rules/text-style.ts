// "I see "Bring coffee" in bold in the editor": a text looked for as it is drawn (bold, italic, underlined,
// struck through). The style words are blanked out of the clause (offsets kept, see segment.ts), the rest
// parsed as usual, and the style given to the clause's text checks. A style with no text check to go with
// is a reason, never dropped: checking the words alone would pass on plain text.
import type { ParseResult, TextStyle } from './intent.ts';
import type { Segment } from './segment.ts';

// the style words after the quote they are about ("… "X" should be shown in bold": no other quote between)
const STYLED = new RegExp('("_*")[^"]*?\\s(?<style>in\\s+(?:bold|italics?|underline|strikethrough)|bold(?:ed)?|' +
  'italic(?:s|i[sz]ed)?|underlined|struck\\s+through|crossed\\s+out)(?=\\s|[.,;!?]|$)', 'i');

function styleOf(words: string): TextStyle {
  if (/bold/i.test(words)) return 'bold';
  if (/itali/i.test(words)) return 'italic';
  if (/underl/i.test(words)) return 'underline';
  return 'strikethrough';
}

/** Parses the clause with its style words blanked out; its text checks carry the style. */
export function withTextStyle(clause: Segment, parse: (s: Segment) => ParseResult): ParseResult | undefined {
  const m = STYLED.exec(clause.text);
  if (!m) return undefined;
  const from = m.index + m[0].length - m.groups!.style!.length;
  const words = m.groups!.style!;
  const blanked = clause.text.slice(0, from) + ' '.repeat(words.length) + clause.text.slice(from + words.length);
  const blank = { text: blanked.trimEnd(), base: clause.base };
  // ""X" should (no longer) be bold": the words left say it is shown (appended: no offset moves)
  if (/\s(?:be|is|are|stays?|remains?)(?:\s+not)?$/i.test(blank.text)) blank.text += ' shown';
  const parsed = parse(blank);
  if (!parsed.ok) return parsed;
  const style = styleOf(words);
  let styled = false;
  const intents = parsed.intents.map((i) => {
    // "the editing area should show "X" in bold": what a rich-text editor holds is text drawn in it
    const held = i.kind === 'expectValue' && !i.target.relation && i.target.roleHint === 'textbox'
      && i.target.words === 'editor' && !i.target.quoted;
    if (held) {
      styled = true;
      return { kind: 'expectText' as const, text: i.value, negate: Boolean(i.negate), style,
        within: { words: '', roleHint: 'section' as const, noun: 'editor' } };
    }
    if (i.kind !== 'expectText') return i;
    styled = true;
    return { ...i, style };
  });
  return styled ? { ok: true, intents }
    : { ok: false, reason: `"${words}" says how a text is drawn: only a text the step looks for can be checked so` };
}
