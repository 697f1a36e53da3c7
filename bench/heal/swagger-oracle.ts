// The false-heal oracle for Swagger UI upgrades: what an element stands for in the OpenAPI spec, which does not
// change across swagger-ui-dist releases (operationId, tag, parameter, schema), or else its control label
// ("Try it out", "Execute", "Authorize"…). A healed target is the counterpart when both stand for the same thing.
import { readFileSync } from 'node:fs';
import type { Fingerprint } from '../../src/locators/target.ts';

interface Operation { operationId: string; summary: string; parameters?: { name: string }[] }
interface Spec {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const SPEC_FILE = new URL('../discovery/servers/bookshelf-openapi.json', import.meta.url);
const SPEC = JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as Spec;
const OPS = Object.entries(SPEC.paths)
  .flatMap(([path, ops]) => Object.entries(ops).map(([method, o]) => ({ method, path, ...o })));
const norm = (s: string | undefined) => (s ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
/** labels a release changed on the same control: the operation filter's placeholder (5.x filters by path too) */
const RELABELLED: Record<string, string> = { 'filter by tag': 'filter by tag or path' };

/** The spec thing one accessible name stands for: `op:listBooks`, `tag:authors`, `param:bookId`, `schema:Book`. */
function specThing(raw: string, field: boolean): string | undefined {
  const s = norm(raw);
  if (!s) return undefined;
  for (const o of OPS) {
    const summary = norm(o.summary);
    // "GET /books List all books", "List all books"; v5 puts zero-width spaces in the path (norm drops them)
    const rest = s.replace(summary, '').replace(norm(o.path), '').replace(new RegExp(`^${o.method}\\b`), '').trim();
    if (s.includes(summary) && !rest) return `op:${o.operationId}`;
  }
  for (const t of SPEC.tags) if (s === t.name || s === norm(`${t.name} ${t.description}`)) return `tag:${t.name}`;
  for (const p of OPS.flatMap((o) => o.parameters ?? [])) {
    if (field && (s === norm(p.name) || s.startsWith(`${norm(p.name)} -`))) return `param:${p.name}`;
  }
  for (const name of Object.keys(SPEC.components.schemas)) if (!field && (s === norm(name) || s.startsWith(`${norm(name)} `))) return `schema:${name}`;
  return undefined;
}

/** What an element is: a spec thing when its id, name, label or text names one, else its own label. */
export function swaggerIdentity(fp: Fingerprint): string | undefined {
  const deepLink = /^operations-[^-]+-(.+)$/.exec(fp.id ?? '');
  if (deepLink) return `op:${deepLink[1]}`;
  const field = FIELD_ROLES.has(fp.role) || fp.tag === 'textarea' || fp.tag === 'input';
  for (const v of [fp.name, fp.label, fp.text]) {
    const thing = v && specThing(v, field);
    if (thing) return thing;
  }
  const own = (norm(fp.name) || norm(fp.label) || norm(fp.text)).replace(/:$/, '');
  return own ? `${field ? 'field' : 'control'}:${RELABELLED[own] ?? own}` : undefined;
}

export function swaggerSame(old: Fingerprint, now: Fingerprint): boolean {
  const o = swaggerIdentity(old);
  return o !== undefined && o === swaggerIdentity(now);
}
