import type { Decorator, Preview } from '@storybook/react-vite';
import { ComponentDocsPage } from './component-docs-page';
import './storybook.css';

/** The classes a theme puts on the page: the kit's own (`.dark`, `.nx-system` for the reader's setting). */
export const THEME_CLASSES = { light: [], dark: ['dark'], system: ['nx-system'] } as const satisfies Record<string, readonly string[]>;

/** The toolbar's theme, on the whole page, so dialogs and menus (in portals) follow it too. */
const withTheme: Decorator = (Story, { globals }) => {
  const theme = (globals.theme ?? 'light') as keyof typeof THEME_CLASSES;
  const root = document.documentElement;
  root.classList.remove('dark', 'light', 'nx-system');
  root.classList.add(...THEME_CLASSES[theme]);
  return Story();
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: "The kit's colour theme",
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: "The reader's setting" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story must pass axe: a violation fails its test.
    a11y: { test: 'error' },
    docs: { page: ComponentDocsPage },
    // The widths the storefront is checked at: phone, tablet (the md screen) and desktop.
    viewport: {
      options: {
        mobile: { name: 'Mobile (375px)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet (768px)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
