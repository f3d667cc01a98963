CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"reserved_by" integer,
	"account_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('voucher', 'flash')),
	CONSTRAINT "coupons_state_check" CHECK ("coupons"."state" in ('available', 'reserved', 'redeemed')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0),
	CONSTRAINT "coupons_reserved_check" CHECK (("coupons"."state" = 'available') = ("coupons"."reserved_by" is null))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"scope" text NOT NULL,
	"client_key" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_scope_client_key_pk" PRIMARY KEY("scope","client_key")
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_uid" text,
	"client_address" text NOT NULL,
	"segment" integer NOT NULL,
	"coupon_id" integer,
	"spun_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reserved_by_orders_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_reserved_by_idx" ON "coupons" USING btree ("reserved_by");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_account_unique" ON "wheel_spins" USING btree ("account_uid");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."discount" >= 0 and "orders"."discount" <= "orders"."subtotal");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."shipping" + (case when "orders"."vat_mode" = 'on-top' then "orders"."vat" else 0 end));