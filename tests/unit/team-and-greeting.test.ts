import { describe, expect, it } from 'vitest';
import { TEAM_COMPLETE_MESSAGE, TEAM_START, greetingName, joinTeam } from '../../storefront/src/domain';

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
