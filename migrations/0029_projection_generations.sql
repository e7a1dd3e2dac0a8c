-- Which checkpoint rows a view currently reads: a replay rebuilds a view's checkpoints under a
-- new key (`applications@1732690000000`) beside the live ones, and its swap points the view at
-- them by changing one row here, instead of rewriting a row per aggregate while the live
-- views wait. A view without a row uses its own name.
CREATE TABLE projection_generations (
    projection text PRIMARY KEY,
    generation text NOT NULL
);

-- The key of a view's (or process manager's) checkpoint rows. A replay's connections find
-- their own `checkpoint_key` first on their search path, naming the generation they build.
CREATE FUNCTION checkpoint_key(name text) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT coalesce((SELECT generation FROM public.projection_generations WHERE projection = name), name)
$$;
