CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "external_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "external_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "one_cid" text DEFAULT 'X-' || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "external_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_groups" ADD COLUMN "external_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_ex_prefix_external_id" ON "events" USING btree ("ex_prefix","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_ex_type_external_id" ON "news" USING btree ("ex_type","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_ex_prefix_one_cid" ON "participants" USING btree ("ex_prefix","one_cid");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_groups_ex_type_external_id" ON "partner_groups" USING btree ("ex_type","external_id");--> statement-breakpoint
ALTER TABLE "partner_companies" ADD CONSTRAINT "partner_companies_external_id_unique" UNIQUE("external_id");