CREATE TABLE "stock_levels" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"on_hand" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_on_hand_check" CHECK ("stock_levels"."on_hand" >= 0),
	CONSTRAINT "stock_levels_reserved_check" CHECK ("stock_levels"."reserved" >= 0 and "stock_levels"."reserved" <= "stock_levels"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"on_hand_change" integer NOT NULL,
	"reserved_change" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"reserved_after" integer NOT NULL,
	"order_id" integer,
	"reason" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_kind_check" CHECK ("stock_moves"."kind" in ('seed', 'reserve', 'release', 'sell', 'restock', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "stock_reservations_quantity_check" CHECK ("stock_reservations"."quantity" > 0),
	CONSTRAINT "stock_reservations_state_check" CHECK ("stock_reservations"."state" in ('held', 'released', 'sold', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_moves_product_idx" ON "stock_moves" USING btree ("product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_moves_order_idx" ON "stock_moves" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_product_idx" ON "stock_reservations" USING btree ("product_id","state");