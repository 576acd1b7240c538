DROP INDEX "customers_name_order_idx";--> statement-breakpoint
DROP INDEX "users_name_order_idx";--> statement-breakpoint
DROP INDEX "users_customer_partner_name_idx";--> statement-breakpoint
CREATE INDEX "customers_name_order_idx" ON "customers" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "users_customer_partner_name_idx" ON "users" USING btree ("customer_partner_id",lower("name"),"id","name");