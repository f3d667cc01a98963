import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColourPage, MotionPage, ShapePage, SpacingPage, TypePage } from './foundations/foundations';
import { BrandOverridePage, ThemesPage } from './foundations/theming';

/**
 * The design tokens every component is built from, drawn from `@nexus-za/ui-kit/tokens` (the source of
 * the Tailwind preset and of `tokens.css`): what a designer checks a new screen against.
 */
const meta = {
  title: 'Foundations',
  component: ColourPage,
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  // A tall table: its screenshot did not settle within the 5 s the visual check allows on a busy
  // machine. Its values and ratios are asserted here and in tests/ui-kit/foundations.test.tsx.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Colour' })).toBeVisible();
    // The brand fill, light and dark.
    const row = canvas.getByRole('row', { name: /--nx-color-brand #/ });
    await expect(row).toHaveTextContent('#1d4fd8');
    await expect(row).toHaveTextContent('#2563eb');
  },
};

export const Type: Story = { render: () => <TypePage /> };

export const Spacing: Story = { render: () => <SpacingPage /> };

export const RadiusAndShadow: Story = { name: 'Radius and shadow', render: () => <ShapePage /> };

export const Motion: Story = { render: () => <MotionPage /> };

/**
 * The light and the dark theme side by side. Every role is a CSS variable (`--nx-color-surface`,
 * `--nx-color-brand`, `--nx-radius-card`, `--nx-font-sans`, `--nx-spacing-4`, ...): `.dark` (or
 * `[data-theme="dark"]`) on any element turns its subtree dark, `.nx-system` follows the reader's
 * `prefers-color-scheme`. The toolbar's Theme switch puts the whole page in either.
 */
export const Themes: Story = {
  render: () => <ThemesPage />,
  play: async ({ canvas }) => {
    const dark = canvas.getByRole('region', { name: 'Dark (.dark)' });
    const light = canvas.getByRole('region', { name: 'Light (.light, the default)' });
    await expect(getComputedStyle(dark).backgroundColor).toBe('rgb(17, 24, 39)');
    await expect(getComputedStyle(light).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/**
 * A team puts its brand on the kit by setting a few variables in its own stylesheet (shown under the
 * sample): brand colours, focus ring, corners and font. Components are untouched.
 */
export const BrandOverride: Story = {
  name: "A team's brand",
  render: () => <BrandOverridePage />,
  play: async ({ canvas }) => {
    const [team, kit] = canvas.getAllByRole('button', { name: 'Add to Cart' });
    await expect(getComputedStyle(team!).backgroundColor).toBe('rgb(15, 118, 110)');
    await expect(getComputedStyle(team!).borderTopLeftRadius).toBe('0px');
    await expect(getComputedStyle(team!).fontFamily).toContain('Georgia');
    await expect(getComputedStyle(kit!).backgroundColor).toBe('rgb(29, 79, 216)');
  },
};
