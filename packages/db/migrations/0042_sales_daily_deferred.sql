-- The sales rollup's order triggers run at commit (deferred constraint triggers), not at the statement:
-- an order's insert took its summary row's lock before the booking's wallet lock, its capture took the
-- wallet's before the summary row's, and concurrent checkouts of one agency deadlocked on PostgreSQL.
-- At commit the summary row is every transaction's last lock. Each deferred event still carries its own
-- OLD and NEW rows, so the sums are unchanged. The delete trigger stays BEFORE (its lines are gone after)
-- and the lines' fee trigger stays immediate: the booking core sets a line's fee before it cancels the
-- order, so the line's change sees a live order (nothing to add) and the order's deferred change sums
-- the fees of its lines at commit.
DROP TRIGGER "booking_orders_sales_daily_insert" ON "booking_orders";
--> statement-breakpoint
DROP TRIGGER "booking_orders_sales_daily_update" ON "booking_orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_orders_sales_daily_insert" AFTER INSERT ON "booking_orders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_orders_sales_daily"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_orders_sales_daily_update" AFTER UPDATE ON "booking_orders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.agent_id IS DISTINCT FROM NEW.agent_id
		OR OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.booked_by IS DISTINCT FROM NEW.booked_by
		OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.product IS DISTINCT FROM NEW.product
		OR OLD.total_sell_price IS DISTINCT FROM NEW.total_sell_price
		OR OLD.total_agent_price IS DISTINCT FROM NEW.total_agent_price
		OR OLD.total_parent_earning IS DISTINCT FROM NEW.total_parent_earning)
	EXECUTE FUNCTION "booking_orders_sales_daily"();
