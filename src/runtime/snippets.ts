// Cucumber snippet syntax (`formatOptions.snippetSyntax: 'stepwright/snippets'`): an undefined step
// is reported as a step still to compile, with the command that compiles it, instead of a code
// snippet to write by hand.

interface SnippetOptions {
  comment: string;
  functionName: string;
  generatedExpressions: readonly { source: string; parameterNames: string[] }[];
  stepParameterNames: string[];
}

export default class StillToCompile {
  build({ functionName, generatedExpressions }: SnippetOptions): string {
    const expression = generatedExpressions[0]?.source ?? '';
    return `Still to compile: \`npx stepwright compile\` ` +
      `discovers ${functionName} ${JSON.stringify(expression)} against the app.\n` +
      '(A step you would rather write by hand goes in features/step_definitions/; compile then leaves it alone.)';
  }
}
