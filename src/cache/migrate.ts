// Records an earlier Stepwright wrote are brought to the current shape as they are read, so an old
// cache loads (at compile and at replay) without rediscovery; compile then writes them back in the
// current shape and says so. Each change a migration makes is named in that message.

/** What changed in one record, in words for the compile output. */
export const COUNT_SELECTOR = 'a count check\'s "css" is now "selector" (on Android it holds an XPath)';

/** A count check's selector was called `css`, though it holds the platform's selector: now `selector`. */
function renameCountCss(node: unknown, changes: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((n) => renameCountCss(n, changes));
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([k, v]) => [k, renameCountCss(v, changes)] as const);
  const obj = Object.fromEntries(entries) as Record<string, unknown>;
  if (obj.check !== 'count' || typeof obj.css !== 'string' || 'selector' in obj) return obj;
  const { css, ...rest } = obj;
  changes.add(COUNT_SELECTOR);
  return { ...rest, selector: css };
}

/** A record's parsed JSON in the current shape, and what had to change (none: it already was). */
export function migrateRecord(raw: unknown): { record: unknown; changes: string[] } {
  const changes = new Set<string>();
  const record = renameCountCss(raw, changes);
  return { record, changes: [...changes] };
}

/** The line compile prints after rewriting records of an earlier shape. */
export function migrationNote(rewritten: ReadonlyArray<{ file: string; changes: string[] }>): string {
  const changes = [...new Set(rewritten.flatMap((r) => r.changes))].join('; ');
  const files = rewritten.map((r) => r.file);
  const shown = files.length > 5 ? `${files.slice(0, 5).join(', ')} and ${files.length - 5} more` : files.join(', ');
  return `Updated ${files.length} cache record${files.length === 1 ? '' : 's'} to the current format ` +
    `(${changes}): ${shown}`;
}
