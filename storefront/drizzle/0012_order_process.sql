CREATE SEQUENCE "public"."credit_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text DEFAULT 'CN-' || lpad(nextval('credit_note_number_seq')::text, 6, '0') NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"vat" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount" > 0 and "credit_notes"."vat" >= 0 and "credit_notes"."vat" <= "credit_notes"."amount")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"event_id" integer,
	"kind" text NOT NULL,
	"payment_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"gateway_reference" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('requested', 'pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('move', 'late_payment'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_action_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_event_id_order_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."order_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_unique" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_unique" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_reference_unique" ON "refunds" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."state" in ('requested', 'pending');--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_step_check" CHECK (("order_events"."action", "order_events"."from_status", "order_events"."to_status") in (('pay', 'pending', 'paid'), ('fail', 'pending', 'failed'), ('expire', 'pending', 'expired'), ('pack', 'paid', 'packed'), ('ship', 'packed', 'shipped'), ('deliver', 'shipped', 'delivered'), ('cancel', 'paid', 'cancelled'), ('cancel', 'packed', 'cancelled'), ('refund', 'paid', 'paid'), ('refund', 'packed', 'packed'), ('refund', 'shipped', 'shipped'), ('refund', 'delivered', 'delivered'), ('refund', 'return_requested', 'return_requested'), ('request_return', 'delivered', 'return_requested'), ('accept_return', 'return_requested', 'returned'), ('reject_return', 'return_requested', 'delivered')));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_action_check" CHECK ("order_events"."action" in ('pay', 'fail', 'expire', 'pack', 'ship', 'deliver', 'cancel', 'refund', 'request_return', 'accept_return', 'reject_return'));--> statement-breakpoint
-- hand-written:
-- A shopper's return reason is words for the shopper (message); staff's notes stay internal (note).
ALTER TABLE "order_events" DISABLE TRIGGER "order_events_append_only";--> statement-breakpoint
UPDATE "order_events" SET "message" = "note", "note" = NULL WHERE "action" = 'request_return';--> statement-breakpoint
ALTER TABLE "order_events" ENABLE TRIGGER "order_events_append_only";--> statement-breakpoint
-- Refunds made before refunds were records: each move that gave money back, as a refund that succeeded.
INSERT INTO "refunds" ("order_id", "event_id", "kind", "payment_reference", "amount", "state", "idempotency_key", "reason", "gateway_reference", "created_at", "updated_at", "settled_at")
	SELECT e."order_id", e."id", 'move', o."payment_reference", e."amount", 'succeeded', 'refund:' || e."id", 'Order ' || o."order_number" || ': ' || e."action" || ' by ' || e."actor", e."gateway_reference", e."at", e."at", e."at"
	FROM "order_events" e JOIN "orders" o ON o."id" = e."order_id" WHERE e."amount" IS NOT NULL;--> statement-breakpoint
-- Each of those refunds of a paid (invoiced) order gets its credit note, VAT reversed (15/115, half-cents up).
INSERT INTO "credit_notes" ("order_id", "refund_id", "amount", "vat", "issued_at")
	SELECT r."order_id", r."id", r."amount", floor((2 * r."amount" * 15 + 115) / 230.0)::int, r."created_at"
	FROM "refunds" r JOIN "orders" o ON o."id" = r."order_id" WHERE o."paid_at" IS NOT NULL ORDER BY r."id";--> statement-breakpoint
-- On hand means on the shelf: units of paid orders not yet shipped were taken off on hand at payment;
-- they are on the shelf, so they go back on hand, held by their order until it ships.
INSERT INTO "stock_moves" ("product_id", "kind", "on_hand_change", "reserved_change", "on_hand_after", "reserved_after", "order_id", "reason", "actor")
	SELECT r."product_id", 'adjust', r."quantity", r."quantity",
		l."on_hand" + sum(r."quantity") OVER (PARTITION BY r."product_id" ORDER BY r."order_id"),
		l."reserved" + sum(r."quantity") OVER (PARTITION BY r."product_id" ORDER BY r."order_id"),
		r."order_id", 'paid and not yet shipped: held on the shelf until it ships', 'system'
	FROM "stock_reservations" r JOIN "orders" o ON o."id" = r."order_id" JOIN "stock_levels" l ON l."product_id" = r."product_id"
	WHERE r."state" = 'sold' AND o."status" IN ('paid', 'packed');--> statement-breakpoint
UPDATE "stock_levels" l SET "on_hand" = l."on_hand" + held."quantity", "reserved" = l."reserved" + held."quantity", "updated_at" = now()
	FROM (SELECT r."product_id", sum(r."quantity")::int AS "quantity" FROM "stock_reservations" r JOIN "orders" o ON o."id" = r."order_id"
		WHERE r."state" = 'sold' AND o."status" IN ('paid', 'packed') GROUP BY r."product_id") held
	WHERE l."product_id" = held."product_id";--> statement-breakpoint
UPDATE "stock_reservations" r SET "state" = 'held', "updated_at" = now() FROM "orders" o
	WHERE o."id" = r."order_id" AND r."state" = 'sold' AND o."status" IN ('paid', 'packed');
