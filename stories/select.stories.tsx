import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Field, FieldControl, FieldDescription, FieldLabel } from '../ui-kit/src/field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '../ui-kit/src/select';

const ORDERS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'name', label: 'Name' },
];

function SortBy(props: React.ComponentProps<typeof Select>) {
  return (
    <Field className="w-64">
      <FieldLabel>Sort by</FieldLabel>
      <Select {...props}>
        <FieldControl>
          <SelectTrigger>
            <SelectValue placeholder="Choose an order" />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {ORDERS.map((order) => (
            <SelectItem key={order.value} value={order.value}>
              {order.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: Select,
  render: (args) => <SortBy {...args} />,
  decorators: [(Story) => <div className="min-h-80">{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('Choose an order');
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};

export const WithValue: Story = { args: { defaultValue: 'price-asc' } };

export const Disabled: Story = { args: { defaultValue: 'featured', disabled: true } };

// While the list is open Radix hides the rest of the page from assistive technology (the trigger
// included, which axe would flag as a hidden focusable element): axe checks the list itself.
const LISTBOX_ONLY = { a11y: { context: { include: ['[role="listbox"]'] } } };

export const Open: Story = {
  args: { defaultValue: 'price-asc', defaultOpen: true },
  parameters: LISTBOX_ONLY,
  play: async ({ canvasElement }) => {
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Price: Low to High' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Arrow keys open the list on the chosen option; Enter picks the highlighted one and focus returns. */
export const Keyboard: Story = {
  render: function Controlled() {
    const [value, setValue] = useState('featured');
    return (
      <>
        <SortBy value={value} onValueChange={setValue} />
        <output className="mt-4 block text-sm">Sorted by {value}</output>
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Featured' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Price: High to Low');
    await expect(canvas.getByText('Sorted by price-desc')).toBeVisible();
  },
};

export const Grouped: Story = {
  args: { defaultOpen: true, defaultValue: 'r-500' },
  parameters: LISTBOX_ONLY,
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Voucher" className="w-64!">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Vouchers</SelectLabel>
          <SelectItem value="r-500">R 500</SelectItem>
          <SelectItem value="r-1000">R 1 000</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectItem value="none">No voucher</SelectItem>
      </SelectContent>
    </Select>
  ),
};

/** Described by the field's help text, like any other control in a `Field`. */
export const WithDescription: Story = {
  render: () => (
    <Field className="w-64">
      <FieldLabel>Delivery slot</FieldLabel>
      <FieldDescription>We deliver Mon-Fri.</FieldDescription>
      <Select defaultValue="morning">
        <FieldControl>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          <SelectItem value="morning">Morning (8am-12pm)</SelectItem>
          <SelectItem value="afternoon">Afternoon (12pm-5pm)</SelectItem>
        </SelectContent>
      </Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Delivery slot' })).toHaveAccessibleDescription('We deliver Mon-Fri.');
  },
};
