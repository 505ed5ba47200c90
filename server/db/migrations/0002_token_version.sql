-- A per-user counter carried in access tokens: raising it refuses every access token issued before
-- (logout, password change). Existing users start at 0, as do the tokens issued before this migration.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;