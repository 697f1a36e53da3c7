// Key chords ("Control+A", "Shift+Tab") as a step names them, split for the backends: the planner
// records one canonical string, and each driver turns its parts into its own key codes.

export type Modifier = 'Control' | 'Alt' | 'Shift' | 'Meta';

export interface KeyChord {
  modifiers: Modifier[];
  /** a named key (Enter, Tab, …) or one character, upper case for letters */
  key: string;
}

const MODIFIERS: ReadonlySet<string> = new Set(['Control', 'Alt', 'Shift', 'Meta']);

/** "Control+Shift+Z" → modifiers and key; a plain key has no modifiers. */
export function splitChord(key: string): KeyChord {
  const parts = key.split('+');
  if (parts.length < 2 || parts.at(-1) === '') return { modifiers: [], key };
  const modifiers = parts.slice(0, -1).filter((p): p is Modifier => MODIFIERS.has(p));
  return { modifiers, key: parts.at(-1)! };
}
