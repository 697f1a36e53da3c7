// The old → new locator diff of a healed step: a line diff (longest common subsequence) of the
// elements before and after, so an unchanged element reads as context and a replaced one as -/+.
export interface DiffLine {
  op: 'same' | 'del' | 'add';
  sign: ' ' | '-' | '+';
  text: string;
}

export function lineDiff(old: string[], now: string[]): DiffLine[] {
  const lcs = Array.from({ length: old.length + 1 }, () => new Array<number>(now.length + 1).fill(0));
  for (let i = old.length - 1; i >= 0; i--) {
    for (let j = now.length - 1; j >= 0; j--) {
      lcs[i]![j] = old[i] === now[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0, j = 0;
  while (i < old.length || j < now.length) {
    if (i < old.length && j < now.length && old[i] === now[j]) {
      out.push({ op: 'same', sign: ' ', text: old[i++]! });
      j++;
    } else if (i < old.length && (j >= now.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      // on a tie the old line first: a replaced element reads as - then +
      out.push({ op: 'del', sign: '-', text: old[i++]! });
    } else {
      out.push({ op: 'add', sign: '+', text: now[j++]! });
    }
  }
  return out;
}
