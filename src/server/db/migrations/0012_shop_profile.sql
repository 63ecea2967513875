ALTER TABLE "shops" ADD COLUMN "time_zone" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_lower_key" ON "shops" USING btree (lower("name"));--> statement-breakpoint
-- A demo database seeded before this migration: its shops abroad count their days in their city's time zone.
UPDATE "shops" SET "time_zone" = v.zone FROM (VALUES
	('shenzhen-gadget-works', 'Asia/Shanghai'), ('guangzhou-menswear', 'Asia/Shanghai'),
	('bangkok-trail-camp', 'Asia/Bangkok'), ('chiang-mai-craft-kitchen', 'Asia/Bangkok'),
	('seoul-style-lab', 'Asia/Seoul'), ('tokyo-kids-corner', 'Asia/Tokyo'), ('osaka-play-learn', 'Asia/Tokyo'),
	('lion-city-wellness', 'Asia/Singapore')
) AS v(key, zone) WHERE "shops"."key" = v.key;
