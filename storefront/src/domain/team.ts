import { TEAM_SIZE } from './pricing';

/** The shopper is the team's first member. */
export const TEAM_START = 1;
export const TEAM_COMPLETE_MESSAGE = 'Team complete! You got 40% discount!';

/** Team size after one more member joins; never more than the team needs. */
export function joinTeam(members: number): number {
  return Math.min(Math.max(members, TEAM_START) + 1, TEAM_SIZE);
}

export function isTeamComplete(members: number): boolean {
  return members >= TEAM_SIZE;
}
