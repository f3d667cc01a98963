import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { teamMembers, useTeamStore } from '../../storefront/src/stores/team-store';
import { resetStores } from './reset-stores';

function team() {
  return useTeamStore.getState();
}

describe('team store', () => {
  beforeEach(resetStores);

  it('starts every product at 1 of 3 and counts joins per product up to 3', () => {
    expect(teamMembers(team().members, 1)).toBe(1);
    team().join(1);
    expect(teamMembers(team().members, 1)).toBe(2);
    expect(teamMembers(team().members, 2)).toBe(1);
    team().join(1);
    team().join(1);
    team().join(1);
    expect(teamMembers(team().members, 1)).toBe(3);
  });

  it('adds at the normal price until the team is complete, then at the team price', () => {
    expect(team().addToCart(5)).toBe('individual');
    team().join(5);
    expect(team().addToCart(5)).toBe('individual');
    team().join(5);
    expect(team().addToCart(5)).toBe('team');
    expect(useCartStore.getState().items).toEqual([
      { id: 5, quantity: 2, team: false },
      { id: 5, quantity: 1, team: true },
    ]);
  });

  it('reset empties every team', () => {
    team().join(5);
    team().reset();
    expect(team().members).toEqual({});
  });
});
