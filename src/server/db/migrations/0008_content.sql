CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_kind_check" CHECK ("content_entries"."kind" in ('help', 'law', 'article')),
	CONSTRAINT "content_entries_slug_check" CHECK ("content_entries"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "content_entries_english_check" CHECK ("content_entries"."title" ? 'en' and "content_entries"."body" ? 'en')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_slug_key" ON "content_entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_entries_kind_idx" ON "content_entries" USING btree ("kind","position","id");