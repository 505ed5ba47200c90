-- Which exhibitors take part in a session is content like the programme (decision 0003's triggers): a
-- write through any instance or the import gives every instance a new page-cache key at its next request.
CREATE TRIGGER "event_participants_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_participants" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();
