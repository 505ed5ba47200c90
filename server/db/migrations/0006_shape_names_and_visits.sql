CREATE TABLE "stand_visits" (
	"user_id" uuid NOT NULL,
	"ex_prefix" text NOT NULL,
	"stand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_visits_user_id_ex_prefix_stand_pk" PRIMARY KEY("user_id","ex_prefix","stand")
);
--> statement-breakpoint
ALTER TABLE "hall_shapes" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "stand_visits" ADD CONSTRAINT "stand_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_visits" ADD CONSTRAINT "stand_visits_ex_prefix_exhibitions_prefix_contract_fk" FOREIGN KEY ("ex_prefix") REFERENCES "public"."exhibitions"("prefix_contract") ON DELETE cascade ON UPDATE no action;