-- The desk at 100 000 orders (issue 26, scripts/bench/desk-orders.ts). pg_trgm ships with PostgreSQL
-- (contrib, a trusted extension: the database's owner may create it) and with embedded-postgres.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_placed_idx";--> statement-breakpoint
DROP INDEX "orders_status_placed_idx";--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);