ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "orders_unpaid_client_idx" ON "orders" USING btree ("client_key") WHERE "orders"."status" = 'awaiting_payment';