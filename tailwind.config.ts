import type { Config } from 'tailwindcss';

/**
 * Nexus design tokens, shared by ui-kit and the storefront.
 * ui-kit ships them as `ui-kit/tailwind-preset` for apps that run Tailwind themselves.
 * Colours are chosen for WCAG AA contrast on white (text) and with white text (fills).
 */
const config = {
  content: [],
  theme: {
    screens: {
      sm: '480px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
    },
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#d9e6ff',
          200: '#b3ccff',
          500: '#2f6bff',
          600: '#1d4fd8',
          700: '#1a3fad',
          800: '#182f7a',
          900: '#111f4d',
        },
        accent: {
          100: '#fff1d6',
          500: '#f59e0b',
          600: '#b45309',
          700: '#92400e',
        },
        ink: {
          DEFAULT: '#111827',
          muted: '#4b5563',
          subtle: '#6b7280',
        },
        surface: {
          DEFAULT: '#ffffff',
          muted: '#f3f4f6',
          sunken: '#e5e7eb',
        },
        success: { 100: '#dcfce7', 600: '#15803d', 700: '#166534' },
        danger: { 100: '#fee2e2', 600: '#dc2626', 700: '#b91c1c' },
        info: { 100: '#dbeafe', 700: '#1d4ed8' },
      },
      borderRadius: {
        card: '0.75rem',
        pill: '9999px',
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      boxShadow: {
        card: '0 1px 2px rgb(0 0 0 / 0.06), 0 4px 12px rgb(0 0 0 / 0.06)',
        overlay: '0 12px 40px rgb(0 0 0 / 0.25)',
      },
      zIndex: {
        header: '40',
        overlay: '50',
        toast: '60',
      },
    },
  },
  plugins: [],
} satisfies Config;

export default config;
