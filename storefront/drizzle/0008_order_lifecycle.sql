CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_uid" text,
	"actor_email" text,
	"note" text,
	"carrier" text,
	"tracking_number" text,
	"amount" integer,
	"gateway_reference" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_action_check" CHECK ("order_events"."action" in ('pay', 'fail', 'expire', 'pack', 'ship', 'deliver', 'cancel', 'refund', 'request_return', 'accept_return')),
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor" in ('system', 'merchant', 'shopper')),
	CONSTRAINT "order_events_amount_check" CHECK ("order_events"."amount" is null or "order_events"."amount" > 0),
	CONSTRAINT "order_events_shipped_check" CHECK ("order_events"."to_status" <> 'shipped' or "order_events"."from_status" = 'shipped' or ("order_events"."carrier" is not null and "order_events"."tracking_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded" >= 0 and "orders"."refunded" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'expired', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned'));--> statement-breakpoint
-- Events are history: once written they are never changed or removed.
CREATE FUNCTION "order_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'order_events rows are never changed or removed (%)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_append_only" BEFORE UPDATE OR DELETE ON "order_events" FOR EACH ROW EXECUTE FUNCTION "order_events_append_only"();--> statement-breakpoint
-- Orders settled before events existed get the event their payment would have written.
INSERT INTO "order_events" ("order_id", "action", "from_status", "to_status", "actor", "gateway_reference", "at")
	SELECT "id", 'pay', 'pending', 'paid', 'system', nullif("payment_reference", ''), coalesce("paid_at", "updated_at") FROM "orders" WHERE "status" = 'paid';--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "action", "from_status", "to_status", "actor", "gateway_reference", "note", "at")
	SELECT "id", 'fail', 'pending', 'failed', 'system', nullif("payment_reference", ''), "failure_code", "updated_at" FROM "orders" WHERE "status" = 'failed';--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "action", "from_status", "to_status", "actor", "gateway_reference", "note", "at")
	SELECT "id", 'expire', 'pending', 'expired', 'system', nullif("payment_reference", ''), "failure_code", "updated_at" FROM "orders" WHERE "status" = 'expired';
