-- Substring search that an index can serve in any locale, Chinese included: a text's one- and
-- two-character pieces, lower-cased as ILIKE compares. pg_trgm finds no trigrams in Chinese under the
-- C locale (its word characters are the locale's letters), and Chinese words are often two
-- characters long. A column searched this way gets a GIN index on portal_grams(column); a search for
-- q asks portal_grams(column) @> portal_query_grams(q) and rechecks column ILIKE '%q%'
-- (gramSearch in platform/http/paging.ts). Every piece of q is a piece of any text containing q, so
-- the index never loses a match. Immutable and not inlined (it reads from a FROM clause), so the
-- index expression and the query's match. Changing either body means rebuilding those indexes.
create or replace function portal_grams(p text) returns text[] language sql immutable strict parallel safe as $$
  select coalesce(array_agg(distinct substr(l, i, n)), '{}') from (select lower(p) as l) s,
    generate_series(1, char_length(l)) i, generate_series(1, 2) n where i + n - 1 <= char_length(l)
$$;
--> statement-breakpoint
-- The pieces a search for p needs: its two-character pieces (one character alone when p is one).
create or replace function portal_query_grams(p text) returns text[] language sql immutable strict parallel safe as $$
  select case when char_length(p) < 2 then array[lower(p)] else coalesce(array_agg(distinct substr(l, i, 2)), '{}') end
  from (select lower(p) as l) s, generate_series(1, char_length(l) - 1) i
$$;
