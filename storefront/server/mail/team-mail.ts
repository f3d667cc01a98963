import { eq, sql } from 'drizzle-orm';
import { teamPrice } from '../../core/domain/pricing';
import type { Database } from '../db';
import { teamMembers } from '../teams/schema';
import { queueMail } from './outbox';

/**
 * "Team complete! You got 40% discount!" to every member with an address, queued in the transaction
 * of the join that made the team complete. Members who joined before addresses were kept get none.
 */
export async function queueTeamComplete(tx: Pick<Database, 'insert' | 'select' | 'execute'>, team: { id: number; code: string; productId: number }): Promise<number> {
  // The team price comes from the price the team started at (the catalogue's now for older teams).
  const found = await tx.execute<{ name: string; price: number | null }>(sql`
    select p.name, coalesce(t.price, (
      select x.amount from catalogue_prices x join catalogue_variants v on v.id = x.variant_id
      where v.product_id = p.id and (x.starts_at is null or x.starts_at <= now()) and (x.ends_at is null or x.ends_at > now())
      order by v.position, v.id, x.starts_at desc nulls last, x.id desc limit 1)) as price
    from teams t join catalogue_products p on p.id = t.product_id where t.id = ${team.id}`);
  const product = found.rows[0];
  if (!product || product.price === null) return 0;
  const members = await tx.select({ firstName: teamMembers.firstName, email: teamMembers.email }).from(teamMembers).where(eq(teamMembers.teamId, team.id));
  let queued = 0;
  for (const member of members) {
    if (!member.email) continue;
    const message = { kind: 'team-complete', to: member.email, name: member.firstName, productName: product.name, teamPrice: teamPrice(product.price), teamCode: team.code } as const;
    if (await queueMail(tx, message)) queued += 1;
  }
  return queued;
}
