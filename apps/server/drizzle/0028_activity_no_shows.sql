CREATE TABLE "career_activity_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"no_show_limit" integer DEFAULT 0 NOT NULL,
	"block_days" integer DEFAULT 30 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_activity_settings_one_row" CHECK ("career_activity_settings"."id" = 1),
	CONSTRAINT "career_activity_settings_values" CHECK ("career_activity_settings"."no_show_limit" between 0 and 20 and "career_activity_settings"."block_days" between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "career_activity_signups" ADD COLUMN "excused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_activity_signups" ADD COLUMN "excused_by" integer;--> statement-breakpoint
ALTER TABLE "career_activity_signups" ADD COLUMN "excuse_reason" text;--> statement-breakpoint
ALTER TABLE "career_activity_settings" ADD CONSTRAINT "career_activity_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_activity_signups" ADD CONSTRAINT "career_activity_signups_excused_by_users_id_fk" FOREIGN KEY ("excused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_activity_signups" ADD CONSTRAINT "career_activity_signups_excuse" CHECK (("career_activity_signups"."excused_at" is null) = ("career_activity_signups"."excuse_reason" is null) and ("career_activity_signups"."excused_at" is null or "career_activity_signups"."status" = 1));