-- The change log of what visitors can favourite (issue 34), written by row triggers in the transaction of
-- the change itself: an import, the seed or an operator's SQL leave the same trace as the app would. Each
-- entry is addressed to the accounts that have the item as a favourite at that moment; a deleted event's
-- favourites go with it a moment later (ON DELETE CASCADE), so deletions are logged BEFORE the row goes.
-- Times are kept as epoch milliseconds, so the log does not depend on a session's time zone.
CREATE OR REPLACE FUNCTION "expo_log_favourite_change"(
  p_ex_prefix text, p_entity text, p_entity_id text, p_field text, p_name jsonb, p_before jsonb, p_after jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  change_id integer;
BEGIN
  INSERT INTO "favourite_changes" ("ex_prefix", "entity", "entity_id", "field", "name", "before", "after")
    VALUES (p_ex_prefix, p_entity, p_entity_id, p_field, p_name, p_before, p_after)
    RETURNING "id" INTO change_id;
  IF p_entity = 'event' THEN
    INSERT INTO "favourite_change_recipients" ("user_id", "change_id")
      SELECT "user_id", change_id FROM "event_favorites" WHERE "event_id" = p_entity_id::integer;
  ELSE
    INSERT INTO "favourite_change_recipients" ("user_id", "change_id")
      SELECT "user_id", change_id FROM "participant_favorites" WHERE "participant_id" = p_entity_id::uuid;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "expo_event_span"(p_start timestamptz, p_end timestamptz) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('start', floor(extract(epoch FROM p_start) * 1000)::bigint, 'end', floor(extract(epoch FROM p_end) * 1000)::bigint)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "expo_events_change_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "expo_log_favourite_change"(OLD."ex_prefix", 'event', OLD."id"::text, 'cancelled', OLD."name",
      jsonb_build_object('span', "expo_event_span"(OLD."start_at", OLD."end_at"), 'location', OLD."location"), NULL);
    RETURN OLD;
  END IF;
  IF OLD."start_at" IS DISTINCT FROM NEW."start_at" OR OLD."end_at" IS DISTINCT FROM NEW."end_at" THEN
    PERFORM "expo_log_favourite_change"(NEW."ex_prefix", 'event', NEW."id"::text, 'time', NEW."name",
      "expo_event_span"(OLD."start_at", OLD."end_at"), "expo_event_span"(NEW."start_at", NEW."end_at"));
  END IF;
  IF OLD."location" IS DISTINCT FROM NEW."location" THEN
    PERFORM "expo_log_favourite_change"(NEW."ex_prefix", 'event', NEW."id"::text, 'location', NEW."name", OLD."location", NEW."location");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "expo_participants_change_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "expo_log_favourite_change"(OLD."ex_prefix", 'participant', OLD."id"::text, 'removed', OLD."short_title", OLD."stands", NULL);
    RETURN OLD;
  END IF;
  IF OLD."stands" IS DISTINCT FROM NEW."stands" THEN
    PERFORM "expo_log_favourite_change"(NEW."ex_prefix", 'participant', NEW."id"::text, 'stands', NEW."short_title", OLD."stands", NEW."stands");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_change_log_update" AFTER UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION "expo_events_change_log"();--> statement-breakpoint
CREATE TRIGGER "events_change_log_delete" BEFORE DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "expo_events_change_log"();--> statement-breakpoint
CREATE TRIGGER "participants_change_log_update" AFTER UPDATE ON "participants" FOR EACH ROW EXECUTE FUNCTION "expo_participants_change_log"();--> statement-breakpoint
CREATE TRIGGER "participants_change_log_delete" BEFORE DELETE ON "participants" FOR EACH ROW EXECUTE FUNCTION "expo_participants_change_log"();
