import type { MessageTable } from './types.ts';

/** Teaching, grades: codes 93300-93399. */
export const teachingGradesMessages = {
  '93300': { zh: '学号为 {value} 的学生不存在', en: 'No student has the student number {value}' },
  '93301': { zh: '{year} 学年第 {term} 学期不存在', en: 'School year {year}, term {term} does not exist' },
  '93302': { zh: '博士生的成绩只填写测评排名、奖学金等级和专业测评排名', en: 'A PhD student\'s grade row takes only the evaluation rank, scholarship level and professional evaluation rank' },
  '93303': { zh: '本科生的成绩只填写班级排名、专业排名和两项绩点', en: 'An undergraduate grade row takes only the class rank, major rank and the two GPAs' },
  '93304': { zh: '该行没有任何成绩', en: 'The row holds no grade' },
  '93305': { zh: '日历订阅链接无效或已被重置', en: 'The calendar link is not valid or has been replaced' },
} satisfies MessageTable;
