ALTER TABLE "orders" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "province" text;