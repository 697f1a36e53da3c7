export { parseStep } from './parse-step.ts';
export {
  ACCEPT_SCORE, MIN_MARGIN, NONE_BELOW, groundCollection, groundTarget, scoreElement,
  type Grounding, type Purpose, type ScoredElement,
} from './ground.ts';
export type { Intent, ParseResult, QuotedText, RoleHint, TargetPhrase } from './intent.ts';
