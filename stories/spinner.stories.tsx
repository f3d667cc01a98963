import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../ui-kit/src/spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(canvas.getByText('Loading...')).toHaveClass('sr-only');
  },
};

/** With the label shown, as the wishlist page does while it loads. */
export const WithVisibleLabel: Story = {
  args: { label: 'Loading your wishlist...', showLabel: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your wishlist...')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </div>
  ),
};

/** On a coloured button, the spinner takes the text colour. */
export const OnDarkSurface: Story = {
  args: { className: 'text-white!', label: 'Processing payment' },
  decorators: [(Story) => <div className="inline-flex rounded-md bg-brand p-3">{Story()}</div>],
};
