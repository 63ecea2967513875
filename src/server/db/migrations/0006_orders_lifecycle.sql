CREATE TABLE "logistics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"product_ids" integer[] NOT NULL,
	"product_status" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"proof" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"merchant_note" text,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_type_check" CHECK ("refunds"."type" in ('refund', 'return')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('applying', 'in_progress', 'refunded', 'refused', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "logistics_company" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_before_after_sale" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" numeric(18, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "logistics_events" ADD CONSTRAINT "logistics_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_events_order_idx" ON "logistics_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_shop_status_idx" ON "refunds" USING btree ("shop_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_per_order_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('applying', 'in_progress');--> statement-breakpoint
CREATE INDEX "orders_status_timers_idx" ON "orders" USING btree ("status","created_at");