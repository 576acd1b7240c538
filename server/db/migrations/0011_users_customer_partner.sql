-- ADR 0265: the partner of a user's customer, on the user, so a partner's user scope is an index range.
-- Kept by the triggers below, never by the app: set on insert and on a change of customer_id, and
-- carried to the customer's users when a customer's partner changes.
ALTER TABLE "users" ADD COLUMN "customer_partner_id" integer;--> statement-breakpoint
UPDATE "users" SET "customer_partner_id" = "customers"."partner_id" FROM "customers" WHERE "customers"."id" = "users"."customer_id" AND "customers"."partner_id" IS NOT NULL;--> statement-breakpoint
-- FOR SHARE waits for a transaction changing the customer's partner and then reads the partner it
-- committed (and holds that change off until this one commits, when its update of the customer's
-- users sees this row): without it a user written beside such a change could keep the old partner.
CREATE FUNCTION "users_set_customer_partner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.customer_id IS NULL THEN
    NEW.customer_partner_id := NULL;
  ELSE
    NEW.customer_partner_id := (SELECT c.partner_id FROM customers c WHERE c.id = NEW.customer_id FOR SHARE);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_customer_partner" BEFORE INSERT OR UPDATE OF "customer_id", "customer_partner_id" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_set_customer_partner"();--> statement-breakpoint
CREATE FUNCTION "customers_carry_partner_to_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET customer_partner_id = NEW.partner_id WHERE customer_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_partner_to_users" AFTER UPDATE OF "partner_id" ON "customers" FOR EACH ROW WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id") EXECUTE FUNCTION "customers_carry_partner_to_users"();--> statement-breakpoint
CREATE INDEX "users_customer_partner_name_idx" ON "users" USING btree ("customer_partner_id",lower("name"),"id");--> statement-breakpoint
-- Statistics for the new column now, not at autovacuum's next turn: without them the planner takes a
-- partner's share of the users for 0.5% and sorts a deep page instead of walking the name index.
ANALYZE "users";
