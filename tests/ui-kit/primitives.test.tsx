// The kit's Radix-based primitives and small parts driven as a shopper does: keyboard first.
import axe from 'axe-core';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../ui-kit/src/dropdown-menu';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel, focusFirstInvalid, Input } from '../../ui-kit/src/field';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui-kit/src/popover';
import { Price } from '../../ui-kit/src/price';
import { ProductImage } from '../../ui-kit/src/product-image';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui-kit/src/select';
import { useCopyToClipboard } from '../../ui-kit/src/use-copy-to-clipboard';

function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger>Account</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a href="#orders">My Orders</a>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Gift cards</DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>Sign Out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard on its first item, skips disabled items, wraps nothing, and closes on Escape', async () => {
    const onSignOut = vi.fn();
    const screen = await render(<AccountMenu onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('runs an item on Enter and closes', async () => {
    const onSignOut = vi.fn();
    const screen = await render(<AccountMenu onSignOut={onSignOut} />);
    screen.getByRole('button', { name: 'Account' }).element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();
    // Radix moves focus for End in a timeout: Enter pressed in the same breath could still reach 'My Orders'.
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const screen = await render(
      <>
        <AccountMenu onSignOut={() => undefined} />
        <p>Elsewhere on the page</p>
      </>,
    );
    await screen.getByRole('button', { name: 'Account' }).click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    await screen.getByText('Elsewhere on the page').click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });
});

function SortBy() {
  const [sort, setSort] = useState('featured');
  return (
    <>
      <Field>
        <FieldLabel>Sort by</FieldLabel>
        <Select value={sort} onValueChange={setSort}>
          <FieldControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            <SelectItem value="featured">Featured</SelectItem>
            <SelectItem value="price-asc">Price: Low to High</SelectItem>
            <SelectItem value="price-desc">Price: High to Low</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      <output>{sort}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label that picks with arrows and Enter, returning focus', async () => {
    const screen = await render(<SortBy />);
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    await expect.element(trigger).toHaveTextContent('Featured');
    trigger.element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Featured' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Price: Low to High' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('price-asc');
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveTextContent('Price: Low to High');
  });

  it('opens a listbox that passes axe', async () => {
    await render(<SortBy />);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    const listbox = page.getByRole('listbox');
    await expect.element(listbox).toBeVisible();
    const results = await axe.run(listbox.element(), { resultTypes: ['violations'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('picks with a click', async () => {
    const screen = await render(<SortBy />);
    await screen.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: High to Low' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('price-desc');
  });
});

describe('Popover', () => {
  it('moves focus into the panel and back to the trigger on Escape', async () => {
    const screen = await render(
      <Popover>
        <PopoverTrigger>Delivery area</PopoverTrigger>
        <PopoverContent aria-label="Delivery area">
          <button type="button">Use my location</button>
        </PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Delivery area' });
    await trigger.click();
    await expect.element(page.getByRole('dialog', { name: 'Delivery area' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });
});

describe('Field parts', () => {
  it('tie label, description and error to any control; the error marks it invalid only while shown', async () => {
    function Phone() {
      const [error, setError] = useState<string | undefined>('Enter a South African number');
      return (
        <Field required>
          <FieldLabel>Phone</FieldLabel>
          <FieldDescription>Only for the delivery.</FieldDescription>
          <FieldControl>
            <input type="tel" />
          </FieldControl>
          <FieldError>{error}</FieldError>
          <button type="button" onClick={() => setError(undefined)}>
            Fix
          </button>
        </Field>
      );
    }
    const screen = await render(<Phone />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await expect.element(phone).toBeRequired();
    await expect.element(phone).toHaveAttribute('aria-invalid', 'true');
    await expect.element(phone).toHaveAccessibleDescription('Only for the delivery. Enter a South African number');
    await screen.getByRole('button', { name: 'Fix' }).click();
    await expect.element(phone).not.toHaveAttribute('aria-invalid');
    await expect.element(phone).toHaveAccessibleDescription('Only for the delivery.');
  });

  it('focusFirstInvalid sends focus to the first field with an error, in page order', async () => {
    function Form() {
      const [errors, setErrors] = useState<Record<string, string>>({});
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            flushSync(() => setErrors({ email: 'Enter an email', phone: 'Enter a phone number' }));
            focusFirstInvalid(form);
          }}
        >
          <Input label="Name" />
          <Input label="Email" error={errors.email} />
          <Input label="Phone" error={errors.phone} />
          <button type="submit">Continue</button>
        </form>
      );
    }
    const screen = await render(<Form />);
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(focusFirstInvalid(document.createElement('div'))).toBe(false);
  });
});

describe('Price', () => {
  it('reads now and was for a reduced price and only the price otherwise', async () => {
    const screen = await render(
      <>
        <Price amount={19_999_00} was={24_999_00} data-testid="reduced" />
        <Price amount={1_149_50} was={999_00} data-testid="plain" />
      </>,
    );
    await expect.element(screen.getByTestId('reduced')).toHaveTextContent('Now R 19 999 Was R 24 999');
    await expect.element(screen.getByTestId('plain')).toHaveTextContent(/^R 1 149,50$/);
  });
});

describe('ProductImage', () => {
  it('shows the fallback, named for what is missing, when the image fails', async () => {
    const onFallback = vi.fn();
    const screen = await render(<ProductImage src="/does-not-exist.png" alt="Laptop" width={40} height={30} onFallback={onFallback} />);
    await expect.element(screen.getByRole('img', { name: 'Product image not available' })).toHaveAttribute('data-fallback');
    expect(onFallback).toHaveBeenCalledWith('/does-not-exist.png');
  });
});

describe('useCopyToClipboard', () => {
  function Copy({ copyText }: { copyText: (text: string) => Promise<void> }) {
    const { state, copy } = useCopyToClipboard({ copyText, resetAfterMs: 50 });
    return (
      <button type="button" onClick={() => void copy('NEXUS-1234ABCD')}>
        {state}
      </button>
    );
  }

  it('says copied, then idle again', async () => {
    const copyText = vi.fn(() => Promise.resolve());
    const screen = await render(<Copy copyText={copyText} />);
    await screen.getByRole('button', { name: 'idle' }).click();
    await expect.element(screen.getByRole('button', { name: 'copied' })).toBeVisible();
    expect(copyText).toHaveBeenCalledWith('NEXUS-1234ABCD');
    await expect.element(screen.getByRole('button', { name: 'idle' })).toBeVisible();
  });

  it('says failed when the browser refuses', async () => {
    const screen = await render(<Copy copyText={() => Promise.reject(new Error('denied'))} />);
    await screen.getByRole('button', { name: 'idle' }).click();
    await expect.element(screen.getByRole('button', { name: 'failed' })).toBeVisible();
  });
});
