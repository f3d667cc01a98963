// The interaction state the kit documents as data attributes (React Aria style), driven the way a
// user drives it: a mouse over the element, keyboard focus, a press of a toggle.
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../ui-kit/src/button';
import { Card } from '../../ui-kit/src/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../ui-kit/src/dropdown-menu';
import { IconButton } from '../../ui-kit/src/icon-button';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui-kit/src/popover';
import { QuantityStepper } from '../../ui-kit/src/quantity-stepper';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui-kit/src/select';

function Toggle() {
  const [paused, setPaused] = useState(false);
  return (
    <Button variant="outline" aria-pressed={paused} onClick={() => setPaused(!paused)}>
      Pause logos
    </Button>
  );
}

function Heart() {
  const [on, setOn] = useState(false);
  return (
    <IconButton label="Add to wishlist" pressed={on} onClick={() => setOn(!on)}>
      <svg viewBox="0 0 24 24" />
    </IconButton>
  );
}

function Stepper() {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} onValueChange={setValue} itemName="Sony WH-1000XM5" />;
}

describe('state attributes', () => {
  // The mouse stays where the last test (or file) left it, and an element rendered under a resting
  // mouse is hovered, rightly. Park it in a corner where no test renders anything.
  beforeEach(async () => {
    const corner = document.createElement('div');
    corner.style.cssText = 'position:fixed;right:0;bottom:0;width:8px;height:8px';
    document.body.append(corner);
    await userEvent.hover(corner);
    corner.remove();
  });

  it('Button: data-hovered under the mouse, data-focus-visible for keyboard focus only, and the caller still gets its events', async () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    await render(
      <>
        <Button onPointerEnter={onPointerEnter} onFocus={onFocus}>
          Pay Now
        </Button>
        <Button variant="outline">Cancel</Button>
      </>,
    );
    const pay = page.getByRole('button', { name: 'Pay Now' });
    await expect.element(pay).not.toHaveAttribute('data-hovered');

    await userEvent.hover(pay);
    await expect.element(pay).toHaveAttribute('data-hovered', '');
    expect(onPointerEnter).toHaveBeenCalled();
    await userEvent.unhover(pay);
    await expect.element(pay).not.toHaveAttribute('data-hovered');

    // A click focuses the button without a visible focus ring.
    await userEvent.click(pay);
    await expect.element(pay).toHaveFocus();
    expect(pay.element()).not.toHaveAttribute('data-focus-visible');
    expect(onFocus).toHaveBeenCalled();

    await userEvent.keyboard('{Tab}');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect.element(cancel).toHaveFocus();
    await expect.element(cancel).toHaveAttribute('data-focus-visible', '');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(pay).toHaveAttribute('data-focus-visible', '');
    await expect.element(cancel).not.toHaveAttribute('data-focus-visible');
  });

  it('Button: data-selected follows aria-pressed on a toggle, and a plain button never has it', async () => {
    await render(
      <>
        <Toggle />
        <Button>Add to Cart</Button>
      </>,
    );
    const toggle = page.getByRole('button', { name: 'Pause logos' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle.element()).not.toHaveAttribute('data-selected');
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('data-selected', '');
    await userEvent.keyboard(' ');
    await expect.element(toggle).not.toHaveAttribute('data-selected');

    const plain = page.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(plain);
    expect(plain.element()).not.toHaveAttribute('data-selected');
  });

  it('Button: data-pressed only while being pressed, by the pointer or by Enter and Space, as in React Aria', async () => {
    await render(<Button>Add to Cart</Button>);
    const button = page.getByRole('button', { name: 'Add to Cart' });
    const element = button.element() as HTMLElement;
    const box = element.getBoundingClientRect();
    expect(element).not.toHaveAttribute('data-pressed');

    // Pointer: down presses, up releases; leaving with the button held releases too.
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse', clientX: box.x + 2, clientY: box.y + 2 }));
    await expect.element(button).toHaveAttribute('data-pressed', '');
    element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0, pointerType: 'mouse' }));
    await expect.element(button).not.toHaveAttribute('data-pressed');
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse' }));
    await expect.element(button).toHaveAttribute('data-pressed', '');
    // React's onPointerLeave comes from pointerout to an element outside.
    element.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: document.body }));
    await expect.element(button).not.toHaveAttribute('data-pressed');
    // A right click is not a press.
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 2, pointerType: 'mouse' }));
    expect(element).not.toHaveAttribute('data-pressed');

    // Keyboard: a held Enter (or Space) presses until the key comes up.
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter>}');
    await expect.element(button).toHaveAttribute('data-pressed', '');
    await userEvent.keyboard('{/Enter}');
    await expect.element(button).not.toHaveAttribute('data-pressed');
    // After a full click it is not left pressed.
    await userEvent.click(button);
    await expect.element(button).not.toHaveAttribute('data-pressed');
  });

  it('IconButton: a toggle that is on has data-selected and data-state="on", with hover and keyboard focus', async () => {
    await render(
      <>
        <Button>Before</Button>
        <Heart />
      </>,
    );
    const heart = page.getByRole('button', { name: 'Add to wishlist' });
    await expect.element(heart).toHaveAttribute('data-state', 'off');
    expect(heart.element()).not.toHaveAttribute('data-selected');

    await userEvent.hover(heart);
    await expect.element(heart).toHaveAttribute('data-hovered', '');
    await userEvent.click(heart);
    await expect.element(heart).toHaveAttribute('data-selected', '');
    await expect.element(heart).toHaveAttribute('data-state', 'on');
    // Pressed only while being pressed: the click is over.
    expect(heart.element()).not.toHaveAttribute('data-pressed');
    expect(heart.element()).not.toHaveAttribute('data-focus-visible');

    await userEvent.unhover(heart);
    await expect.element(heart).not.toHaveAttribute('data-hovered');
    await userEvent.click(page.getByRole('button', { name: 'Before' }));
    await expect.element(heart).not.toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Tab}');
    await expect.element(heart).toHaveAttribute('data-focus-visible', '');
    await userEvent.keyboard('{Enter}');
    await expect.element(heart).not.toHaveAttribute('data-selected');
  });

  it('Card: an interactive tile shows hover and the keyboard focus of the link inside it through CSS; a plain card shows neither', async () => {
    await render(
      <ul>
        <Card asChild interactive>
          <li>
            <a href="#laptops">Laptops</a>
          </li>
        </Card>
        <Card asChild>
          <li>
            <a href="#phones">Phones</a>
          </li>
        </Card>
      </ul>,
    );
    const [tile, plain] = [...document.querySelectorAll('[data-slot="card"]')] as HTMLElement[];
    if (!tile || !plain) throw new Error('two cards expected');
    expect(tile).toHaveAttribute('data-interactive');
    expect(plain).not.toHaveAttribute('data-interactive');
    // Card holds no state (it renders in server components): no data-hovered or data-focus-visible.
    const border = (card: HTMLElement) => getComputedStyle(card).borderTopColor;
    const ring = (card: HTMLElement) => getComputedStyle(card).boxShadow;
    const [tileBorder, plainBorder, tileRing] = [border(tile), border(plain), ring(tile)];

    await userEvent.hover(page.getByRole('link', { name: 'Laptops' }));
    // The brand colour (the `brand` role), once the colour transition has run.
    await expect.poll(() => border(tile)).toBe('rgb(29, 79, 216)');
    await userEvent.hover(page.getByRole('link', { name: 'Phones' }));
    await expect.poll(() => border(tile)).toBe(tileBorder);
    expect(border(plain)).toBe(plainBorder);
    expect(tile).not.toHaveAttribute('data-hovered');

    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Laptops' })).toHaveFocus();
    await expect.poll(() => ring(tile)).not.toBe(tileRing);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Phones' })).toHaveFocus();
    await expect.poll(() => ring(tile)).toBe(tileRing);
    expect(ring(plain)).toBe(getComputedStyle(plain).boxShadow);
    expect(tile).not.toHaveAttribute('data-focus-visible');
  });

  it('QuantityStepper: its buttons show hover and keyboard focus, and the root its limit', async () => {
    await render(<Stepper />);
    const stepper = document.querySelector('[data-slot="quantity-stepper"]');
    expect(stepper).toHaveAttribute('data-at-min');
    const increase = page.getByRole('button', { name: 'Increase quantity of Sony WH-1000XM5' });
    await userEvent.hover(increase);
    await expect.element(increase).toHaveAttribute('data-hovered', '');
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(increase).toHaveFocus();
    await expect.element(increase).toHaveAttribute('data-focus-visible', '');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => stepper?.hasAttribute('data-at-min')).toBe(false);
  });

  it('Select: the trigger shows hover and keyboard focus, and Radix data-state when the list opens', async () => {
    await render(
      <Select defaultValue="featured">
        <SelectTrigger aria-label="Sort by">
          <SelectValue />
        </SelectTrigger>
        <SelectContent portal={false}>
          <SelectItem value="featured">Featured</SelectItem>
          <SelectItem value="price-asc">Price: Low to High</SelectItem>
        </SelectContent>
      </Select>,
    );
    const trigger = page.getByRole('combobox', { name: 'Sort by' });
    await userEvent.hover(trigger);
    await expect.element(trigger).toHaveAttribute('data-hovered', '');
    await userEvent.unhover(trigger);
    await expect.element(trigger).not.toHaveAttribute('data-hovered');
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveAttribute('data-focus-visible', '');
    await expect.element(trigger).toHaveAttribute('data-state', 'closed');
    // Open, the list hides the rest of the page from assistive technology, the trigger included.
    const element = trigger.element();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('option', { name: 'Featured' })).toBeVisible();
    expect(element).toHaveAttribute('data-state', 'open');
  });

  it('DropdownMenu and Popover: triggers on the kit Button add hover and keyboard focus to Radix data-state', async () => {
    await render(
      <>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost">Account</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent portal={false}>
            <DropdownMenuItem>My Orders</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">Delivery area</Button>
          </PopoverTrigger>
          <PopoverContent portal={false} aria-label="Delivery area">
            <p>We deliver in South Africa only.</p>
          </PopoverContent>
        </Popover>
      </>,
    );
    const account = page.getByRole('button', { name: 'Account' });
    await userEvent.hover(account);
    await expect.element(account).toHaveAttribute('data-hovered', '');
    await userEvent.keyboard('{Tab}');
    await expect.element(account).toHaveAttribute('data-focus-visible', '');
    await userEvent.keyboard('{Enter}');
    await expect.element(account).toHaveAttribute('data-state', 'open');
    await expect.element(page.getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('data-highlighted', '');
    await userEvent.keyboard('{Escape}');
    await expect.element(account).toHaveAttribute('data-state', 'closed');

    const area = page.getByRole('button', { name: 'Delivery area' });
    await userEvent.keyboard('{Tab}');
    await expect.element(area).toHaveAttribute('data-focus-visible', '');
    await userEvent.keyboard('{Enter}');
    await expect.element(area).toHaveAttribute('data-state', 'open');
  });
});
