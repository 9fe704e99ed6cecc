-- Bidding's database functions, installed (create or replace) after the migrations at every start.

-- The points range of one bid on a course: the plan's own (100 / 500 where unset), or for EMBA
-- 100 … 500 × credit (credit 1 where missing). The one place the range is computed: css_place_bid
-- checks bids with css_bid_min / css_bid_max and the course list sends css_bid_range on each row
-- (minPoint, maxPoint) for the web's dialog. credit is numeric(5,2), so 500 × credit is always whole
-- points. Two scalar SQL functions because the planner inlines them: in PL/pgSQL they are then simple
-- expressions, not a query per bid (a set-returning call cost 0.06 ms of a bid's 0.9).
create or replace function css_bid_min(p_page_type text, p_min int) returns int language sql immutable as $$
  select case when p_page_type = 'emba' then 100 when p_min > 0 then p_min else 100 end
$$;

create or replace function css_bid_max(p_page_type text, p_max int, p_credit numeric) returns int language sql immutable as $$
  select case when p_page_type = 'emba' then floor(500 * (case when p_credit > 0 then p_credit else 1 end))::int
    when p_max > 0 then p_max else 500 end
$$;

create or replace function css_bid_range(p_page_type text, p_min int, p_max int, p_credit numeric,
  out min_point int, out max_point int) language sql immutable as $$
  select css_bid_min(p_page_type, p_min), css_bid_max(p_page_type, p_max, p_credit)
$$;

-- One first-round or add/drop bid in one round trip: the registration rush's hot path.
-- Returns the outcome code ('200' or a message code) and its parameters.
create or replace function css_place_bid(p_plan int, p_student int, p_page_type text, p_year int, p_course text, p_points numeric, p_round int,
  out code text, out params jsonb) language plpgsql as $$
declare
  v_plan css_plans%rowtype;
  v_course css_courses%rowtype;
  v_min int;
  v_max int;
  v_points int;
  v_acc css_accounts%rowtype;
  v_hold text;
begin
  params := '{}'::jsonb;
  -- Shared with other bids, exclusive for clearing (see lockPlan in bidding-states.ts).
  perform pg_advisory_xact_lock_shared(4201, p_plan);
  select * into v_plan from css_plans where id = p_plan;
  if not found or not v_plan.published then code := '-150'; return; end if;
  if v_plan.page_type <> coalesce(p_page_type, '') then code := '-120'; return; end if;
  if not exists (select 1 from css_plan_years where plan_id = p_plan and year = p_year) then code := '-130'; return; end if;
  if not ((p_round = 1 and v_plan.plan_state = 2 and now() >= v_plan.first_begin and now() < v_plan.first_end)
       or (p_round = 2 and v_plan.plan_state = 5 and now() >= v_plan.second_begin and now() < v_plan.second_end)) then
    code := '-110'; return;
  end if;
  select * into v_course from css_courses where plan_id = p_plan and course_number = p_course;
  if not found or v_course.course_type in (1, 3, 5, 7, 11) then code := '92010'; return; end if;
  v_min := css_bid_min(v_plan.page_type, v_plan.min_point);
  v_max := css_bid_max(v_plan.page_type, v_plan.max_point, v_course.credit);
  if p_points is null or p_points <> trunc(p_points) or p_points < v_min or p_points > v_max then
    code := '92001'; params := jsonb_build_object('min', v_min, 'max', v_max); return;
  end if;
  v_points := p_points::int;
  -- The account row lock serialises one student's bids. Locked, not upserted: an upsert writes a new
  -- row version on every bid, and the update below writes one anyway.
  select * into v_acc from css_accounts where plan_id = p_plan and student_id = p_student for update;
  if not found then
    insert into css_accounts (plan_id, student_id, budget, available, max_uses, uses_available)
      values (p_plan, p_student, v_plan.points_budget, v_plan.points_budget, v_plan.max_courses, v_plan.max_courses)
      on conflict (plan_id, student_id) do nothing;
    select * into v_acc from css_accounts where plan_id = p_plan and student_id = p_student for update;
  end if;
  -- Two probes of the partial unique indexes (index-only), not a scan of the student's bids.
  if exists (select 1 from css_bids where student_id = p_student and course_id = v_course.id and status = 'won') then code := '92006'; return; end if;
  if exists (select 1 from css_bids where student_id = p_student and course_id = v_course.id and round = p_round and status = 'live') then
    code := '92004'; return;
  end if;
  -- A full course in add/drop takes the bid as a waitlist entry: it holds points and a course like any
  -- bid, a seat given up goes to the first in line (bidding-waitlist.ts), and what is still waiting
  -- when the round closes loses with no seat. Its log rows say 'waitlist' instead of 'hold'.
  v_hold := case when p_round = 2 and v_course.seat_limit - v_course.won_count <= 0 then 'waitlist' else 'hold' end;
  if v_acc.uses_available < 1 then code := '92003'; params := jsonb_build_object('max', v_acc.max_uses); return; end if;
  if v_acc.available < v_points then code := '92002'; params := jsonb_build_object('available', v_acc.available); return; end if;
  insert into css_bids (plan_id, course_id, student_id, round, points) values (p_plan, v_course.id, p_student, p_round, v_points);
  update css_accounts set available = available - v_points, held = held + v_points, uses_available = uses_available - 1, uses_held = uses_held + 1
    where plan_id = p_plan and student_id = p_student;
  insert into css_point_log (plan_id, student_id, course_id, use_type, points, total_after)
    values (p_plan, p_student, v_course.id, v_hold, v_points, v_acc.available - v_points);
  insert into css_max_use_log (plan_id, student_id, course_id, use_type, delta, total_after)
    values (p_plan, p_student, v_course.id, v_hold, 1, v_acc.uses_available - 1);
  code := '200';
end;
$$;

-- Bids that arrived together, in one transaction: the server's group commit (bid-batcher.ts). One
-- round trip and one commit for the lot instead of one each, which is most of what a bid costs the
-- database (a commit waits for its WAL flush). Each bid is css_place_bid as above, in the order given;
-- the server sorts a batch by plan and student, so two batches lock accounts in the same order and
-- cannot deadlock. A bid refused by a rule writes nothing and does not affect the others; an
-- unexpected error rolls the whole batch back, and the server then places each bid on its own.
create or replace function css_place_bids(p_bids jsonb, out idx int, out code text, out params jsonb) returns setof record language plpgsql as $$
declare
  b jsonb;
begin
  idx := 0;
  for b in select value from jsonb_array_elements(p_bids) loop
    idx := idx + 1;
    select r.code, r.params into code, params from css_place_bid((b->>'plan')::int, (b->>'student')::int, b->>'pageType', (b->>'year')::int,
      b->>'course', (b->>'points')::numeric, (b->>'round')::int) r;
    return next;
  end loop;
end;
$$;

-- Log references. css_point_log and css_max_use_log reference their account (plan_id, student_id)
-- and their course (course_id, null allowed) as foreign keys would, but checked once per statement
-- instead of once per row: a clearing writes a row per bid into each log, and row-by-row checks were
-- most of its time (bidding.tables.ts). Like a foreign key's check, the statement's referenced rows
-- are locked FOR KEY SHARE, so a concurrent delete of one waits for this transaction (and then takes
-- its log rows with it). The error is a foreign-key violation naming the old constraints.
-- The clearing's statement sets css.log_refs_held for itself (clearRound): its log rows come from its
-- own join of the round's bids with their accounts, and the same statement updates every one of those
-- accounts and courses, so they exist and this transaction holds them locked already; the check would
-- only repeat that (0.4 s of a 105,000-bid clearing). The setting is transaction-local and cleared
-- right after the statement, so nothing else skips it.
create or replace function css_log_refs_check() returns trigger language plpgsql as $$
declare
  v_wanted int;
  v_found int;
begin
  if current_setting('css.log_refs_held', true) = 'on' then return null; end if;
  select count(*) into v_wanted from (select distinct plan_id, student_id from new_rows) k;
  with locked as (
    select 1 from css_accounts a where (a.plan_id, a.student_id) in (select plan_id, student_id from new_rows) for key share of a
  ) select count(*) into v_found from locked;
  if v_found <> v_wanted then
    raise exception 'insert or update on table "%" violates foreign key constraint "%_account_fk"', tg_table_name, tg_table_name
      using errcode = 'foreign_key_violation';
  end if;
  select count(distinct course_id) into v_wanted from new_rows where course_id is not null;
  if v_wanted > 0 then
    with locked as (
      select 1 from css_courses c where c.id in (select course_id from new_rows) for key share of c
    ) select count(*) into v_found from locked;
    if v_found <> v_wanted then
      raise exception 'insert or update on table "%" violates foreign key constraint "%_course_id_css_courses_id_fk"', tg_table_name, tg_table_name
        using errcode = 'foreign_key_violation';
    end if;
  end if;
  return null;
end;
$$;

create or replace trigger css_point_log_refs_insert after insert on css_point_log
  referencing new table as new_rows for each statement execute function css_log_refs_check();
create or replace trigger css_point_log_refs_update after update on css_point_log
  referencing new table as new_rows for each statement execute function css_log_refs_check();
create or replace trigger css_max_use_log_refs_insert after insert on css_max_use_log
  referencing new table as new_rows for each statement execute function css_log_refs_check();
create or replace trigger css_max_use_log_refs_update after update on css_max_use_log
  referencing new table as new_rows for each statement execute function css_log_refs_check();

-- What the foreign keys did on delete: an account's log rows go with it (a plan or a user deleted),
-- a deleted course leaves its log rows with no course.
create or replace function css_log_refs_account_deleted() returns trigger language plpgsql as $$
begin
  delete from css_point_log l using old_rows o where l.plan_id = o.plan_id and l.student_id = o.student_id;
  delete from css_max_use_log l using old_rows o where l.plan_id = o.plan_id and l.student_id = o.student_id;
  return null;
end;
$$;

create or replace function css_log_refs_course_deleted() returns trigger language plpgsql as $$
begin
  update css_point_log set course_id = null where course_id in (select id from old_rows);
  update css_max_use_log set course_id = null where course_id in (select id from old_rows);
  return null;
end;
$$;

create or replace trigger css_accounts_log_refs after delete on css_accounts
  referencing old table as old_rows for each statement execute function css_log_refs_account_deleted();
create or replace trigger css_courses_log_refs after delete on css_courses
  referencing old table as old_rows for each statement execute function css_log_refs_course_deleted();
