ALTER TABLE "selection_choices" ADD COLUMN "teacher_rank" smallint;--> statement-breakpoint
ALTER TABLE "selection_choices" ADD COLUMN "unplaced_by_matching" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "selection_choices_teacher_rank" ON "selection_choices" USING btree ("teacher_id","teacher_rank") WHERE "selection_choices"."teacher_rank" is not null;--> statement-breakpoint
ALTER TABLE "selection_choices" ADD CONSTRAINT "selection_choices_teacher_rank_positive" CHECK ("selection_choices"."teacher_rank" is null or "selection_choices"."teacher_rank" >= 1);--> statement-breakpoint
ALTER TABLE "selection_choices" ADD CONSTRAINT "selection_choices_unplaced" CHECK (not "selection_choices"."unplaced_by_matching" or "selection_choices"."status" = 5);