CREATE TABLE "picture_files" (
	"hash" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "picture_files_hash_format_width_pk" PRIMARY KEY("hash","format","width"),
	CONSTRAINT "picture_files_format_check" CHECK ("picture_files"."format" in ('avif', 'webp'))
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "picture_hash" text;--> statement-breakpoint
ALTER TABLE "catalog_listing" ADD COLUMN "image_picture" text;--> statement-breakpoint
ALTER TABLE "picture_files" ADD CONSTRAINT "picture_files_hash_pictures_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."pictures"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_picture_hash_pictures_hash_fk" FOREIGN KEY ("picture_hash") REFERENCES "public"."pictures"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_picture_idx" ON "images" USING btree ("picture_hash");