// A model's text answer as the JSON value its zod schema accepts, or a short reason to re-ask with.
import type { z } from 'zod';

type ParsedAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

export function parseAnswer<T>(content: string, schema: z.ZodType<T>): ParsedAnswer<T> {
  const text = content.trim();
  if (!text) return { ok: false, error: 'the answer was empty' };
  let json: unknown;
  try {
    json = JSON.parse(extractJsonText(text));
  } catch (error) {
    return { ok: false, error: `invalid JSON (${(error as Error).message})` };
  }
  const result = schema.safeParse(json);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: summariseZodError(result.error) };
}

/** Models wrap JSON in ``` fences or prose; keep the first balanced {...} object. */
export function extractJsonText(text: string): string {
  const fenced = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/.exec(text);
  const body = (fenced?.[1] ?? text).trim();
  const start = body.indexOf('{');
  if (start < 0) return body;
  return firstBalancedObject(body, start) ?? body.slice(start);
}

function firstBalancedObject(text: string, start: number): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

function summariseZodError(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length > shown.length ? ` (+${error.issues.length - shown.length} more)` : '';
  return shown.join('; ') + more;
}
