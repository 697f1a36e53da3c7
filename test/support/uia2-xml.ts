// Builds UiAutomator2-format page-source XML for unit tests: every view gets the attributes
// appium-uiautomator2-server writes (in its order), so tests only spell out what matters to them.
export interface ViewSpec {
  cls: string;
  attrs?: Record<string, string | boolean>;
  children?: ViewSpec[];
}

const DEFAULTS: Record<string, string> = {
  text: '', checkable: 'false', checked: 'false', clickable: 'false', enabled: 'true', focusable: 'false',
  focused: 'false', 'long-clickable': 'false', password: 'false', scrollable: 'false', selected: 'false',
};
const ORDER = ['index', 'package', 'class', 'text', 'content-desc', 'resource-id', 'checkable', 'checked', 'clickable',
  'enabled', 'focusable', 'focused', 'long-clickable', 'password', 'scrollable', 'selected', 'bounds', 'displayed', 'hint',
  'input-type', 'showing-hint', 'heading'];

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export const v = (cls: string, attrs: ViewSpec['attrs'] = {}, children: ViewSpec[] = []): ViewSpec => ({ cls, attrs, children });

export function pageSource(windows: ViewSpec[], pkg = 'com.example.app'): string {
  const lines = [`<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>`, '<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">'];
  const emit = (s: ViewSpec, index: number, depth: number): void => {
    const given = Object.fromEntries(Object.entries(s.attrs ?? {}).map(([k, val]) => [k, String(val)]));
    const all: Record<string, string> = { ...DEFAULTS, index: String(index), package: pkg, class: s.cls, displayed: 'true', ...given };
    const keys = [...ORDER.filter((k) => k in all), ...Object.keys(all).filter((k) => !ORDER.includes(k))];
    const open = `${'  '.repeat(depth)}<${s.cls} ${keys.map((k) => `${k}="${esc(all[k]!)}"`).join(' ')}`;
    if (!s.children?.length) {
      lines.push(`${open} />`);
      return;
    }
    lines.push(`${open}>`);
    s.children.forEach((c, i) => emit(c, i, depth + 1));
    lines.push(`${'  '.repeat(depth)}</${s.cls}>`);
  };
  windows.forEach((w, i) => emit(w, i, 1));
  lines.push('</hierarchy>');
  return lines.join('\n');
}
