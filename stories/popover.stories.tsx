import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { Input } from '../ui-kit/src/field';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../ui-kit/src/popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Delivery area</Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-labelledby="delivery-heading" className="flex flex-col gap-3">
        <h2 id="delivery-heading" className="font-semibold">
          Where should we deliver?
        </h2>
        <Input label="Postal code" inputMode="numeric" autoComplete="postal-code" />
        <PopoverClose asChild>
          <Button size="sm">Save</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
  decorators: [(Story) => <div className="min-h-72">{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Where should we deliver?' });
    await expect(within(dialog).getByRole('textbox', { name: 'Postal code' })).toBeVisible();
  },
};

/** Focus moves into the panel; Escape closes it and returns focus to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delivery area' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};
