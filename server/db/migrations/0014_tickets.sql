CREATE SEQUENCE "public"."ticket_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "check_ins" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"scan_id" uuid NOT NULL,
	"ex_prefix" text NOT NULL,
	"ticket_id" bigint NOT NULL,
	"gate" text NOT NULL,
	"staff_user_id" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refused" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_keys" (
	"ex_prefix" text NOT NULL,
	"key_id" integer NOT NULL,
	"public_key" "bytea" NOT NULL,
	"private_key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "ticket_keys_ex_prefix_key_id_pk" PRIMARY KEY("ex_prefix","key_id"),
	CONSTRAINT "ticket_keys_key_id" CHECK ("ticket_keys"."key_id" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "ticket_revocations" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"ex_prefix" text NOT NULL,
	"registration_number" text NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exhibition_registrations" ADD COLUMN "ticket_id" integer DEFAULT nextval('ticket_ids') NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_scan_id" ON "check_ins" USING btree ("scan_id");--> statement-breakpoint
CREATE INDEX "check_ins_ticket" ON "check_ins" USING btree ("ex_prefix","ticket_id");--> statement-breakpoint
CREATE INDEX "check_ins_cursor" ON "check_ins" USING btree ("ex_prefix","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_keys_signing" ON "ticket_keys" USING btree ("ex_prefix") WHERE "ticket_keys"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_revocations_ex_prefix" ON "ticket_revocations" USING btree ("ex_prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_ticket_id" ON "exhibition_registrations" USING btree ("ticket_id");--> statement-breakpoint
-- A registration that goes (an organiser's revocation, or the account's deletion by cascade) leaves its ticket
-- id in the revocation list the gates download, whatever deleted it: the app, an import or an operator's SQL.
CREATE OR REPLACE FUNCTION "expo_revoke_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ticket_revocations" ("ticket_id", "ex_prefix", "registration_number")
    VALUES (OLD."ticket_id", OLD."ex_prefix", OLD."registration_number")
    ON CONFLICT ("ticket_id") DO NOTHING;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "exhibition_registrations_revoke" AFTER DELETE ON "exhibition_registrations"
  FOR EACH ROW EXECUTE FUNCTION "expo_revoke_ticket"();
