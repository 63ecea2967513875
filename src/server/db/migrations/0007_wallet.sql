CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"token" text,
	"address" text NOT NULL,
	"holder" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_kind_check" CHECK ("deposit_channels"."kind" in ('chain', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"network" text,
	"address" text,
	"evidence" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharges_amount_check" CHECK ("recharges"."amount" > 0),
	CONSTRAINT "recharges_method_check" CHECK ("recharges"."method" in ('manual', 'chain')),
	CONSTRAINT "recharges_status_check" CHECK ("recharges"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"charge" numeric(18, 2) NOT NULL,
	"arrival" numeric(18, 2) NOT NULL,
	"bank_card" text,
	"bank_name" text,
	"network" text,
	"address" text,
	"balance_after" numeric(18, 2) NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."charge" >= 0 and "withdrawals"."arrival" = "withdrawals"."amount" - "withdrawals"."charge"),
	CONSTRAINT "withdrawals_type_check" CHECK ("withdrawals"."type" in ('bank', 'chain')),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_code_key" ON "deposit_channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_user_key" ON "recharges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "recharges_status_idx" ON "recharges" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_key" ON "withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");