import { describe, expect, it } from 'vitest';
import {
  TEAM_COMPLETE_MESSAGE,
  TEAM_DISCOUNT,
  TEAM_DISCOUNT_PERCENT,
  TEAM_PRICE_NOTE,
  TEAM_SIZE,
  TEAM_START,
  greetingName,
  joinTeam,
  teamInviteText,
} from '../../storefront/core/domain';

describe('team buy', () => {
  it('starts at 1 of 3 and fills up to 3', () => {
    expect(TEAM_START).toBe(1);
    expect(joinTeam(TEAM_START)).toBe(2);
    expect(joinTeam(2)).toBe(3);
    expect(joinTeam(3)).toBe(3);
    expect(joinTeam(0)).toBe(2);
  });

  it('says so when complete', () => {
    expect(TEAM_COMPLETE_MESSAGE).toBe('Team complete! You got 40% discount!');
  });

  it('words the team rule from the rule itself, as the spec says it', () => {
    expect(TEAM_DISCOUNT_PERCENT).toBe(Math.round(TEAM_DISCOUNT * 100));
    expect(TEAM_PRICE_NOTE).toBe('At the team price: 40% off.');
    expect(teamInviteText('Google Pixel 8')).toBe(`Join my team for Google Pixel 8 on Nexus: 40% off once we are ${TEAM_SIZE}.`);
  });
});

describe('greetingName', () => {
  it.each([
    ['Thandi Nkosi', 'Thandi'],
    ['  Pieter   van der Merwe ', 'Pieter'],
    ['Aisha', 'Aisha'],
    ['', 'Friend'],
    ['   ', 'Friend'],
    [null, 'Friend'],
    [undefined, 'Friend'],
  ])('greets %j as %s', (displayName, expected) => {
    expect(greetingName(displayName)).toBe(expected);
  });
});
