ALTER TABLE "dd_projects" ADD COLUMN "eligible_page_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dd_projects" ADD COLUMN "eligible_entrance_years" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dd_projects" ADD COLUMN "eligible_student_types" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mob_plans" ADD COLUMN "eligible_page_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mob_plans" ADD COLUMN "eligible_entrance_years" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mob_plans" ADD COLUMN "eligible_student_types" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mob_projects" ADD COLUMN "eligible_page_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mob_projects" ADD COLUMN "eligible_entrance_years" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mob_projects" ADD COLUMN "eligible_student_types" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dd_projects" ADD CONSTRAINT "dd_projects_eligible_page_types" CHECK ("dd_projects"."eligible_page_types" <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]);--> statement-breakpoint
ALTER TABLE "dd_projects" ADD CONSTRAINT "dd_projects_eligible_student_types" CHECK ("dd_projects"."eligible_student_types" <@ array[1, 2, 3, 4]::integer[]);--> statement-breakpoint
ALTER TABLE "mob_plans" ADD CONSTRAINT "mob_plans_eligible_page_types" CHECK ("mob_plans"."eligible_page_types" <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]);--> statement-breakpoint
ALTER TABLE "mob_plans" ADD CONSTRAINT "mob_plans_eligible_student_types" CHECK ("mob_plans"."eligible_student_types" <@ array[1, 2, 3, 4]::integer[]);--> statement-breakpoint
ALTER TABLE "mob_projects" ADD CONSTRAINT "mob_projects_eligible_page_types" CHECK ("mob_projects"."eligible_page_types" <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]);--> statement-breakpoint
ALTER TABLE "mob_projects" ADD CONSTRAINT "mob_projects_eligible_student_types" CHECK ("mob_projects"."eligible_student_types" <@ array[1, 2, 3, 4]::integer[]);