CREATE TABLE "hall_shapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stand" text,
	"name" text,
	"to_hall" text,
	"points" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ex_prefix" text NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"metres_per_unit" double precision DEFAULT 1 NOT NULL,
	"outline" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hall_shapes" ADD CONSTRAINT "hall_shapes_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_ex_prefix_exhibitions_prefix_contract_fk" FOREIGN KEY ("ex_prefix") REFERENCES "public"."exhibitions"("prefix_contract") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hall_shapes_hall_id" ON "hall_shapes" USING btree ("hall_id");--> statement-breakpoint
CREATE UNIQUE INDEX "halls_ex_prefix_key" ON "halls" USING btree ("ex_prefix","key");--> statement-breakpoint
-- The plans are content like the catalogue they draw (decision 0003's triggers): a write through any
-- instance or the import shows on every instance's next request.
CREATE TRIGGER "halls_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "halls" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "hall_shapes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hall_shapes" FOR EACH STATEMENT EXECUTE FUNCTION "expo_bump_content_version"();
