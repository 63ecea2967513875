-- Product search folds text the same way on both sides, in SQL: NFKC (full-width letters and
-- digits become ASCII, decomposed Vietnamese is composed), accents removed by unaccent ("điện"
-- becomes "dien"), then lower case. Documents in product_search are stored folded; a search term
-- is folded by the same function, so both always agree. IMMUTABLE (the two-argument unaccent with
-- its dictionary named) so that it may be used in indexes.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, normalize(value, NFKC))) $$;
--> statement-breakpoint
-- A LIKE pattern that finds a folded term anywhere in a document: %, _ and \ typed by a shopper
-- are literal characters, never wildcards.
CREATE OR REPLACE FUNCTION search_contains_pattern(term text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT '%' || replace(replace(replace(public.search_fold(term), '\', '\\'), '%', '\%'), '_', '\_') || '%' $$;
