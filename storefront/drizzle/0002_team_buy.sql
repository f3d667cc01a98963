CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"account_uid" text NOT NULL,
	"first_name" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	CONSTRAINT "team_members_team_id_account_uid_pk" PRIMARY KEY("team_id","account_uid")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"member_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "teams_member_count_check" CHECK ("teams"."member_count" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "team_code" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_account_idx" ON "team_members" USING btree ("account_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_code_unique" ON "teams" USING btree ("code");