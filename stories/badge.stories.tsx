import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeEmphasis, type BadgeVariant } from '../ui-kit/src/badge';

const VARIANTS: BadgeVariant[] = ['neutral', 'brand', 'accent', 'success', 'danger', 'info'];
const EMPHASES: BadgeEmphasis[] = ['soft', 'solid'];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'In stock' },
  argTypes: {
    variant: { control: 'select', options: VARIANTS },
    emphasis: { control: 'inline-radio', options: EMPHASES },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In stock')).toHaveAttribute('data-variant', 'neutral');
    await expect(canvas.getByText('In stock')).toHaveAttribute('data-emphasis', 'soft');
  },
};

export const Success: Story = { args: { variant: 'success', children: 'Paid' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Out of stock' } };
export const Info: Story = { args: { variant: 'info', children: 'Team Buy' } };

/** Every tone, soft (status text in a page) and solid (a label on a product photo). */
export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {EMPHASES.map((emphasis) => (
        <div key={emphasis} className="flex flex-wrap gap-2">
          {VARIANTS.map((variant) => (
            <Badge key={variant} variant={variant} emphasis={emphasis}>
              {`${variant} ${emphasis}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('accent solid')).toHaveAttribute('data-emphasis', 'solid');
    await expect(canvas.getByText('info soft')).toHaveAttribute('data-variant', 'info');
  },
};

/**
 * Merchandising labels are the app's: it keeps its list and maps each label to a tone, e.g. the
 * Nexus catalogue's (storefront/core/catalogue/labels.ts), shown here with a copy of that mapping.
 */
export const LabelsMappedByTheApp: Story = {
  render: () => {
    const labelTones = { New: 'brand', Sale: 'danger', 'Best Choice': 'success', 'Hot Seller': 'accent', Bestseller: 'neutral' } as const;
    return (
      <div className="flex flex-wrap gap-2">
        {Object.entries(labelTones).map(([label, variant]) => (
          <Badge key={label} variant={variant} emphasis="solid">
            {label}
          </Badge>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hot Seller')).toHaveAttribute('data-variant', 'accent');
    await expect(canvas.getByText('Bestseller')).toHaveAttribute('data-variant', 'neutral');
  },
};
