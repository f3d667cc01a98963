import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColourPage, MotionPage, ShapePage, SpacingPage, TypePage } from './foundations/foundations';

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
    // brand-600 is the primary fill: white text on it reaches AA.
    const row = canvas.getByRole('row', { name: /brand-600/ });
    await expect(row).toHaveTextContent('#1d4fd8');
  },
};

export const Type: Story = { render: () => <TypePage /> };

export const Spacing: Story = { render: () => <SpacingPage /> };

export const RadiusAndShadow: Story = { name: 'Radius and shadow', render: () => <ShapePage /> };

export const Motion: Story = { render: () => <MotionPage /> };
