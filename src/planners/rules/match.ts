import type { ParseResult, QuotedText, TargetPhrase } from './intent.ts';
import { quotedAt, show, slice, type Segment, type StepContext } from './segment.ts';
import { parseTarget } from './target-phrase.ts';

/*
 * One rule match, with helpers that turn its named groups into intent parts. Builders (builders.ts)
 * only see this class, so they never deal with offsets or masking themselves.
 */

export interface ClauseContext extends StepContext {
  /** the clause said "not", "should not", "no longer", … before its verb */
  negate: boolean;
}

export class Match {
  negationUsed = false;

  constructor(
    private readonly found: RegExpExecArray,
    private readonly seg: Segment,
    readonly ctx: ClauseContext,
    private readonly parseClause: (seg: Segment, ctx: StepContext) => ParseResult,
  ) {}

  has(group: string): boolean {
    return this.found.groups?.[group] !== undefined;
  }

  text(group: string): string {
    return (this.found.groups?.[group] ?? '').trim();
  }

  group(group: string): Segment {
    const span = this.found.indices?.groups?.[group];
    return span ? slice(this.seg, span[0], span[1]) : slice(this.seg, 0, 0);
  }

  /**
   * A quoted value keeps its quote offset; a bare number the offset of its first digit (cucumber
   * makes it an {int}/{float} parameter there); any other bare word has none.
   */
  value(group: string): QuotedText {
    const g = this.group(group);
    if (g.text.startsWith('"')) return quotedAt(g, 0, this.ctx);
    return { text: g.text, at: /^-?\d+(?:\.\d+)?$/.test(g.text) ? g.base : -1 };
  }

  target(group = 'target'): TargetPhrase | string {
    return parseTarget(this.group(group), this.ctx);
  }

  /** Reads the clause's negation; builders that can express "not" call it. */
  negate(): boolean {
    this.negationUsed = true;
    return this.ctx.negate;
  }

  /** Parses a group as a clause of its own ("wait until <I see "Saved">"). */
  clause(group: string): ParseResult {
    return this.parseClause(this.group(group), this.ctx);
  }

  /** A group as the author wrote it, quotes restored. */
  shown(group: string): string {
    return show(this.group(group), this.ctx);
  }

  show(): string {
    return show(this.seg, this.ctx);
  }
}
