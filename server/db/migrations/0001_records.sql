CREATE TABLE "customer_added_services" (
	"customer_id" integer NOT NULL,
	"added_service_id" integer NOT NULL,
	"price" numeric(12, 3) NOT NULL,
	CONSTRAINT "customer_added_services_customer_id_added_service_id_pk" PRIMARY KEY("customer_id","added_service_id")
);
--> statement-breakpoint
CREATE TABLE "customer_services" (
	"customer_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"price" numeric(12, 3) NOT NULL,
	CONSTRAINT "customer_services_customer_id_service_id_pk" PRIMARY KEY("customer_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "email_cc" (
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_cc_customer_id_user_id_pk" PRIMARY KEY("customer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "partner_added_services" (
	"partner_id" integer NOT NULL,
	"added_service_id" integer NOT NULL,
	"price" numeric(12, 3) NOT NULL,
	CONSTRAINT "partner_added_services_partner_id_added_service_id_pk" PRIMARY KEY("partner_id","added_service_id")
);
--> statement-breakpoint
CREATE TABLE "partner_service_prices" (
	"partner_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"software_id" integer NOT NULL,
	"price" numeric(12, 3) NOT NULL,
	CONSTRAINT "partner_service_prices_partner_id_service_id_software_id_pk" PRIMARY KEY("partner_id","service_id","software_id")
);
--> statement-breakpoint
CREATE TABLE "record_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"partner_id" integer,
	"agent_id" integer,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_files_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "record_files_one_owner" CHECK (num_nonnulls("record_files"."customer_id", "record_files"."partner_id", "record_files"."agent_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "service_softwares" (
	"service_id" integer NOT NULL,
	"software_id" integer NOT NULL,
	CONSTRAINT "service_softwares_service_id_software_id_pk" PRIMARY KEY("service_id","software_id")
);
--> statement-breakpoint
ALTER TABLE "added_services" ALTER COLUMN "price" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "added_services" ALTER COLUMN "price" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "price" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "price" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "added_services" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "added_services" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "scope_of_work" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "softwares" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "softwares" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "customer_added_services" ADD CONSTRAINT "customer_added_services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_added_services" ADD CONSTRAINT "customer_added_services_added_service_id_added_services_id_fk" FOREIGN KEY ("added_service_id") REFERENCES "public"."added_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_cc" ADD CONSTRAINT "email_cc_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_cc" ADD CONSTRAINT "email_cc_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_added_services" ADD CONSTRAINT "partner_added_services_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_added_services" ADD CONSTRAINT "partner_added_services_added_service_id_added_services_id_fk" FOREIGN KEY ("added_service_id") REFERENCES "public"."added_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_service_prices" ADD CONSTRAINT "partner_service_prices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_service_prices" ADD CONSTRAINT "partner_service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_service_prices" ADD CONSTRAINT "partner_service_prices_software_id_softwares_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."softwares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_softwares" ADD CONSTRAINT "service_softwares_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_softwares" ADD CONSTRAINT "service_softwares_software_id_softwares_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."softwares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_files_customer_idx" ON "record_files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "record_files_partner_idx" ON "record_files" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "record_files_agent_idx" ON "record_files" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "added_services" ADD CONSTRAINT "added_services_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "softwares" ADD CONSTRAINT "softwares_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;