-- The 12 periods of the teaching day (class_times, README 'Model'): reference data, present in every
-- mode (production and SEED=never included). A weekly slot is named by the periods its times fall in
-- (slot-periods.ts) and the timetable shows them, so a class cannot be saved, imported or made from a
-- bidding win without them; no screen enters them. Written only into an empty table, so a school's
-- own period grid (put in by SQL) is never changed or completed. The demo seed uses these too.
insert into class_times (period, name, name_en, begin_time, end_time)
select v.period, v.name, v.name_en, v.begin_time, v.end_time from (values
  (1, '第1节', 'Period 1', '08:00', '08:45'),
  (2, '第2节', 'Period 2', '08:50', '09:35'),
  (3, '第3节', 'Period 3', '09:50', '10:35'),
  (4, '第4节', 'Period 4', '10:40', '11:25'),
  (5, '第5节', 'Period 5', '13:30', '14:15'),
  (6, '第6节', 'Period 6', '14:20', '15:05'),
  (7, '第7节', 'Period 7', '15:20', '16:05'),
  (8, '第8节', 'Period 8', '16:10', '16:55'),
  (9, '第9节', 'Period 9', '17:05', '17:50'),
  (10, '第10节', 'Period 10', '19:00', '19:45'),
  (11, '第11节', 'Period 11', '19:50', '20:35'),
  (12, '第12节', 'Period 12', '20:45', '21:30')
) as v(period, name, name_en, begin_time, end_time)
where not exists (select 1 from class_times);
