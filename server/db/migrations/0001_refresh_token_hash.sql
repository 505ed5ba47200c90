-- Refresh tokens are kept as SHA-256 hashes. Tokens issued before this migration were the row id itself,
-- so their hash is filled in from the id and the sessions they carry keep working.
ALTER TABLE "refresh_tokens" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "refresh_tokens" SET "token_hash" = encode(sha256(convert_to("id"::text, 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");
