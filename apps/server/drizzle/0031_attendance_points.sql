CREATE TABLE "attendance_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"present_points" smallint NOT NULL,
	"late_points" smallint NOT NULL,
	"left_early_points" smallint NOT NULL,
	"personal_leave_points" smallint NOT NULL,
	"sick_leave_points" smallint NOT NULL,
	"official_leave_points" smallint NOT NULL,
	"absent_points" smallint NOT NULL,
	"max_points" smallint NOT NULL,
	"threshold" smallint NOT NULL,
	"min_sessions" smallint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_one_row" CHECK ("attendance_settings"."id" = 1),
	CONSTRAINT "attendance_settings_max" CHECK ("attendance_settings"."max_points" between 1 and 100),
	CONSTRAINT "attendance_settings_points" CHECK (least("attendance_settings"."present_points", "attendance_settings"."late_points", "attendance_settings"."left_early_points", "attendance_settings"."personal_leave_points", "attendance_settings"."sick_leave_points", "attendance_settings"."official_leave_points", "attendance_settings"."absent_points") >= 0
    and greatest("attendance_settings"."present_points", "attendance_settings"."late_points", "attendance_settings"."left_early_points", "attendance_settings"."personal_leave_points", "attendance_settings"."sick_leave_points", "attendance_settings"."official_leave_points", "attendance_settings"."absent_points") <= "attendance_settings"."max_points"),
	CONSTRAINT "attendance_settings_threshold" CHECK ("attendance_settings"."threshold" between 1 and 100),
	CONSTRAINT "attendance_settings_min_sessions" CHECK ("attendance_settings"."min_sessions" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;