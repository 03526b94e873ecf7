-- Every colour of a read-model row carries its first picture ("image": the images row id), which the
-- product card shows when its swatch is previewed. The read-model refresh writes it from now on
-- (db/read-model.ts colour_first_images); rows already there get it here, without any other change.
WITH firsts AS (
  SELECT DISTINCT ON (i.model_id, i.colour_slug) i.model_id, i.colour_slug, i.id
  FROM images i
  WHERE i.colour_slug IS NOT NULL
  ORDER BY i.model_id, i.colour_slug, i.sort_order, i.id
),
per_model AS (
  SELECT model_id, jsonb_object_agg(colour_slug, id) AS images FROM firsts GROUP BY model_id
)
UPDATE catalog_listing c
SET colours = (
  SELECT coalesce(jsonb_agg(col || jsonb_build_object('image', p.images -> (col ->> 'slug')) ORDER BY ord), '[]'::jsonb)
  FROM jsonb_array_elements(c.colours) WITH ORDINALITY AS e(col, ord)
)
FROM per_model p
WHERE p.model_id = c.model_id AND jsonb_array_length(c.colours) > 0;
