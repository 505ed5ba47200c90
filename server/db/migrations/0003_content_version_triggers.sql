-- Content versions that follow the database, not a process: every statement that writes a content table
-- replaces the content_version row (a fresh id and the write's time) in the writer's own transaction, and
-- every statement on the catalogue's tables also replaces catalogue_version. Each server instance compares
-- these rows before serving a cached page or catalogue, so a write through any instance, the seed or an
-- operator's SQL shows on every instance at its next request. Statement-level triggers: a bulk insert
-- costs one upsert, not one per row.
CREATE OR REPLACE FUNCTION "expo_bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "app_settings" ("key", "value")
    VALUES ('content_version', gen_random_uuid()::text || '@' || to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "expo_bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "app_settings" ("key", "value") VALUES ('catalogue_version', gen_random_uuid()::text)
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "app_settings" ("key", "value")
  VALUES ('content_version', gen_random_uuid()::text || '@' || to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "site_types_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_types" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "languages_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "menus_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "html_blocks_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "html_blocks" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "exhibitions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exhibitions" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "topic_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topic_categories" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "topics_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "countries_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "participants_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "participants" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "participant_topics_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "participant_topics" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "events_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "news_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "contests_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contests" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "contest_files_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contest_files" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "contest_laureates_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contest_laureates" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "photo_galleries_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photo_galleries" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "partner_groups_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_groups" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "partner_companies_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_companies" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "reviews_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "contact_info_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_info" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "staffers_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staffers" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "html_pages_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "html_pages" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "participants_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "participants" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "participant_topics_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "participant_topics" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_catalogue_version"();
