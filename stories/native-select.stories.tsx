import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { NativeSelect } from '../ui-kit/src/field';

const SORT_OPTIONS = (
  <>
    <option value="featured">Featured</option>
    <option value="price-asc">Price: low to high</option>
    <option value="price-desc">Price: high to low</option>
    <option value="rating">Top rated</option>
  </>
);

/**
 * The browser's own `<select>`, drawn like the kit's fields, with Field's label, description and
 * error wiring. Import it from `@nexus-za/ui-kit/field`.
 */
const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  args: { label: 'Sort by', defaultValue: 'featured', children: SORT_OPTIONS },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'price-asc');
    await expect(select).toHaveValue('price-asc');
  },
};

export const WithDescription: Story = {
  args: { description: 'Applies to every page of results.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveAccessibleDescription('Applies to every page of results.');
  },
};

/** A required select with a placeholder option: the form will not submit until a choice is made. */
export const Required: Story = {
  args: {
    label: 'Province',
    required: true,
    defaultValue: '',
    children: (
      <>
        <option value="" disabled>
          Choose a province
        </option>
        <option value="GP">Gauteng</option>
        <option value="WC">Western Cape</option>
        <option value="KZN">KwaZulu-Natal</option>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Province/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { label: 'Product', description: 'The product whose count you set.', error: 'Choose a product', defaultValue: 'featured' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Product' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('The product whose count you set. Choose a product');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Controlled, as the store's sort is: the page keeps the value and reads each change. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [sort, setSort] = useState('featured');
    return (
      <div className="flex flex-col gap-3">
        <NativeSelect {...args} value={sort} defaultValue={undefined} onChange={(event) => setSort(event.target.value)} />
        <p className="text-sm text-ink-muted">Sorted by {sort}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'rating');
    await expect(canvas.getByText('Sorted by rating')).toBeVisible();
  },
};
