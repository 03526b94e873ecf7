CREATE TABLE "slug_history" (
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"old" text NOT NULL,
	"entity_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_kind_lang_old_pk" PRIMARY KEY("kind","lang","old"),
	CONSTRAINT "slug_history_kind_check" CHECK ("slug_history"."kind" in ('model', 'group', 'brand'))
);
