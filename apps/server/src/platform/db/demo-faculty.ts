/**
 * Who teaches what in the demo: one table that the demo accounts (teacher01..04), the bidding
 * plans' course rows and the faculty evaluations all read, so the teacher a student bids for and
 * the teacher the same course's evaluation names are one person, with one English name.
 */

export interface DemoTeacher {
  name: string;
  enName: string;
  /** The demo account of the teacher, for those who sign in (and are assigned evaluations). */
  account?: { username: string; hrUserId: string; gender: 'M' | 'F' };
}

const teacher = (name: string, enName: string, account?: DemoTeacher['account']): DemoTeacher => ({ name, enName, ...(account ? { account } : {}) });

const zhao = teacher('赵教授', 'Prof. Zhao', { username: 'teacher01', hrUserId: 'T0001', gender: 'M' });
const qian = teacher('钱教授', 'Prof. Qian', { username: 'teacher02', hrUserId: 'T0002', gender: 'F' });
const wang = teacher('王教授', 'Prof. Wang', { username: 'teacher03', hrUserId: 'T0003', gender: 'M' });
const sun = teacher('孙教授', 'Prof. Sun', { username: 'teacher04', hrUserId: 'T0004', gender: 'M' });
const li = teacher('李教授', 'Prof. Li');
const chen = teacher('陈教授', 'Prof. Chen');
const liu = teacher('刘教授', 'Prof. Liu');
const zhou = teacher('周教授', 'Prof. Zhou');
const wu = teacher('吴教授', 'Prof. Wu');

/** The teachers with demo accounts, teacher01 first. */
export const demoTeacherAccounts: DemoTeacher[] = [zhao, qian, wang, sun];

export interface DemoCourse { cn: string; en: string; teacher: DemoTeacher }

/**
 * The demo courses by course number. MBA5003-5005 are core courses taught outside the bidding
 * plans; the evaluations ask about them as well as about the plans' courses.
 */
export const demoCourses = {
  MBA6101: { cn: '公司金融', en: 'Corporate Finance', teacher: wang },
  MBA6102: { cn: '战略管理', en: 'Strategic Management', teacher: li },
  MBA6103: { cn: '数字营销', en: 'Digital Marketing', teacher: chen },
  MBA6104: { cn: '创业管理', en: 'Entrepreneurship', teacher: liu },
  MBA6105: { cn: '领导力开发', en: 'Leadership Development', teacher: zhao },
  MBA6106: { cn: '商业数据分析', en: 'Business Analytics', teacher: sun },
  MBA6107: { cn: '谈判与冲突管理', en: 'Negotiation and Conflict Management', teacher: zhou },
  MBA6108: { cn: '私募股权与风险投资', en: 'Private Equity and Venture Capital', teacher: wu },
  MBA5001: { cn: '管理经济学', en: 'Managerial Economics', teacher: zhao },
  MBA5002: { cn: '财务会计', en: 'Financial Accounting', teacher: qian },
  MBA5003: { cn: '组织行为学', en: 'Organisational Behaviour', teacher: zhao },
  MBA5004: { cn: '营销管理', en: 'Marketing Management', teacher: wang },
  MBA5005: { cn: '数据分析与决策', en: 'Data Analysis and Decisions', teacher: sun },
  EMBA7101: { cn: '资本运作与并购', en: 'Capital Operations and M&A', teacher: wang },
  EMBA7102: { cn: '组织变革', en: 'Organisational Change', teacher: li },
  EMBA7103: { cn: '全球经济形势', en: 'The Global Economy', teacher: chen },
  EMBA7104: { cn: '家族企业传承', en: 'Family Business Succession', teacher: liu },
  EMBA7105: { cn: '数字化转型', en: 'Digital Transformation', teacher: sun },
  EMBA7106: { cn: '企业社会责任', en: 'Corporate Social Responsibility', teacher: zhou },
  // EMBA required courses and benyan (undergraduate) courses of the teaching records (issue 10).
  EMBA6001: { cn: '领导力与组织管理', en: 'Leadership and Organisation', teacher: zhao },
  EMBA6002: { cn: '管理会计', en: 'Management Accounting', teacher: qian },
  EMBA6003: { cn: '宏观经济分析', en: 'Macroeconomic Analysis', teacher: chen },
  EMBA6004: { cn: '运营管理', en: 'Operations Management', teacher: sun },
  ECON2101: { cn: '微观经济学', en: 'Microeconomics', teacher: zhao },
  ECON2102: { cn: '计量经济学', en: 'Econometrics', teacher: qian },
  FIN2103: { cn: '投资学', en: 'Investments', teacher: wang },
  MATH2104: { cn: '概率论与数理统计', en: 'Probability and Statistics', teacher: wu },
  ECON1101: { cn: '经济学原理', en: 'Principles of Economics', teacher: zhao },
  MGT1102: { cn: '管理学导论', en: 'Introduction to Management', teacher: li },
  FIN1103: { cn: '会计学原理', en: 'Principles of Accounting', teacher: sun },
  MATH1104: { cn: '高等数学', en: 'Calculus', teacher: wu },
} satisfies Record<string, DemoCourse>;

export type DemoCourseNumber = keyof typeof demoCourses;
