// Mink's "I should see text matching "…"": the quoted words are a regular expression, written as PHP writes
// one (`/MailDev \d+/i`, delimiters and flags) or bare (`MailDev \d+`). Compile and replay read it alike.

/** The regular expression the words stand for; throws a SyntaxError when they are none. */
export function textPattern(text: string): RegExp {
  const delimited = /^\/(.+)\/([a-z]*)$/s.exec(text);
  if (!delimited) return new RegExp(text);
  // (PHP's flags a JavaScript expression also knows; the rest, such as x, have no meaning here)
  return new RegExp(delimited[1]!, [...new Set(delimited[2]!.replace(/[^imsu]/g, ''))].join(''));
}
