CREATE TABLE "operator_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operator_actions_subject_idx" ON "operator_actions" USING btree ("subject","id");--> statement-breakpoint
CREATE FUNCTION operator_actions_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_actions rows are never changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER operator_actions_unchangeable BEFORE UPDATE OR DELETE ON operator_actions FOR EACH ROW EXECUTE FUNCTION operator_actions_unchangeable();
