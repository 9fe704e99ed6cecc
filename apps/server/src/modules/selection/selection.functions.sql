-- Selection's database rules, installed (create or replace) after the migrations at every start.

-- A teacher's confirmed count follows the choices: +1 when a choice becomes confirmed, and a confirmed
-- choice never changes (README 'Quotas'). The update of selection_teachers takes the teacher's row
-- lock, so concurrent confirmations queue there, and the check selection_teachers_quota refuses the
-- one past the quota (23514), whichever code path made it.
create or replace function sel_choice_confirmed_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.status = 1 and (new.status <> 1 or new.teacher_id <> old.teacher_id or new.student_id <> old.student_id) then
    raise exception 'a confirmed choice cannot change' using errcode = 'P0001', constraint = 'selection_choices_confirmed_fixed';
  end if;
  if new.status = 1 and (tg_op = 'INSERT' or old.status <> 1) then
    update selection_teachers set confirmed_count = confirmed_count + 1 where id = new.teacher_id;
  end if;
  return new;
end;
$$;

create or replace trigger sel_choice_confirmed_count
  before insert or update on selection_choices
  for each row execute function sel_choice_confirmed_count();

-- Deleting a confirmed choice gives its place back (only a round's or student's removal does that).
create or replace function sel_choice_removed() returns trigger language plpgsql as $$
begin
  if old.status = 1 then
    update selection_teachers set confirmed_count = confirmed_count - 1 where id = old.teacher_id;
  end if;
  return old;
end;
$$;

create or replace trigger sel_choice_removed
  after delete on selection_choices
  for each row execute function sel_choice_removed();
