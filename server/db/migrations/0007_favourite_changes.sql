CREATE TABLE "favourite_change_recipients" (
	"user_id" uuid NOT NULL,
	"change_id" integer NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "favourite_change_recipients_user_id_change_id_pk" PRIMARY KEY("user_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ex_prefix" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"name" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_change_recipients" ADD CONSTRAINT "favourite_change_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_change_recipients" ADD CONSTRAINT "favourite_change_recipients_change_id_favourite_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."favourite_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_changes_entity" ON "favourite_changes" USING btree ("entity","entity_id");