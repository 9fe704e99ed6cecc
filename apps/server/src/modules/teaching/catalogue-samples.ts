import type { CatalogueCourseInput, CohortClassInput, PageTypeName } from '@portal/contracts';
import { cohortWorkbook } from './cohort-sheet.ts';
import { courseWorkbook } from './course-sheet.ts';

/**
 * The sample sheets of docs/samples (written by scripts/people-samples.mjs with the rolls):
 * courses.xlsx, a catalogue of a business school's programmes, and cohorts.xlsx, whose classes
 * include every class of docs/samples/students.xlsx, so the roll imports without a warning once the
 * cohorts are in. Course numbers stay clear of the demo seed's (the int test imports the sample on
 * the demo database, the e2e too), so every sample row is new there.
 */

const course = (courseNumber: string, nameCn: string, nameEn: string, credit: number, courseType: number, programmes: PageTypeName[], language: CatalogueCourseInput['language'] = 'zh'): CatalogueCourseInput =>
  ({ courseNumber, nameCn, nameEn, credit, courseType, programmes, language });

export const sampleCourses: CatalogueCourseInput[] = [
  course('MBA7001', '管理经济学', 'Managerial Economics', 3, 11, ['mba']),
  course('MBA7002', '财务会计', 'Financial Accounting', 3, 11, ['mba']),
  course('MBA7003', '组织行为学', 'Organisational Behaviour', 2, 11, ['mba'], 'bilingual'),
  course('MBA7101', '数字化营销', 'Digital Marketing', 2, 12, ['mba', 'emba']),
  course('MBA7102', '创业与创新', 'Entrepreneurship and Innovation', 2, 12, ['mba'], 'en'),
  course('MBA7103', '供应链管理', 'Supply Chain Management', 1.5, 12, ['mba']),
  course('EMBA8001', '战略领导力', 'Strategic Leadership', 3, 11, ['emba']),
  course('EMBA8002', '公司治理', 'Corporate Governance', 2, 11, ['emba']),
  course('EMBA8101', '全球宏观经济', 'Global Macroeconomics', 2, 12, ['emba'], 'bilingual'),
  course('ECON3101', '计量经济学', 'Econometrics', 4, 5, ['benyan']),
  course('FIN3102', '投资学', 'Investments', 3, 6, ['benyan']),
  course('GEN1001', '商业伦理', 'Business Ethics', 1, 9, ['benyan', 'master']),
  course('MSC6001', '高级微观经济学', 'Advanced Microeconomics', 3, 11, ['master', 'phd']),
  course('PHD9001', '研究方法', 'Research Methods', 2, 11, ['phd'], 'en'),
];

const cls = (pageType: PageTypeName, entranceYear: number, code: string, nameCn: string, nameEn: string): CohortClassInput =>
  ({ pageType, entranceYear, code, nameCn, nameEn });

export const sampleCohortClasses: CohortClassInput[] = [
  cls('mba', 2025, 'MBA2025-A1', 'MBA 2025 秋季 1 班', 'MBA 2025 Autumn, Class 1'),
  cls('mba', 2025, 'MBA2025-A2', 'MBA 2025 秋季 2 班', 'MBA 2025 Autumn, Class 2'),
  cls('mba', 2024, 'MBA2024-A1', 'MBA 2024 秋季 1 班', 'MBA 2024 Autumn, Class 1'),
  cls('emba', 2024, 'EMBA2024-BJ1', 'EMBA 2024 北京 1 班', 'EMBA 2024 Beijing, Class 1'),
  cls('emba', 2025, 'EMBA2025-SH1', 'EMBA 2025 上海 1 班', 'EMBA 2025 Shanghai, Class 1'),
  cls('benyan', 2023, 'EF2023-1', '经济与金融 2023 级 1 班', 'Economics and Finance 2023, Class 1'),
  cls('benyan', 2024, 'ACC2024-2', '会计学 2024 级 2 班', 'Accounting 2024, Class 2'),
  cls('benyan', 2025, 'BA2025-1', '工商管理 2025 级 1 班', 'Business Administration 2025, Class 1'),
  cls('master', 2024, 'MSE2024-M', '管理科学与工程 2024 级硕士班', "Management Science and Engineering 2024, Master's class"),
  cls('master', 2025, 'FIN2025-M', '金融学 2025 级硕士班', "Finance 2025, Master's class"),
  cls('phd', 2022, 'BA2022-D', '工商管理 2022 级博士班', 'Business Administration 2022, PhD class'),
  cls('phd', 2023, 'FIN2023-D', '金融学 2023 级博士班', 'Finance 2023, PhD class'),
  cls('phd', 2023, 'MSE2023-D', '管理科学与工程 2023 级博士班', 'Management Science and Engineering 2023, PhD class'),
];

export const catalogueSamples = { courses: () => courseWorkbook(sampleCourses), cohorts: () => cohortWorkbook(sampleCohortClasses) };
