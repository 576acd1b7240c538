CREATE TABLE "due_reminders" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_reminders_project_id_user_id_due_date_pk" PRIMARY KEY("project_id","user_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "due_reminder_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "due_reminders" ADD CONSTRAINT "due_reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_reminders" ADD CONSTRAINT "due_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_reminders_due_idx" ON "due_reminders" USING btree ("due_date");