// Secrets never reach a results file in clear text: the values of environment variables the steps
// refer to ("${PASSWORD}"), of variables whose names say they are secret, and token-shaped strings
// are replaced by references — the same mask the agent applies before text leaves the process.
import { SecretMask } from '../runtime/secret-mask.ts';

const SECRET_NAME = /pass|secret|token|api[-_]?key|credential|private/i;
const ENV_REF = /\$\{(\w+)\}/g;

export class Redactor {
  private readonly mask: SecretMask;

  constructor(env: NodeJS.ProcessEnv) {
    this.mask = new SecretMask(env);
    this.mask.learn(Object.keys(env).filter((k) => SECRET_NAME.test(k)).map((k) => `\${${k}}`));
  }

  /** Registers the variables a step's text refers to. */
  learnText(text: string): void {
    this.mask.learn([...text.matchAll(ENV_REF)].map((m) => m[0]));
  }

  /** Every string in `value`, masked (objects and arrays are copied). */
  apply<T>(value: T): T {
    if (typeof value === 'string') return this.mask.apply(value) as T;
    if (Array.isArray(value)) return value.map((v: unknown) => this.apply(v)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.apply(v)])) as T;
    }
    return value;
  }
}
