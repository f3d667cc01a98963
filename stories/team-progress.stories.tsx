import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamProgress } from '../ui-kit/src/team-progress';

/** A fixed clock, so the time left reads the same in every run and in visual baselines. */
const NOW = Date.UTC(2026, 10, 23, 10, 0);
const HOUR = 3_600_000;

const meta = {
  title: 'Commerce/TeamProgress',
  component: TeamProgress,
  args: { members: 1, size: 3, now: NOW, expiresAt: NOW + 24 * HOUR },
  argTypes: { labelAs: { control: 'inline-radio', options: ['span', 'h2', 'h3', 'h4'] } },
} satisfies Meta<typeof TeamProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustStarted: Story = {
  args: { memberNames: ['Ayanda'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuetext', '1 of 3');
    await expect(canvas.getByText('24 h 0 min left')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Members' })).toHaveTextContent('Ayanda');
  },
};

export const TwoOfThree: Story = {
  args: { members: 2, memberNames: ['Ayanda', 'Pieter'], expiresAt: NOW + 23 * HOUR + 29 * 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('23 h 29 min left')).toBeVisible();
  },
};

/** Full: the bar turns green and the root carries `data-complete`. */
export const Complete: Story = {
  args: { members: 3, memberNames: ['Ayanda', 'Pieter', 'Lerato'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="team-progress"]')).toHaveAttribute('data-complete');
  },
};

export const LastMinutes: Story = { args: { members: 2, expiresAt: NOW + 12 * 60_000 } };

/** Past `expiresAt`: `data-expired` and the expired text instead of a time. */
export const Expired: Story = {
  args: { members: 2, expiresAt: NOW - 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This team has expired.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="team-progress"]')).toHaveAttribute('data-expired');
  },
};

/** Closed by the app's word (its server's clock), though this browser's clock still shows time left. */
export const ClosedByTheApp: Story = {
  args: { members: 2, expired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This team has expired.')).toBeVisible();
  },
};

/** Heading a section of a team page: the label is an h2. */
export const AsSectionHeading: Story = {
  args: { members: 2, labelAs: 'h2', memberNames: ['Ayanda', 'Pieter'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Team members' })).toBeVisible();
  },
};

/** Without an expiry there is no time line: the product dialog before a team exists. */
export const NoExpiry: Story = { args: { members: 1, expiresAt: undefined } };
