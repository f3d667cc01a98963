import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '../../ui-kit/src/sheet';

function Panel({ side }: { side?: 'bottom' | 'right' }) {
  return (
    <SheetContent side={side} closeLabel="Close filters">
      <SheetHeader>
        <SheetTitle>Filter &amp; sort</SheetTitle>
        <SheetDescription>The results update as you choose.</SheetDescription>
      </SheetHeader>
      <label>
        Max price
        <input type="number" />
      </label>
      <SheetFooter>
        <SheetClose>Show 6 results</SheetClose>
      </SheetFooter>
    </SheetContent>
  );
}

/** A sheet opened by a button of the page's own, as a lazily loaded sheet is. */
function Controlled() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filter &amp; sort (2)
      </button>
      <Sheet open={open} onOpenChange={setOpen}>
        <Panel />
      </Sheet>
    </>
  );
}

const sheet = () => page.getByRole('dialog', { name: 'Filter & sort' });

describe('Sheet', () => {
  it('moves focus in, keeps it there, and gives it back to the trigger on Escape', async () => {
    await render(
      <>
        <button type="button">Before</button>
        <Sheet>
          <SheetTrigger>Filter &amp; sort</SheetTrigger>
          <Panel />
        </Sheet>
      </>,
    );
    const trigger = page.getByRole('button', { name: 'Filter & sort' });
    await trigger.click();
    await expect.element(sheet()).toBeVisible();
    await expect.element(sheet()).toHaveAttribute('data-side', 'bottom');
    await expect.element(sheet()).toHaveAccessibleDescription('The results update as you choose.');
    await expect.element(page.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    for (let step = 0; step < 5; step += 1) {
      await userEvent.keyboard('{Tab}');
      expect(sheet().element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}');
    expect(sheet().element().contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.element(sheet()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('data-state', 'closed');
  });

  it('returns focus to a button of the page that opened it, closed by SheetClose or the X', async () => {
    await render(<Controlled />);
    const opener = page.getByRole('button', { name: 'Filter & sort (2)' });
    await opener.click();
    await sheet().getByRole('button', { name: 'Show 6 results' }).click();
    await expect.element(sheet()).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();

    await opener.click();
    await sheet().getByRole('button', { name: 'Close filters' }).click();
    await expect.element(sheet()).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('slides in from the right when asked, over a backdrop, above the page', async () => {
    await render(
      <Sheet defaultOpen>
        <Panel side="right" />
      </Sheet>,
    );
    await expect.element(sheet()).toHaveAttribute('data-side', 'right');
    await expect.poll(() => sheet().element().getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0);
    expect(document.querySelector('[data-slot="sheet-overlay"]')).not.toBeNull();
  });
});
