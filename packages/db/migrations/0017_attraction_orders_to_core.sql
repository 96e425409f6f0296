-- Attraction orders move onto the booking core (guide 4a, docs/decisions/0007-booking-core.md):
-- every order of attraction_orders and its lines are carried into booking_orders, booking_lines and
-- attraction_booking_lines with the same ids (payments, tickets, earnings, idempotent answers and
-- public links keep pointing at them), a timeline event each, and their open card payments are
-- handed to the core's settler (purpose 'booking'). The old tables stay, read by nothing, as history.
-- Safe to run again: rows already carried are skipped.
INSERT INTO "booking_orders" (
  "id", "product", "reference_number", "agent_id", "parent_id", "agent_reference_number",
  "agent_reference_key", "status", "payment_method", "paid_with", "lead_name", "lead_email",
  "lead_phone", "currency", "total_net", "total_agent_price", "total_sell_price", "total_vat",
  "total_parent_earning", "card_fee", "wallet_hold_id", "payment_id", "hold_expires_at", "paid_at",
  "service_date", "search_text", "title", "created_at", "updated_at", "completed_at", "cancelled_at"
)
SELECT
  o."id", 'attraction', o."reference_number", o."agent_id", o."parent_id", o."agent_reference_number",
  CASE
    WHEN o."status" = 'discarded' THEN NULL
    WHEN EXISTS (
      SELECT 1 FROM "booking_orders" b
      WHERE b."agent_id" = o."agent_id" AND b."agent_reference_key" = o."agent_reference_key"
    ) THEN NULL
    ELSE o."agent_reference_key"
  END,
  o."status", o."payment_method",
  CASE WHEN o."status" IN ('completed', 'cancelled') THEN o."payment_method" END,
  o."lead_name", o."lead_email", o."lead_phone", o."currency", o."total_net", o."total_agent_price",
  o."total_sell_price", o."total_vat", o."total_parent_earning", o."card_fee", o."wallet_hold_id",
  o."payment_id", o."hold_expires_at",
  CASE WHEN o."status" IN ('completed', 'cancelled') THEN coalesce(o."completed_at", o."updated_at") END,
  coalesce((SELECT min(l."service_date") FROM "attraction_order_lines" l WHERE l."order_id" = o."id"), o."created_at"::date),
  lower(o."lead_name" || ' ' || o."lead_email" || ' ' || coalesce((
    SELECT string_agg(a."title", ' ' ORDER BY l."line_no") FROM "attraction_order_lines" l
    JOIN "attractions" a ON a."id" = l."attraction_id" WHERE l."order_id" = o."id"), '')),
  coalesce((
    SELECT string_agg(a."title" || ' - ' || ac."name", ', ' ORDER BY l."line_no") FROM "attraction_order_lines" l
    JOIN "attractions" a ON a."id" = l."attraction_id"
    JOIN "attraction_activities" ac ON ac."id" = l."activity_id" WHERE l."order_id" = o."id"), ''),
  o."created_at", o."updated_at", o."completed_at",
  CASE WHEN o."status" = 'cancelled' THEN o."updated_at" END
FROM "attraction_orders" o
WHERE NOT EXISTS (SELECT 1 FROM "booking_orders" b WHERE b."id" = o."id");
--> statement-breakpoint
INSERT INTO "booking_lines" (
  "id", "order_id", "line_no", "product", "description", "service_date", "supplier_code", "net",
  "company_markup", "sub_agent_markup", "vat", "client_markup", "agent_price", "sell_price",
  "parent_earning", "breakdown", "cancellation_policy", "status", "status_reason",
  "supplier_reference", "confirmation_number", "cancellation_fee", "refund_amount", "cancelled_at",
  "created_at", "updated_at"
)
SELECT
  l."id", l."order_id", l."line_no", 'attraction', a."title" || ' - ' || ac."name", l."service_date",
  CASE WHEN l."is_api_connected" THEN l."supplier_code" END,
  l."net", l."company_markup", l."sub_agent_markup", l."vat", l."client_markup", l."agent_price",
  l."sell_price", l."parent_earning",
  jsonb_build_object(
    'net', l."net", 'companyMarkup', l."company_markup", 'subAgentMarkup', l."sub_agent_markup",
    'vat', l."vat", 'promo', l."promo", 'clientMarkup', l."client_markup", 'agentPrice', l."agent_price",
    'sellPrice', l."sell_price", 'usesInventory', l."uses_inventory",
    'bookWithSupplier', l."is_api_connected", 'carriedFrom', 'attraction_order_lines'
  ),
  CASE
    WHEN a."cancellation_type" = 'non-refundable' THEN
      jsonb_build_array(jsonb_build_object('from', to_char(l."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'fee', l."agent_price"))
    ELSE jsonb_build_array(
      jsonb_build_object(
        'from', to_char(l."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'fee', CASE
          WHEN a."cancellation_type" = 'free' THEN 0
          WHEN a."cancellation_fee_type" = 'flat' THEN least(coalesce(a."cancellation_fee", 0)::integer, l."agent_price")
          ELSE least(round(l."agent_price" * coalesce(a."cancellation_fee", 0) / 100.0)::integer, l."agent_price")
        END),
      jsonb_build_object(
        'from', to_char(
          (((l."service_date"::text || ' ' || coalesce(l."slot"->>'startTime', '00:00'))::timestamp AT TIME ZONE 'Asia/Dubai')
            - make_interval(hours => a."cancel_before_hours") + interval '1 millisecond')
          AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'fee', l."agent_price"))
  END,
  l."status", l."status_reason", l."supplier_reference", l."confirmation_number",
  l."cancellation_fee", l."refund_amount", l."cancelled_at", l."created_at", l."updated_at"
FROM "attraction_order_lines" l
JOIN "attractions" a ON a."id" = l."attraction_id"
JOIN "attraction_activities" ac ON ac."id" = l."activity_id"
WHERE NOT EXISTS (SELECT 1 FROM "booking_lines" b WHERE b."id" = l."id");
--> statement-breakpoint
INSERT INTO "attraction_booking_lines" (
  "line_id", "order_id", "attraction_id", "activity_id", "booking_type", "is_api_connected",
  "uses_inventory", "product_code", "slot", "adults", "children", "infants", "hours", "transfer_type",
  "is_promo_added", "vehicle_plan", "priced_lines", "promo", "policy", "lead_country"
)
SELECT
  l."id", l."order_id", l."attraction_id", l."activity_id", l."booking_type", l."is_api_connected",
  l."uses_inventory", l."product_code", l."slot", l."adults", l."children", l."infants", l."hours",
  l."transfer_type", l."is_promo_added", l."vehicle_plan", l."priced_lines", l."promo",
  CASE a."cancellation_type"
    WHEN 'non-refundable' THEN jsonb_build_object('type', 'non-refundable')
    WHEN 'free' THEN jsonb_build_object('type', 'free', 'hoursBefore', a."cancel_before_hours")
    ELSE jsonb_build_object('type', 'fee', 'hoursBefore', a."cancel_before_hours",
      'feeType', coalesce(a."cancellation_fee_type", 'percentage'),
      'feeValue', coalesce(a."cancellation_fee", 0))
  END,
  o."lead_country"
FROM "attraction_order_lines" l
JOIN "attraction_orders" o ON o."id" = l."order_id"
JOIN "attractions" a ON a."id" = l."attraction_id"
WHERE NOT EXISTS (SELECT 1 FROM "attraction_booking_lines" d WHERE d."line_id" = l."id");
--> statement-breakpoint
INSERT INTO "booking_events" ("order_id", "status", "note", "actor", "at")
SELECT o."id", o."status", 'Carried over from attraction_orders', 'system', o."updated_at"
FROM "attraction_orders" o
WHERE NOT EXISTS (
  SELECT 1 FROM "booking_events" e WHERE e."order_id" = o."id" AND e."note" = 'Carried over from attraction_orders'
);
--> statement-breakpoint
UPDATE "payments" SET "purpose" = 'booking'
WHERE "purpose" = 'order' AND "reference" IN (SELECT "id"::text FROM "attraction_orders");
