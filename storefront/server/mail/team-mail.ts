import { eq } from 'drizzle-orm';
import { getProduct } from '../../core/catalogue/products';
import { teamPrice } from '../../core/domain/pricing';
import type { Database } from '../db';
import { teamMembers } from '../teams/schema';
import { queueMail } from './outbox';

/**
 * "Team complete! You got 40% discount!" to every member with an address, queued in the transaction
 * of the join that made the team complete. Members who joined before addresses were kept get none.
 */
export async function queueTeamComplete(tx: Pick<Database, 'insert' | 'select' | 'execute'>, team: { id: number; code: string; productId: number }): Promise<number> {
  const product = getProduct(team.productId);
  if (!product) return 0;
  const members = await tx.select({ firstName: teamMembers.firstName, email: teamMembers.email }).from(teamMembers).where(eq(teamMembers.teamId, team.id));
  let queued = 0;
  for (const member of members) {
    if (!member.email) continue;
    const message = { kind: 'team-complete', to: member.email, name: member.firstName, productName: product.name, teamPrice: teamPrice(product.price), teamCode: team.code } as const;
    if (await queueMail(tx, message)) queued += 1;
  }
  return queued;
}
