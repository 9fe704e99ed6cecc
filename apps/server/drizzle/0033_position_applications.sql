CREATE TABLE "career_position_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"resume_id" integer NOT NULL,
	"resume_kind" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_position_applications_status" CHECK ("career_position_applications"."status" in ('submitted', 'sent_to_employer', 'interview', 'offer', 'declined')),
	CONSTRAINT "career_position_applications_kind" CHECK ("career_position_applications"."resume_kind" in (1, 2, 4)),
	CONSTRAINT "career_position_applications_note" CHECK (char_length("career_position_applications"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "career_position_applications" ADD CONSTRAINT "career_position_applications_position_id_career_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."career_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_position_applications" ADD CONSTRAINT "career_position_applications_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_position_applications" ADD CONSTRAINT "career_position_applications_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_position_applications_once" ON "career_position_applications" USING btree ("position_id","student_id");--> statement-breakpoint
CREATE INDEX "career_position_applications_student_idx" ON "career_position_applications" USING btree ("student_id","created_at");