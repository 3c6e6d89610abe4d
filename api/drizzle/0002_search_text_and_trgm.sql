ALTER TABLE "notices" ADD COLUMN "content_text" text GENERATED ALWAYS AS (regexp_replace(content, '<[^>]*>', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "content_text" text GENERATED ALWAYS AS (regexp_replace(content, '<[^>]*>', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "notices_title_trgm_idx" ON "notices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_content_text_trgm_idx" ON "notices" USING gin ("content_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_title_trgm_idx" ON "resources" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_content_text_trgm_idx" ON "resources" USING gin ("content_text" gin_trgm_ops);