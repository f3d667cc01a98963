import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../ui-kit/src/sheet';

const meta = {
  title: 'Primitives/Sheet',
  component: Sheet,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

function Filters({ side }: { side: 'bottom' | 'right' }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">Filter &amp; sort (1)</Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel="Close filters">
        <SheetHeader>
          <SheetTitle>Filter &amp; sort</SheetTitle>
          <SheetDescription>The results update as you choose.</SheetDescription>
        </SheetHeader>
        <fieldset className="flex flex-col gap-2 px-4 pb-4">
          <legend className="mb-1 text-sm font-semibold">Brand</legend>
          {['Apple', 'Lenovo', 'Samsung'].map((brand) => (
            <label key={brand} className="flex items-center gap-2 text-sm">
              <input type="checkbox" defaultChecked={brand === 'Apple'} className="size-4 accent-brand" />
              {brand}
            </label>
          ))}
        </fieldset>
        <SheetFooter>
          <SheetClose asChild>
            <Button size="lg">Show 6 results</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

/** A phone's filters: the sheet rises from the bottom; focus starts on its close button. */
export const Bottom: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => <Filters side="bottom" />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filter & sort (1)' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Filter & sort' });
    await expect(sheet).toHaveAttribute('data-side', 'bottom');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus());
  },
};

/** Beside a wider page: the same parts from the right edge. Escape closes it and focus goes back. */
export const Right: Story = {
  render: () => <Filters side="right" />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filter & sort (1)' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Filter & sort' });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Left open for the picture.
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Filter & sort' });
  },
};
