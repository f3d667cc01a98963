import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui-kit/src/card';
import { Button } from '../ui-kit/src/button';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { padding: 'md', children: 'Free delivery on orders of R 1 000 or more.' },
  argTypes: {
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <div className="max-w-sm bg-surface-muted p-6">{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};

export const Flat: Story = { args: { elevation: 'flat' } };

/** `asChild` keeps the element's meaning: here a named region with a heading. */
export const AsSection: Story = {
  render: (args) => (
    <Card {...args} asChild>
      <section aria-labelledby="store-rosebank">
        <h2 id="store-rosebank" className="font-semibold">
          Nexus Rosebank
        </h2>
        <p className="text-sm text-ink-muted">Mon-Fri 9am-6pm</p>
      </section>
    </Card>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Nexus Rosebank' });
    await expect(region).toHaveAttribute('data-slot', 'card');
  },
};

/** A tile that is a link: its border and focus ring show hover and keyboard focus. */
export const InteractiveLink: Story = {
  args: { interactive: true, padding: 'sm' },
  render: (args) => (
    <Card {...args} asChild>
      <a href="#laptops" className="block text-center font-semibold">
        Laptops
      </a>
    </Card>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Laptops' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-interactive');
    // Card holds no state: the ring is CSS `:focus-visible`, shown for keyboard focus.
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};

/**
 * Composed from its parts, as pages should: the title names the card (a region, as a section), with
 * no id or aria-labelledby written by hand.
 */
export const WithParts: Story = {
  args: { padding: 'md' },
  render: (args) => (
    <Card {...args} asChild>
      <section>
        <CardHeader>
          <CardTitle>Delivering to</CardTitle>
          <CardDescription>Where we bring your order</CardDescription>
          <CardAction>
            <a href="#edit" className="text-sm font-semibold text-brand-ink underline-offset-4 hover:underline">
              Edit
            </a>
          </CardAction>
        </CardHeader>
        <CardContent className="text-sm">
          <address className="not-italic">
            Thandi Nkosi
            <br />
            12 Jan Smuts Avenue, Rosebank
            <br />
            Johannesburg 2196
          </address>
        </CardContent>
        <CardFooter>
          <Button size="sm">Use this address</Button>
        </CardFooter>
      </section>
    </Card>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Delivering to' });
    await expect(region).toHaveAttribute('data-slot', 'card');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivering to' })).toHaveAttribute('data-slot', 'card-title');
  },
};
