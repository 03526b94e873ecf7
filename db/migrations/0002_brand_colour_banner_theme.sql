ALTER TABLE "banners" ADD COLUMN "theme" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "color_hex" text DEFAULT '#1f5d3a' NOT NULL;