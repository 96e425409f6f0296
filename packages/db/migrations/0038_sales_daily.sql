CREATE TABLE "booking_sales_daily" (
	"agent_id" uuid NOT NULL,
	"parent_id" uuid,
	"booked_by" uuid,
	"day" date NOT NULL,
	"product" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"sell" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"parent_earning" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_sales_daily_key" UNIQUE NULLS NOT DISTINCT("agent_id","day","product","parent_id","booked_by")
);
--> statement-breakpoint
CREATE INDEX "booking_sales_daily_parent" ON "booking_sales_daily" USING btree ("parent_id","day") WHERE "booking_sales_daily"."parent_id" IS NOT NULL;--> statement-breakpoint
-- Custom (issue 36): the rollup is kept by triggers in the booking's own transaction, so it always
-- equals an aggregation of booking_orders. One order's share: live orders (processing, unpaid,
-- completed) as a booking with their sell value, net cost (agent price) and parent earning; cancelled
-- ones as a cancellation with the fees of their lines; other statuses nothing.
CREATE FUNCTION "booking_sales_daily_add"(o "booking_orders", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	live boolean := o.status IN ('processing', 'unpaid', 'completed');
	fee bigint := 0;
BEGIN
	IF NOT live AND o.status <> 'cancelled' THEN
		RETURN;
	END IF;
	IF NOT live THEN
		SELECT coalesce(sum(l.cancellation_fee), 0) INTO fee FROM "booking_lines" l WHERE l.order_id = o.id;
	END IF;
	INSERT INTO "booking_sales_daily" AS d ("agent_id", "parent_id", "booked_by", "day", "product", "bookings",
		"sell", "net", "parent_earning", "cancelled", "fees")
	VALUES (o.agent_id, o.parent_id, o.booked_by, ((o.created_at AT TIME ZONE 'UTC') + interval '4 hours')::date,
		o.product,
		CASE WHEN live THEN sign ELSE 0 END,
		CASE WHEN live THEN sign * o.total_sell_price::bigint ELSE 0 END,
		CASE WHEN live THEN sign * o.total_agent_price::bigint ELSE 0 END,
		CASE WHEN live THEN sign * o.total_parent_earning::bigint ELSE 0 END,
		CASE WHEN live THEN 0 ELSE sign END,
		sign * fee)
	ON CONFLICT ON CONSTRAINT "booking_sales_daily_key" DO UPDATE SET
		"bookings" = d."bookings" + excluded."bookings",
		"sell" = d."sell" + excluded."sell",
		"net" = d."net" + excluded."net",
		"parent_earning" = d."parent_earning" + excluded."parent_earning",
		"cancelled" = d."cancelled" + excluded."cancelled",
		"fees" = d."fees" + excluded."fees";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "booking_orders_sales_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "booking_sales_daily_add"(OLD, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM "booking_sales_daily_add"(NEW, 1);
	END IF;
	-- The delete's trigger runs BEFORE it: answering OLD lets the delete go on.
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END
$$;
--> statement-breakpoint
-- A line's fee counts while its order is cancelled; the order's own trigger moves the whole sum when
-- its status changes. An order's delete is taken off BEFORE it (its lines still there to sum).
CREATE FUNCTION "booking_lines_sales_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	o "booking_orders";
	delta bigint;
BEGIN
	delta := (CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE coalesce(NEW.cancellation_fee, 0) END)
		- (CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE coalesce(OLD.cancellation_fee, 0) END);
	IF delta = 0 THEN
		RETURN NULL;
	END IF;
	SELECT * INTO o FROM "booking_orders" WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END);
	IF NOT FOUND OR o.status <> 'cancelled' THEN
		RETURN NULL;
	END IF;
	UPDATE "booking_sales_daily" SET "fees" = "fees" + delta
	WHERE "agent_id" = o.agent_id AND "day" = ((o.created_at AT TIME ZONE 'UTC') + interval '4 hours')::date
		AND "product" = o.product AND "parent_id" IS NOT DISTINCT FROM o.parent_id
		AND "booked_by" IS NOT DISTINCT FROM o.booked_by;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_orders_sales_daily_insert" AFTER INSERT ON "booking_orders" FOR EACH ROW EXECUTE FUNCTION "booking_orders_sales_daily"();
--> statement-breakpoint
CREATE TRIGGER "booking_orders_sales_daily_update" AFTER UPDATE ON "booking_orders" FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.agent_id IS DISTINCT FROM NEW.agent_id
		OR OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.booked_by IS DISTINCT FROM NEW.booked_by
		OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.product IS DISTINCT FROM NEW.product
		OR OLD.total_sell_price IS DISTINCT FROM NEW.total_sell_price
		OR OLD.total_agent_price IS DISTINCT FROM NEW.total_agent_price
		OR OLD.total_parent_earning IS DISTINCT FROM NEW.total_parent_earning)
	EXECUTE FUNCTION "booking_orders_sales_daily"();
--> statement-breakpoint
CREATE TRIGGER "booking_orders_sales_daily_delete" BEFORE DELETE ON "booking_orders" FOR EACH ROW EXECUTE FUNCTION "booking_orders_sales_daily"();
--> statement-breakpoint
CREATE TRIGGER "booking_lines_sales_daily" AFTER INSERT OR UPDATE OF "cancellation_fee" OR DELETE ON "booking_lines" FOR EACH ROW EXECUTE FUNCTION "booking_lines_sales_daily"();
--> statement-breakpoint
INSERT INTO "booking_sales_daily" ("agent_id", "parent_id", "booked_by", "day", "product", "bookings", "sell",
	"net", "parent_earning", "cancelled", "fees")
SELECT o.agent_id, o.parent_id, o.booked_by, ((o.created_at AT TIME ZONE 'UTC') + interval '4 hours')::date, o.product,
	count(*) FILTER (WHERE o.status <> 'cancelled'),
	coalesce(sum(o.total_sell_price) FILTER (WHERE o.status <> 'cancelled'), 0),
	coalesce(sum(o.total_agent_price) FILTER (WHERE o.status <> 'cancelled'), 0),
	coalesce(sum(o.total_parent_earning) FILTER (WHERE o.status <> 'cancelled'), 0),
	count(*) FILTER (WHERE o.status = 'cancelled'),
	coalesce(sum(f.fee) FILTER (WHERE o.status = 'cancelled'), 0)
FROM "booking_orders" o
LEFT JOIN (SELECT order_id, sum(cancellation_fee) AS fee FROM "booking_lines" GROUP BY order_id) f ON f.order_id = o.id
WHERE o.status IN ('processing', 'unpaid', 'completed', 'cancelled')
GROUP BY 1, 2, 3, 4, 5;
