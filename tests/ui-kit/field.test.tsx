import { startTransition, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import axe from 'axe-core';
import { Input, NativeSelect, NumberField } from '../../ui-kit/src/field';

function MaxPrice({
  onValueChange = () => {},
  inTransition = false,
}: {
  onValueChange?: (value: number | null) => void;
  /** Sets the value in a transition, as react-router does for search params. */
  inTransition?: boolean;
}) {
  const [value, setStateValue] = useState<number | null>(null);
  const setValue = (next: number | null) =>
    inTransition ? startTransition(() => setStateValue(next)) : setStateValue(next);
  return (
    <>
      <NumberField
        label="Max price"
        description="In rand"
        integer
        min={0}
        max={50_000}
        step={100}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Clear
      </button>
      <output>{value === null ? 'no limit' : `limit ${value}`}</output>
    </>
  );
}

describe('Input', () => {
  it('is labelled and described, and links its error only when there is one', async () => {
    const screen = await render(<Input label="Email" description="We send the receipt here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAccessibleDescription('We send the receipt here.');
    await expect.element(input).not.toHaveAttribute('aria-invalid');

    await screen.rerender(<Input label="Email" description="We send the receipt here." error="Enter a valid email address" />);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('We send the receipt here. Enter a valid email address');
    await expect.element(screen.getByText('Enter a valid email address')).toBeVisible();
  });

  it('keeps a caller aria-describedby and marks required fields', async () => {
    const screen = await render(
      <>
        <p id="hint">Shown on your order.</p>
        <Input label="Full name" required aria-describedby="hint" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await expect.element(input).toBeRequired();
    await expect.element(input).toHaveAccessibleDescription('Shown on your order.');
  });
});

describe('NumberField', () => {
  it('is a labelled spinbutton with its range', async () => {
    const screen = await render(<MaxPrice />);
    const field = screen.getByRole('spinbutton', { name: 'Max price' });
    await expect.element(field).toHaveAttribute('min', '0');
    await expect.element(field).toHaveAttribute('max', '50000');
    await expect.element(field).toHaveAttribute('step', '100');
    await expect.element(field).toHaveAttribute('inputmode', 'numeric');
    await expect.element(field).toHaveAccessibleDescription('In rand');
  });

  it('reports typed numbers, steps with the arrow keys and reports null when cleared', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<MaxPrice onValueChange={onValueChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Max price' });
    await userEvent.type(field, '1500');
    await expect.element(screen.getByText('limit 1500')).toBeVisible();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByText('limit 1600')).toBeVisible();
    await userEvent.clear(field);
    await expect.element(screen.getByText('no limit')).toBeVisible();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('rounds and clamps on blur', async () => {
    const screen = await render(<MaxPrice />);
    const field = screen.getByRole('spinbutton', { name: 'Max price' });
    await userEvent.type(field, '99999');
    await userEvent.keyboard('{Tab}');
    await expect.element(field).toHaveValue(50_000);
    await expect.element(screen.getByText('limit 50000')).toBeVisible();

    await userEvent.fill(field, '12.6');
    await userEvent.keyboard('{Tab}');
    await expect.element(field).toHaveValue(13);
    await expect.element(screen.getByText('limit 13')).toBeVisible();
  });

  it('shows a value set from outside, e.g. by a Clear button', async () => {
    const screen = await render(<MaxPrice />);
    const field = screen.getByRole('spinbutton', { name: 'Max price' });
    await userEvent.type(field, '800');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await expect.element(field).toHaveValue(null);
    await expect.element(screen.getByText('no limit')).toBeVisible();
  });

  it('shows a value set from outside in a transition (a router updating search params)', async () => {
    const screen = await render(<MaxPrice inTransition />);
    const field = screen.getByRole('spinbutton', { name: 'Max price' });
    await userEvent.type(field, '800');
    await expect.element(screen.getByText('limit 800')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await expect.element(screen.getByText('no limit')).toBeVisible();
    await expect.element(field).toHaveValue(null);
    await userEvent.type(field, '95');
    await expect.element(screen.getByText('limit 95')).toBeVisible();
    await expect.element(field).toHaveValue(95);
  });

  it('marks an error', async () => {
    const screen = await render(
      <NumberField label="Quantity" integer min={1} value={0} onValueChange={() => {}} error="Enter at least 1" />,
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('Enter at least 1');
  });
});

describe('NativeSelect', () => {
  const options = (
    <>
      <option value="featured">Featured</option>
      <option value="price-asc">Price: low to high</option>
      <option value="price-desc">Price: high to low</option>
    </>
  );

  it('is named by its label, described by its description and, once there is one, its error', async () => {
    const screen = await render(
      <NativeSelect label="Sort by" description="Applies to every page of results." defaultValue="featured">
        {options}
      </NativeSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await expect.element(select).toHaveAccessibleDescription('Applies to every page of results.');
    await expect.element(select).not.toHaveAttribute('aria-invalid');

    await screen.rerender(
      <NativeSelect label="Sort by" description="Applies to every page of results." error="Choose an order" defaultValue="featured">
        {options}
      </NativeSelect>,
    );
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription('Applies to every page of results. Choose an order');
    await expect.element(screen.getByText('Choose an order')).toBeVisible();
    const results = await axe.run(screen.container);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('is the browser\'s own select: its options, keyboard choice, change events and required', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form aria-label="Filters">
        <NativeSelect label="Status" name="status" required defaultValue="" onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="" disabled>
            Choose a status
          </option>
          {options}
        </NativeSelect>
      </form>,
    );
    const select = screen.getByRole('combobox', { name: /Status/ });
    const element = select.element() as HTMLSelectElement;
    expect(element.tagName).toBe('SELECT');
    await expect.element(select).toBeRequired();
    expect(element.checkValidity()).toBe(false);
    await userEvent.selectOptions(select, 'price-desc');
    expect(onChange).toHaveBeenLastCalledWith('price-desc');
    expect(new FormData(element.form!).get('status')).toBe('price-desc');
    expect(element.checkValidity()).toBe(true);
  });
});
