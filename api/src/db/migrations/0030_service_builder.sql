-- The service builder: the ids of an option's values, its logic and the logic's rules
-- live inside service_options' jsonb documents; new ones are drawn from one sequence, started
-- past every id already there, so a value the builder adds never takes an id an order's answer
-- already names.

CREATE SEQUENCE service_part_ids;
SELECT setval('service_part_ids', GREATEST(1, (
  SELECT COALESCE(max(id), 0) FROM (
    SELECT (v ->> 'id')::bigint AS id FROM service_options, jsonb_array_elements("values") v
    UNION ALL
    SELECT (l ->> 'id')::bigint FROM service_options, jsonb_array_elements(logics) l
    UNION ALL
    SELECT (r ->> 'id')::bigint FROM service_options, jsonb_array_elements(logics) l,
      jsonb_array_elements(l -> 'rules') r
  ) ids
)));
