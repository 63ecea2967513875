CREATE TABLE "withdrawal_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"country" text,
	"bank_id" integer,
	"bank_name" text,
	"number" text,
	"holder" text,
	"network" text,
	"address" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_accounts_type_check" CHECK ("withdrawal_accounts"."type" in ('bank', 'chain'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD CONSTRAINT "withdrawal_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD CONSTRAINT "withdrawal_accounts_bank_id_withdrawal_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."withdrawal_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_user_idx" ON "withdrawal_accounts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_accounts_one_default_key" ON "withdrawal_accounts" USING btree ("user_id") WHERE "withdrawal_accounts"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_banks_country_name_key" ON "withdrawal_banks" USING btree ("country",lower("name"));