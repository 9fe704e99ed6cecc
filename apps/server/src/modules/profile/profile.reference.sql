-- The graduation-intention dictionary (PROF-N09, C21): reference data, present in every mode
-- (production included). Entries are added when absent and never overwritten, so a status the
-- school changed stays. Status 1 is offered; any other status is shown disabled and refused.
insert into profile_intention_dic (id, name, name_en, status, sort) values
  (1, '国内升学', 'Further study in China', 1, 1),
  (2, '出国（境）深造', 'Study abroad', 1, 2),
  (3, '企业就业', 'Employment in a company', 1, 3),
  (4, '公务员/选调生', 'Civil service', 1, 4),
  (5, '事业单位', 'Public institution', 1, 5),
  (6, '自主创业', 'Start a business', 1, 6),
  (7, '灵活就业', 'Flexible employment', 1, 7),
  (8, '参军入伍', 'Military service', 1, 8),
  (9, '暂不就业', 'Not seeking work for now', 1, 9),
  (10, '待定（已停用）', 'Undecided (no longer offered)', 0, 10)
on conflict (id) do nothing;
select setval(pg_get_serial_sequence('profile_intention_dic', 'id'), greatest((select max(id) from profile_intention_dic), 1));
