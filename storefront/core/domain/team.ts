import { MAX_LINE_QUANTITY, TEAM_DISCOUNT, TEAM_SIZE } from './pricing';

/** A team's code, as its share link `/team/:code` carries it: 8 characters of Crockford's base 32. */
export const TEAM_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** The shopper is the team's first member. */
export const TEAM_START = 1;

/** The team discount as shoppers read it: 40 for '40%'. */
export const TEAM_DISCOUNT_PERCENT = Math.round(TEAM_DISCOUNT * 100);

/**
 * The words a shopper reads about the team rule, from the rule itself: the spec's exact 'Team
 * complete! You got 40% discount!' while the discount is 40%. The ui-kit only shows them.
 */
export const TEAM_COMPLETE_MESSAGE = `Team complete! You got ${TEAM_DISCOUNT_PERCENT}% discount!`;
/** Said when a member adds the product at the team price. */
export const TEAM_PRICE_NOTE = `At the team price: ${TEAM_DISCOUNT_PERCENT}% off.`;

/** The message a team's share link is sent with. */
export function teamInviteText(productName: string): string {
  return `Join my team for ${productName} on Nexus: ${TEAM_DISCOUNT_PERCENT}% off once we are ${TEAM_SIZE}.`;
}

/** Team size after one more member joins; never more than the team needs. */
export function joinTeam(members: number): number {
  return Math.min(Math.max(members, TEAM_START) + 1, TEAM_SIZE);
}

/** A team is open for this long after it was started; a complete team's members buy within it too. */
export const TEAM_HOURS = 24;

/**
 * Open (incomplete, unexpired) teams one account may have started at once: enough to buy a few things
 * together, too few to flood the store with share links. Starting again for the same product gives
 * back the open team instead of a new one.
 */
export const MAX_OPEN_TEAMS = 3;

/** Each member buys this many units at the team price, once. */
export const TEAM_UNITS_PER_MEMBER = 1;

/** The most a cart line may hold: one unit at the team price, 99 of anything else. */
export function maxLineQuantity(team: boolean): number {
  return team ? TEAM_UNITS_PER_MEMBER : MAX_LINE_QUANTITY;
}

/** What other members see of an account: the first word of its name, else of its email, else 'Shopper'. */
export function firstNameOf(name: string | null, email: string | null): string {
  const fromName = name?.trim().split(/\s+/)[0];
  if (fromName) return fromName.slice(0, 40);
  const fromEmail = email?.split('@')[0]?.split(/[._+-]/)[0];
  if (fromEmail) return (fromEmail.charAt(0).toUpperCase() + fromEmail.slice(1)).slice(0, 40);
  return 'Shopper';
}
