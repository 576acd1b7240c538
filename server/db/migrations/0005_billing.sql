CREATE TYPE "public"."invoice_line_kind" AS ENUM('project', 'add_on', 'storage');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('open', 'issued', 'sent');--> statement-breakpoint
CREATE TYPE "public"."storage_request_email" AS ENUM('not_sent', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "customer_playbooks" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"preferred_software_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"deliverable_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"standards" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" "invoice_line_kind" NOT NULL,
	"project_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"unit_price" numeric(12, 3) NOT NULL,
	"amount" numeric(14, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" "invoice_status" DEFAULT 'open' NOT NULL,
	"total" numeric(14, 3) DEFAULT '0' NOT NULL,
	"issued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_month_check" CHECK ("invoices"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "review_prompts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"postponed_until" timestamp with time zone,
	"last_reviewed_at" timestamp with time zone,
	"not_now_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"customer_id" integer NOT NULL,
	"branch_id" integer,
	"project_id" integer,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_score_check" CHECK ("reviews"."score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "storage_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"used_bytes" numeric(20, 0) NOT NULL,
	"quota_mb" integer NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"requested_by" integer,
	"requested_mb" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" "request_state" DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"email_status" "storage_request_email" DEFAULT 'not_sent' NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_requests_mb_check" CHECK ("storage_requests"."requested_mb" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer_playbooks" ADD CONSTRAINT "customer_playbooks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_playbooks" ADD CONSTRAINT "customer_playbooks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_prompts" ADD CONSTRAINT "review_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_alerts" ADD CONSTRAINT "storage_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_requests" ADD CONSTRAINT "storage_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_requests" ADD CONSTRAINT "storage_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_requests" ADD CONSTRAINT "storage_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_customer_period_idx" ON "invoices" USING btree ("customer_id","year","month");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("year","month","id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "storage_alerts_customer_idx" ON "storage_alerts" USING btree ("customer_id","threshold","id");--> statement-breakpoint
CREATE INDEX "storage_requests_customer_idx" ON "storage_requests" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "storage_requests_state_idx" ON "storage_requests" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_requests_one_pending_idx" ON "storage_requests" USING btree ("customer_id") WHERE "storage_requests"."state" = 'pending';