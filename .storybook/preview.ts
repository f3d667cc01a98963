import type { Preview } from '@storybook/react-vite';
import { ComponentDocsPage } from './component-docs-page';
import './storybook.css';

const preview: Preview = {
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
