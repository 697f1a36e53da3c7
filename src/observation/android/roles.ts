// Android widget classes → the roles planners already understand (the web's ARIA vocabulary), so
// "the "Wi-Fi" switch" or "the "Tea" dropdown" grounds the same way on both platforms.
import type { AndroidNode } from './hierarchy.ts';

/** Last segment of a class name → role; checked from the most specific name down. */
const BY_CLASS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:^|\.)(?:Switch|SwitchCompat|SwitchMaterial|MaterialSwitch|ToggleButton)$/, 'switch'],
  [/(?:^|\.)(?:CheckBox|AppCompatCheckBox|MaterialCheckBox)$/, 'checkbox'],
  [/(?:^|\.)(?:RadioButton|AppCompatRadioButton|MaterialRadioButton)$/, 'radio'],
  [/(?:^|\.)CheckedTextView$/, 'option'],
  [/(?:^|\.)(?:Spinner|AppCompatSpinner)$/, 'combobox'],
  [/(?:EditText|AutoCompleteTextView)$/, 'textbox'],
  [/(?:^|\.)(?:SeekBar|AppCompatSeekBar|Slider|RatingBar)$/, 'slider'],
  [/(?:^|\.)ProgressBar$/, 'progressbar'],
  [/(?:Button|FloatingActionButton|Chip)$/, 'button'],
  [/(?:TabView|TabLayout\$TabView|ActionBar\.Tab)$/, 'tab'],
  [/(?:^|\.)(?:ImageView|AppCompatImageView)$/, 'image'],
  [/(?:RecyclerView|ListView|GridView|ScrollView|NestedScrollView|ViewPager|HorizontalScrollView)$/, 'list'],
  [/(?:^|\.)Toast$/, 'status'],
];

const URLISH = /^(?:https?:\/\/|www\.)\S+$|^[\w.+-]+@[\w-]+\.[\w.]+$/;

export function isEditable(n: AndroidNode): boolean {
  return /(?:EditText|AutoCompleteTextView)$/.test(n.cls);
}

/** The role of a view: its class decides; a plain clickable view is a button (a URL-like text: a link). */
export function roleOf(n: AndroidNode): string {
  for (const [re, role] of BY_CLASS) {
    if (!re.test(n.cls)) continue;
    if (role === 'image' && n.clickable) return 'button';
    if (role === 'option' && !n.checkable) return 'text';
    return role;
  }
  if (n.checkable) return 'checkbox';
  if (/(?:^|\.)TextView$/.test(n.cls)) {
    if (n.heading) return 'heading';
    if (n.clickable) return URLISH.test(n.text.trim()) ? 'link' : 'button';
    return 'text';
  }
  return n.clickable || n.longClickable ? 'button' : 'generic';
}

/** The input type of a field, in the web's words (text, email, number, phone, password). */
export function fieldType(n: AndroidNode): string | undefined {
  if (!isEditable(n)) return undefined;
  if (n.password) return 'password';
  const t = n.inputType ?? 1;
  const cls = t & 0xf;
  const variation = t & 0xff0;
  if (cls === 2) return 'number';
  if (cls === 3) return 'tel';
  if (cls === 1 && (variation === 0x80 || variation === 0x90 || variation === 0xe0)) return 'password';
  if (cls === 1 && (variation === 0x20 || variation === 0xd0)) return 'email';
  if (cls === 1 && variation === 0x10) return 'url';
  return 'text';
}
