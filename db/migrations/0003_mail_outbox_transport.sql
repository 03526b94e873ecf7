ALTER TABLE "mail_outbox" ADD COLUMN "transport" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_transport_check" CHECK ("mail_outbox"."transport" in ('smtp', 'outbox'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lang_check" CHECK ("mail_outbox"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'));