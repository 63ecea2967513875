-- Extensions product search will rely on: accent-insensitive matching (Vietnamese "điện" finds
-- "dien") and trigram similarity. PGlite loads their code in open-database.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
