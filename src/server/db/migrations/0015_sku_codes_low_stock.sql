ALTER TABLE "product_skus" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
CREATE INDEX "product_skus_code_idx" ON "product_skus" USING btree (lower("code"));