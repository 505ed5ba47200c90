CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ex_prefix" text,
	"lang" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"patronymic_name" text DEFAULT '' NOT NULL,
	"position" text NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"field_of_activity" text NOT NULL,
	"unequipped_area" integer DEFAULT 0 NOT NULL,
	"equipped_area" integer DEFAULT 0 NOT NULL,
	"open_area" integer DEFAULT 0 NOT NULL,
	"stand_type" text NOT NULL,
	"extra_wishes" text DEFAULT '' NOT NULL,
	"printed_catalog" text DEFAULT '' NOT NULL,
	"contests" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_info" (
	"ex_type" text PRIMARY KEY NOT NULL,
	"information" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"ex_type" text NOT NULL,
	"contest_url" text NOT NULL,
	"name" jsonb NOT NULL,
	"file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_laureates" (
	"ex_type" text NOT NULL,
	"contest_url" text NOT NULL,
	"year" integer NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"is_redirect_link" boolean DEFAULT false NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	CONSTRAINT "contest_laureates_ex_type_contest_url_year_pk" PRIMARY KEY("ex_type","contest_url","year")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"url" text NOT NULL,
	"ex_type" text NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"name" jsonb NOT NULL,
	"short_text" jsonb NOT NULL,
	"full_text" jsonb NOT NULL,
	CONSTRAINT "contests_ex_type_url_pk" PRIMARY KEY("ex_type","url")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"one_cid" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_favorites" (
	"user_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_favorites_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ex_prefix" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"name" jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"location" jsonb NOT NULL,
	"org_text" jsonb NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibition_registrations" (
	"user_id" uuid NOT NULL,
	"ex_prefix" text NOT NULL,
	"registration_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibition_registrations_user_id_ex_prefix_pk" PRIMARY KEY("user_id","ex_prefix")
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"prefix_contract" text PRIMARY KEY NOT NULL,
	"ex_type" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"registration_available" boolean DEFAULT false NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone NOT NULL,
	"name" jsonb NOT NULL,
	"full_name" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"history_menu" jsonb,
	"previews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos_count" integer DEFAULT 0 NOT NULL,
	"videos_count" integer DEFAULT 0 NOT NULL,
	"press_release_title" jsonb,
	"press_release_text" jsonb
);
--> statement-breakpoint
CREATE TABLE "html_blocks" (
	"ex_type" text NOT NULL,
	"lang" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "html_blocks_ex_type_lang_pk" PRIMARY KEY("ex_type","lang")
);
--> statement-breakpoint
CREATE TABLE "html_pages" (
	"ex_type" text NOT NULL,
	"url" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "html_pages_ex_type_url_pk" PRIMARY KEY("ex_type","url")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"ex_type" text NOT NULL,
	"lang" text NOT NULL,
	"logo" text NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "menus_ex_type_lang_pk" PRIMARY KEY("ex_type","lang")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"ex_type" text NOT NULL,
	"publish_datetime" timestamp with time zone NOT NULL,
	"image" text NOT NULL,
	"preview" text NOT NULL,
	"title" jsonb NOT NULL,
	"announcement" jsonb NOT NULL,
	"image_title" jsonb NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_favorites" (
	"user_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_favorites_user_id_participant_id_pk" PRIMARY KEY("user_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "participant_topics" (
	"participant_id" uuid NOT NULL,
	"topic_cid" text NOT NULL,
	CONSTRAINT "participant_topics_participant_id_topic_cid_pk" PRIMARY KEY("participant_id","topic_cid")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ex_prefix" text NOT NULL,
	"short_title" jsonb NOT NULL,
	"full_title" jsonb NOT NULL,
	"logo_for_ecatalog" text,
	"show_logo_for_ecatalog" boolean DEFAULT false NOT NULL,
	"is_text_bold" boolean DEFAULT false NOT NULL,
	"stands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"text" jsonb NOT NULL,
	"country_cid" text
);
--> statement-breakpoint
CREATE TABLE "partner_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"logo" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"ex_type" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_galleries" (
	"url" text PRIMARY KEY NOT NULL,
	"ex_prefix" text NOT NULL,
	"name" jsonb NOT NULL,
	"date" date NOT NULL,
	"location" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ex_type" text NOT NULL,
	"image" text NOT NULL,
	"name" jsonb NOT NULL,
	"full_name" jsonb NOT NULL,
	"position" jsonb NOT NULL,
	"date" date NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_types" (
	"name" text PRIMARY KEY NOT NULL,
	"main_page_info" jsonb NOT NULL,
	"footer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staffers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ex_type" text NOT NULL,
	"position" integer NOT NULL,
	"photo" text NOT NULL,
	"full_name" jsonb NOT NULL,
	"job_title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_categories" (
	"one_cid" text PRIMARY KEY NOT NULL,
	"ex_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"logo" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"one_cid" text PRIMARY KEY NOT NULL,
	"category_cid" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"patronymic_name" text DEFAULT '' NOT NULL,
	"company" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"referral" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_favorites" ADD CONSTRAINT "event_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_favorites" ADD CONSTRAINT "event_favorites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ex_prefix_exhibitions_prefix_contract_fk" FOREIGN KEY ("ex_prefix") REFERENCES "public"."exhibitions"("prefix_contract") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_registrations" ADD CONSTRAINT "exhibition_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_registrations" ADD CONSTRAINT "exhibition_registrations_ex_prefix_exhibitions_prefix_contract_fk" FOREIGN KEY ("ex_prefix") REFERENCES "public"."exhibitions"("prefix_contract") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_favorites" ADD CONSTRAINT "participant_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_favorites" ADD CONSTRAINT "participant_favorites_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_topics" ADD CONSTRAINT "participant_topics_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_topics" ADD CONSTRAINT "participant_topics_topic_cid_topics_one_cid_fk" FOREIGN KEY ("topic_cid") REFERENCES "public"."topics"("one_cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_ex_prefix_exhibitions_prefix_contract_fk" FOREIGN KEY ("ex_prefix") REFERENCES "public"."exhibitions"("prefix_contract") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_country_cid_countries_one_cid_fk" FOREIGN KEY ("country_cid") REFERENCES "public"."countries"("one_cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD CONSTRAINT "partner_companies_group_id_partner_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."partner_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_galleries" ADD CONSTRAINT "photo_galleries_ex_prefix_exhibitions_prefix_contract_fk" FOREIGN KEY ("ex_prefix") REFERENCES "public"."exhibitions"("prefix_contract") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_category_cid_topic_categories_one_cid_fk" FOREIGN KEY ("category_cid") REFERENCES "public"."topic_categories"("one_cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_ex_prefix_start" ON "events" USING btree ("ex_prefix","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_number" ON "exhibition_registrations" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "exhibitions_type_start" ON "exhibitions" USING btree ("ex_type","date_start");--> statement-breakpoint
CREATE INDEX "news_type_published" ON "news" USING btree ("ex_type","publish_datetime");--> statement-breakpoint
CREATE INDEX "participant_topics_topic" ON "participant_topics" USING btree ("topic_cid");--> statement-breakpoint
CREATE INDEX "participants_ex_prefix" ON "participants" USING btree ("ex_prefix");--> statement-breakpoint
CREATE INDEX "photo_galleries_ex_prefix" ON "photo_galleries" USING btree ("ex_prefix");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "topics_category" ON "topics" USING btree ("category_cid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login" ON "users" USING btree ("login");