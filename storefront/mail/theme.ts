/**
 * The store's colours (tailwind.config.ts) for mail, where only inline styles are safe. Dark mail
 * clients that honour `prefers-color-scheme` get the dark set through the classes in `DARK_CSS`;
 * the rest invert the light set themselves, which these contrasts survive.
 */
export const colours = {
  brand: '#1d4fd8',
  brandDark: '#182f7a',
  brandLight: '#eef4ff',
  accent: '#b45309',
  accentLight: '#fff1d6',
  ink: '#111827',
  inkMuted: '#4b5563',
  surface: '#ffffff',
  surfaceMuted: '#f3f4f6',
  border: '#e5e7eb',
  success: '#15803d',
} as const;

export const fontFamily = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .nx-body { background-color: #0b1020 !important; }
  .nx-card { background-color: #111827 !important; border-color: #374151 !important; }
  .nx-text { color: #f3f4f6 !important; }
  .nx-muted { color: #d1d5db !important; }
  .nx-link { color: #93b4ff !important; }
  .nx-panel { background-color: #1f2937 !important; }
}
@media only screen and (max-width: 480px) {
  .nx-card { padding: 20px 16px !important; }
}
`;
