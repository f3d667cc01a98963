import { create } from 'zustand';
import { isTeamComplete, joinTeam, TEAM_START } from '../domain/team';
import { useCartStore } from './cart-store';

interface TeamState {
  /** Members per product id; a product with no entry has the shopper alone (1 of 3). */
  members: Record<number, number>;
  /** One more member for this product's team, never more than the team needs. */
  join: (id: number) => void;
  /**
   * Puts the product in the cart: at the team price when its team is complete, otherwise at the
   * normal price. Returns which price it used.
   */
  addToCart: (id: number) => 'team' | 'individual';
  reset: () => void;
}

export function teamMembers(members: Record<number, number>, id: number): number {
  return members[id] ?? TEAM_START;
}

// Team progress is simulated in the browser (spec: no server is involved), so it is not persisted.
export const useTeamStore = create<TeamState>()((set, get) => ({
  members: {},
  join: (id) =>
    set((state) => ({ members: { ...state.members, [id]: joinTeam(teamMembers(state.members, id)) } })),
  addToCart: (id) => {
    const team = isTeamComplete(teamMembers(get().members, id));
    useCartStore.getState().add(id, { team });
    return team ? 'team' : 'individual';
  },
  reset: () => set({ members: {} }),
}));

export function useTeamMembers(id: number): number {
  return useTeamStore((state) => teamMembers(state.members, id));
}
