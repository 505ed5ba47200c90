CREATE TABLE "participant_notes" (
	"user_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "participant_notes_user_id_participant_id_pk" PRIMARY KEY("user_id","participant_id")
);
--> statement-breakpoint
ALTER TABLE "participant_notes" ADD CONSTRAINT "participant_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_notes" ADD CONSTRAINT "participant_notes_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;