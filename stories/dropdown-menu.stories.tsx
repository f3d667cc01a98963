import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut } from '../ui-kit/src/icons';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui-kit/src/dropdown-menu';

const onSignOut = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: { modal: false },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Hi, Thandi!</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>thandi@example.co.za</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <a href="#account">Account Settings</a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href="#orders">My Orders</a>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Gift cards (soon)</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  decorators: [(Story) => <div className="min-h-80">{Story()}</div>],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hi, Thandi!' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: 'Gift cards (soon)' })).toHaveAttribute('data-disabled');
  },
};

/** Keyboard: Enter opens on the first item, arrows skip the disabled one, Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Hi, Thandi!' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PickAnAction: Story = {
  play: async ({ canvas, canvasElement }) => {
    onSignOut.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Hi, Thandi!' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Sign Out' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull());
  },
};
