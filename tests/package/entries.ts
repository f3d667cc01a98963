import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root and the kit's folder, whatever the working directory of the test run. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const KIT_ROOT = path.join(REPO_ROOT, 'ui-kit');

/**
 * Every component entry, found the way `ui-kit/tsup.config.ts` finds them (a folder of `src` with an
 * `index.ts`), so a new component is checked without anyone remembering to list it here.
 */
export function componentEntries(): string[] {
  return readdirSync(path.join(KIT_ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(KIT_ROOT, 'src', entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** React-free modules with entries of their own (the `pureEntries` of the tsup config). */
export const PURE_ENTRIES = ['spin-wheel/geometry', 'chat-widget/chat-script'] as const;

/**
 * Entries of a component's files without one of its parts (the `withoutPartEntries` of the tsup
 * config): `product-buy-box/parts` is the buy box without its Team Buy content and the whole box.
 */
export const PART_ENTRIES = ['product-buy-box/parts'] as const;

// Entries whose main export is not the PascalCase of the folder name.
const MAIN_EXPORT_OVERRIDES: Record<string, string> = {
  field: 'Input',
  cn: 'cn',
  format: 'formatRand',
  icons: 'createIcon',
  'money-format': 'MoneyFormatProvider',
  toast: 'ToastProvider',
  'use-copy-to-clipboard': 'useCopyToClipboard',
};

/** The export an entry exists for: `product-card` -> `ProductCard`. */
export function mainExport(entry: string): string {
  return (
    MAIN_EXPORT_OVERRIDES[entry] ??
    entry
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('')
  );
}
