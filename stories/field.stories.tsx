import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition, useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel, focusFirstInvalid, Input, NumberField } from '../ui-kit/src/field';

const meta = {
  title: 'Primitives/Field',
  component: Input,
  args: { label: 'Email address', type: 'email', placeholder: 'you@example.co.za' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'thandi@example.co.za');
    await expect(input).toHaveValue('thandi@example.co.za');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send your receipt and delivery updates here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'We send your receipt and delivery updates here.',
    );
  },
};

export const Required: Story = {
  args: { label: 'Full name', type: 'text', placeholder: undefined, required: true, autoComplete: 'name' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    description: 'We send your receipt and delivery updates here.',
    error: 'Enter an email address like name@example.co.za',
    defaultValue: 'thandi@',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send your receipt and delivery updates here. Enter an email address like name@example.co.za',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'thandi@example.co.za' } };

/** Shown, not asked (e.g. a country the shop fixes): a muted field that can be focused and read, not edited. */
export const ReadOnly: Story = {
  args: { label: 'Country', type: 'text', readOnly: true, defaultValue: 'South Africa', description: 'We deliver in South Africa only.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Country' });
    await expect(input).toHaveAttribute('readonly');
    await expect(getComputedStyle(input).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

function MaxPriceFilter({ inTransition = false }: { inTransition?: boolean }) {
  const [maxPrice, setMaxPriceNow] = useState<number | null>(null);
  const setMaxPrice = (next: number | null) =>
    inTransition ? startTransition(() => setMaxPriceNow(next)) : setMaxPriceNow(next);
  return (
    <div className="flex items-end gap-2">
      <NumberField
        label="Max price (R)"
        description="Shows products up to this price."
        integer
        min={0}
        step={500}
        value={maxPrice}
        onValueChange={setMaxPrice}
        fieldClassName="flex-1"
      />
      <Button variant="outline" onClick={() => setMaxPrice(null)}>
        Clear
      </Button>
    </div>
  );
}

/** The category page's max-price filter: whole rands, never below 0, cleared by a button. */
export const NumberInput: Story = {
  render: () => <MaxPriceFilter />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Max price (R)' });
    await userEvent.type(field, '-20');
    await userEvent.tab();
    await expect(field).toHaveValue(0);
    await userEvent.clear(field);
    await userEvent.type(field, '2500');
    await expect(field).toHaveValue(2500);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(field).toHaveValue(null);
  },
};

/**
 * The same filter with its value kept where a router keeps it: updated in a transition, so the value
 * arrives a render after the typing. The typed text stands meanwhile, and Clear still empties the box.
 */
export const NumberInputInTransition: Story = {
  render: () => <MaxPriceFilter inTransition />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Max price (R)' });
    await userEvent.type(field, '2500');
    await expect(field).toHaveValue(2500);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(field).toHaveValue(null));
    await userEvent.type(field, '95');
    await expect(field).toHaveValue(95);
  },
};

export const NumberInputWithError: Story = {
  render: () => (
    <NumberField
      label="Quantity"
      integer
      min={1}
      max={10}
      value={12}
      onValueChange={() => {}}
      error="You can order at most 10."
    />
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('You can order at most 10.');
  },
};

/** The parts on their own, around any control: here a textarea, with the error shown. */
export const Parts: Story = {
  render: () => (
    <Field required>
      <FieldLabel>Delivery notes</FieldLabel>
      <FieldDescription>Gate code, a neighbour who takes parcels.</FieldDescription>
      <FieldControl>
        <textarea rows={3} className="rounded-md border border-ink-subtle p-2 text-sm aria-invalid:border-danger" />
      </FieldControl>
      <FieldError>Tell the driver how to reach you</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('textbox', { name: 'Delivery notes' });
    await expect(notes).toBeRequired();
    await expect(notes).toHaveAttribute('aria-invalid', 'true');
    await expect(notes).toHaveAccessibleDescription('Gate code, a neighbour who takes parcels. Tell the driver how to reach you');
  },
};

function CheckoutForm() {
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        // The messages must be on the page before focus moves, so the field is read with its error.
        flushSync(() =>
          setErrors({
            name: String(data.get('name')).trim() ? undefined : 'Enter your name',
            phone: String(data.get('phone')).trim() ? undefined : 'Enter a phone number',
          }),
        );
        focusFirstInvalid(form);
      }}
    >
      <Input label="Full name" name="name" defaultValue="Thandi" error={errors.name} />
      <Input label="Phone" name="phone" type="tel" error={errors.phone} />
      <Button type="submit">Continue</Button>
    </form>
  );
}

/** `focusFirstInvalid`: after a submit, focus goes to the first field that needs attention. */
export const FocusFirstInvalid: Story = {
  render: () => <CheckoutForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
  },
};
