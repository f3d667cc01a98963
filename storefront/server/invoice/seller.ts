import { Hono } from 'hono';
import { DEMO_SELLER, sellerSchema, type Seller } from '../../core/contract/invoice';

/**
 * The seller's particulars on every tax invoice, from configuration: `NEXUS_SELLER_NAME`,
 * `NEXUS_SELLER_ADDRESS` (lines separated by `;`) and `NEXUS_SELLER_VAT_NUMBER`. With none set the
 * demo particulars are used and the invoice says so; a partial configuration is refused at start-up,
 * so that no real invoice goes out with demo parts.
 */
export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): Seller {
  const name = env.NEXUS_SELLER_NAME?.trim();
  const address = env.NEXUS_SELLER_ADDRESS?.split(';').map((line) => line.trim()).filter(Boolean);
  const vatNumber = env.NEXUS_SELLER_VAT_NUMBER?.trim();
  if (!name && !address?.length && !vatNumber) return DEMO_SELLER;
  if (!name || !address?.length || !vatNumber) {
    throw new Error('Set all three of NEXUS_SELLER_NAME, NEXUS_SELLER_ADDRESS and NEXUS_SELLER_VAT_NUMBER for the tax invoice, or none for the demo seller.');
  }
  if (!/^4\d{9}$/.test(vatNumber)) throw new Error(`NEXUS_SELLER_VAT_NUMBER must be a South African VAT number (10 digits starting with 4), not '${vatNumber}'.`);
  return sellerSchema.parse({ name, address, vatNumber, demo: false });
}

export function createSellerApi(seller: Seller): Hono {
  const api = new Hono();
  api.get('/seller', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json<Seller>(seller);
  });
  return api;
}
