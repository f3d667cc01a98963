CREATE TABLE "rate_limiter_points" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_device_unique" ON "wheel_spins" USING btree ("device_id");--> statement-breakpoint
-- No card number is kept anywhere (issue 25): the local card form's payment method ids named the whole
-- number; keep its last four digits, exactly as storefront/core/card/test-payment-method.ts redacts them.
UPDATE "orders" SET "fingerprint" = regexp_replace("fingerprint", 'pm_test_[0-9]{8,15}([0-9]{4})', 'pm_test_last4_\1', 'g') WHERE "fingerprint" ~ 'pm_test_[0-9]{12}';--> statement-breakpoint
UPDATE "test_payment_intents" SET "fingerprint" = regexp_replace("fingerprint", 'pm_test_[0-9]{8,15}([0-9]{4})', 'pm_test_last4_\1', 'g') WHERE "fingerprint" ~ 'pm_test_[0-9]{12}';
