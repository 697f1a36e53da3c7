import { CucumberExpression, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';

/** A parameter found in a step's text: its value as cucumber will pass it, and where it was. */
export interface StepParameter {
  type: 'string' | 'int' | 'float';
  value: string;
  /** offset in the step text: the opening quote, or the first character of a number */
  at: number;
}

export interface StepExpression {
  expression: string;
  parameters: StepParameter[];
}

// Quoted text becomes {string}; a stand-alone number becomes {int} or {float}. Everything else is
// literal text, with cucumber-expression syntax characters escaped.
// (a quote inside a quoted text is escaped, as cucumber's {string} reads it: "Missing \"Porto\""; an apostrophe
// inside a word, "don't", opens no single-quoted text: `I don't see "Draft of 'Notes'"` is one {string})
const TOKEN = /"((?:[^"\\]|\\.)*)"|(?<![\w'])'([^']*)'(?!\w)|(?<![\w.-])(-?\d+\.\d+)(?![\w.])|(?<![\w.-])(-?\d+)(?![\w.])/g;
const escapeText = (s: string): string => s.replace(/([\\{}()/])/g, '\\$1');

/** Turns a concrete step text into the Cucumber expression that generated code will register. */
export function expressionFor(text: string): StepExpression {
  const parameters: StepParameter[] = [];
  let expression = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    expression += escapeText(text.slice(last, m.index));
    if (m[1] !== undefined || m[2] !== undefined) {
      parameters.push({ type: 'string', value: m[1] !== undefined ? unescapeQuotes(m[1]) : m[2]!, at: m.index });
      expression += '{string}';
    } else if (m[3] !== undefined) {
      parameters.push({ type: 'float', value: m[3], at: m.index });
      expression += '{float}';
    } else {
      parameters.push({ type: 'int', value: m[4]!, at: m.index });
      expression += '{int}';
    }
    last = m.index + m[0].length;
  }
  expression += escapeText(text.slice(last));
  return { expression, parameters };
}

/** The arguments cucumber will pass for this text, as strings (numbers as written). */
export function matchArguments(expression: string, text: string): string[] | undefined {
  const expr = new CucumberExpression(expression, new ParameterTypeRegistry());
  const args = expr.match(text);
  return args?.map((a) => a.group.value ?? '')
    .map((v) => (/^".*"$/s.test(v) ? unescapeQuotes(v.slice(1, -1)) : v.replace(/^'(.*)'$/s, '$1')));
}

/** A double-quoted text as cucumber passes it: `\"` is a quote. */
export function unescapeQuotes(s: string): string {
  return s.replace(/\\"/g, '"');
}
