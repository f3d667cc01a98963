CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_refunds_amount_check" CHECK ("test_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_message" text;--> statement-breakpoint
CREATE INDEX "test_refunds_payment_idx" ON "test_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_pending_placed_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'expired'));