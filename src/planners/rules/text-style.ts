// "I see "Bring coffee" in bold in the editor": a text looked for as it is drawn (bold, italic, underlined,
// struck through), or in the kind of block that holds it ("… "Buy milk" in a bulleted list", "in a heading").
// The words are blanked out of the clause (offsets kept, see segment.ts), the rest parsed as usual, and the
// clause's text checks get the style, or are looked for in such a block within the place they had. A style
// with no text check to go with is a reason, never dropped: checking the words alone would pass on plain text.
import type { ParseResult, TargetPhrase, TextStyle } from './intent.ts';
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

// the block words after the quote they are about: the part of the page (anchor noun) that holds the text
const IN_BLOCK = new RegExp('("_*")[^"]*?\\s(?<style>(?:in|as)\\s+an?\\s+' +
  '(?:(?:(?:bulleted|numbered|ordered|unordered)\\s+)?list(?:\\s+item)?|bullet(?:ed)?\\s+(?:point|item)|heading))' +
  '(?=\\s|[.,;!?]|$)', 'i');

/** The block's noun; none for a list of either kind ("in a list"). */
function blockOf(words: string): string | undefined {
  if (/heading/i.test(words)) return 'heading';
  if (/numbered|\bordered/i.test(words)) return 'numbered list';
  return /bullet|unordered/i.test(words) ? 'bulleted list' : undefined;
}

const part = (noun: string | undefined, relation?: TargetPhrase): TargetPhrase => ({ words: '',
  ...(noun ? { roleHint: 'section' as const, noun } : { roleHint: 'list' as const }),
  ...(relation ? { relation: { kind: 'in' as const, anchor: relation } } : {}) });

/** Parses the clause with its style or block words blanked out; its text checks carry them. */
export function withTextStyle(clause: Segment, parse: (s: Segment) => ParseResult): ParseResult | undefined {
  const drawn = STYLED.exec(clause.text);
  const m = drawn ?? IN_BLOCK.exec(clause.text);
  if (!m) return undefined;
  const from = m.index + m[0].length - m.groups!.style!.length;
  const words = m.groups!.style!;
  const blanked = clause.text.slice(0, from) + ' '.repeat(words.length) + clause.text.slice(from + words.length);
  const blank = { text: blanked.trimEnd(), base: clause.base };
  // ""X" should (no longer) be bold": the words left say it is shown (appended: no offset moves)
  if (/\s(?:be|is|are|stays?|remains?)(?:\s+not)?$/i.test(blank.text)) blank.text += ' shown';
  const parsed = parse(blank);
  if (!parsed.ok) return parsed;
  // drawn so, or held in such a block of the place the check had (the page when it had none)
  const given = (within?: TargetPhrase): { style: TextStyle } | { within: TargetPhrase } =>
    (drawn ? { style: styleOf(words) } : { within: part(blockOf(words), within) });
  let styled = false;
  const intents = parsed.intents.map((i) => {
    // "the editing area should show "X" in bold": what a rich-text editor holds is text drawn in it
    const held = i.kind === 'expectValue' && !i.target.relation && i.target.roleHint === 'textbox'
      && i.target.words === 'editor' && !i.target.quoted;
    if (held) {
      styled = true;
      return { kind: 'expectText' as const, text: i.value, negate: Boolean(i.negate), within: part('editor'),
        ...given(part('editor')) };
    }
    if (i.kind !== 'expectText') return i;
    styled = true;
    return { ...i, ...given(i.within) };
  });
  if (styled) return { ok: true, intents };
  // "I click "Save" in a heading": a block said of anything else is a place, read as usual
  return drawn ? { ok: false, reason: `"${words}" says how a text is drawn: only a text the step looks for can ` +
    'be checked so' } : undefined;
}
