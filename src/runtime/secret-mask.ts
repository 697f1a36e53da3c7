// Secrets never leave the process in clear text: the agent masks every prompt, trace and experience entry
// with this, and the results files (report/redact.ts) mask alike. It sits in the runtime, beside the
// env references it resolves (values.ts), below both of its users.
import { envReference } from './values.ts';

// API keys, bearer tokens, JWTs and long random strings: never sent to a model or written down.
const TOKEN_PATTERNS = [
  /\b(?:sk|pk|rk|ghp|gho|ghs|xox[abpr]|AKIA|AIza)[-_A-Za-z0-9]{12,}\b/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g,
  /\b[A-Fa-f0-9]{32,}\b/g,
  /\b(?=[A-Za-z0-9+/_-]*\d)(?=[A-Za-z0-9+/_-]*[A-Z])(?=[A-Za-z0-9+/_-]*[a-z])[A-Za-z0-9+/_-]{32,}\b/g,
];

/**
 * Replaces secrets by references before text leaves the process: values of the environment
 * variables the scenario refers to (`"${NAME}"`) become `${NAME}`, token-shaped strings `[secret]`.
 */
export class SecretMask {
  private readonly values = new Map<string, string>();

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** Registers the env references among step arguments. */
  learn(args: readonly string[]): void {
    for (const a of args) {
      const name = envReference(a);
      const v = name ? this.env[name] : undefined;
      if (name && v && v.length >= 3) this.values.set(v, `\${${name}}`);
    }
  }

  apply(text: string): string {
    let out = text;
    for (const [v, ref] of [...this.values].sort((a, b) => b[0].length - a[0].length)) out = out.split(v).join(ref);
    for (const p of TOKEN_PATTERNS) out = out.replace(p, '[secret]');
    return out;
  }
}
