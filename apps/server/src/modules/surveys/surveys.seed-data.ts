import type { SurveyDefinitionInput, SurveyQuestionInput } from '@portal/contracts';

type Opt = { value: string; text: string; textEn: string; score?: number; isShowTextBox?: boolean; textBoxRequire?: boolean; isNegativeExtreme?: boolean; relevancy?: string[] };
const o = (value: string, text: string, textEn: string, extra: Partial<Opt> = {}): Opt => ({ value, text, textEn, ...extra });

/** The five-point satisfaction scale; 'very dissatisfied' asks the specific confirmation. */
const satisfaction = (reveal: string[] = []): Opt[] => [
  o('1', '非常不满意', 'Very dissatisfied', { score: 1, isNegativeExtreme: true, relevancy: reveal }),
  o('2', '不满意', 'Dissatisfied', { score: 2, relevancy: reveal }),
  o('3', '一般', 'Neutral', { score: 3 }),
  o('4', '满意', 'Satisfied', { score: 4 }),
  o('5', '非常满意', 'Very satisfied', { score: 5 }),
];
const agreement: Opt[] = [
  o('1', '非常不同意', 'Strongly disagree', { score: 1, isNegativeExtreme: true }),
  o('2', '不同意', 'Disagree', { score: 2 }),
  o('3', '中立', 'Neutral', { score: 3 }),
  o('4', '同意', 'Agree', { score: 4 }),
  o('5', '非常同意', 'Strongly agree', { score: 5 }),
];
const row = (questionID: string, body: string, bodyEn: string): SurveyQuestionInput => ({ questionID, type: 'SINGLE_CHOICE', body, bodyEn });

const overall = (id: string, reveal: string): SurveyQuestionInput => ({
  questionID: id, type: 'TEXT_NUMBER_SINGLE_CHOICE', require: true, options: satisfaction([reveal]),
  body: '总体而言，您对本课程的满意程度如何？', bodyEn: 'Overall, how satisfied are you with this course?',
});
const reasons = (id: string): SurveyQuestionInput => ({
  questionID: id, type: 'TEXTAREA', require: true, textLimit: 300,
  body: '请具体说明不满意的原因', bodyEn: 'Please tell us what you were dissatisfied with',
  writeHint: '例如：课程节奏、案例选择、作业安排', writeHintEn: 'e.g. pace, choice of cases, assignments',
});
const aspects = (id: string): SurveyQuestionInput => ({
  questionID: id, type: 'MATRIX', require: true, options: agreement,
  body: '请对以下说法表明您的态度', bodyEn: 'How far do you agree with the following statements?',
  subQuestions: [
    row(`${id}r1`, '教师讲授清晰、条理分明', 'The teacher explains clearly and in good order'),
    row(`${id}r2`, '课程内容对工作有实际帮助', 'The content helps me in my work'),
    row(`${id}r3`, '课堂讨论与互动充分', 'There is enough discussion in class'),
  ],
});
const recommend = (id: string): SurveyQuestionInput => ({
  questionID: id, type: 'BOOLEAN', require: true, body: '您会向同学推荐这门课程吗？', bodyEn: 'Would you recommend this course to a classmate?',
});

/** The standard evaluation: a short form for every course. */
export const standardEvaluation: SurveyDefinitionInput = {
  name: '课程教学评估（标准版）', nameEn: 'Course teaching evaluation (standard)', kind: 'faculty',
  description: '评估匿名进行，教师只能看到汇总结果和不署名的意见。', descriptionEn: 'The evaluation is anonymous: teachers only see aggregated results and unsigned comments.',
  questions: [
    overall('s1', 's2'), reasons('s2'), aspects('s3'), recommend('s4'),
    { questionID: 's5', type: 'TEXT', textLimit: 50, body: '用一句话评价本课程', bodyEn: 'Describe this course in one sentence' },
  ],
};

/** The extended evaluation: all twelve question types, with relevancy. */
export const extendedEvaluation: SurveyDefinitionInput = {
  name: '课程综合评估（扩展版）', nameEn: 'Course evaluation (extended)', kind: 'faculty',
  description: '本问卷约需 5 分钟。评估匿名进行，教师只能看到汇总结果和不署名的意见。', descriptionEn: 'About 5 minutes. The evaluation is anonymous: teachers only see aggregated results and unsigned comments.',
  questions: [
    overall('x1', 'x2'), reasons('x2'), aspects('x3'),
    { questionID: 'x4', type: 'SINGLE_CHOICE', require: true, body: '您本课程的出勤情况', bodyEn: 'Your attendance in this course', options: [
      o('full', '全勤', 'Attended every class'), o('some', '缺勤 1–2 次', 'Missed 1–2 classes'), o('many', '缺勤 3 次及以上', 'Missed 3 or more'),
      o('other', '其他（请说明）', 'Other (please explain)', { isShowTextBox: true, textBoxRequire: true }),
    ] },
    { questionID: 'x5', type: 'MULTI_CHOICE', body: '本课程中对您最有帮助的环节（可多选）', bodyEn: 'Which parts helped you most? (choose any)', options: [
      o('cases', '案例分析', 'Case studies'), o('lectures', '课堂讲授', 'Lectures'), o('groups', '小组讨论', 'Group discussion'),
      o('guests', '嘉宾分享', 'Guest speakers'), o('other', '其他', 'Other', { isShowTextBox: true }),
    ] },
    { questionID: 'x6', type: 'ORDER', require: true, minValue: 2, maxValue: 3, body: '请勾选并按重要性排序您希望加强的方面（2–3 项）', bodyEn: 'Check and rank, most important first, what should be strengthened (2–3 items)', options: [
      o('cases', '案例更新', 'Newer cases'), o('practice', '实践环节', 'Practical work'), o('feedback', '作业反馈', 'Feedback on assignments'), o('reading', '阅读材料', 'Reading materials'),
    ] },
    { questionID: 'x7', type: 'NUMBER', require: true, minValue: 0, maxValue: 40, units: '小时', unitsEn: 'hours', body: '您每周课后投入本课程的学习时间', bodyEn: 'Hours per week you spent on this course outside class' },
    { questionID: 'x8', type: 'DATE', body: '您提交课程项目报告的日期', bodyEn: 'The date you handed in the course project' },
    { questionID: 'x9', type: 'TIME', body: '您通常几点开始复习本课程？', bodyEn: 'At what time do you usually study for this course?' },
    recommend('x10'),
    { questionID: 'x11', type: 'GROUP', body: '助教评价', bodyEn: 'Teaching assistant', subQuestions: [
      { questionID: 'x11a', type: 'SINGLE_CHOICE', require: true, body: '助教能否及时答疑', bodyEn: 'Did the assistant answer questions promptly?', options: [o('yes', '能', 'Yes'), o('no', '不能', 'No'), o('na', '未接触', 'Did not ask')] },
      { questionID: 'x11b', type: 'NUMBER', require: true, minValue: 1, maxValue: 10, units: '分', unitsEn: 'points', body: '助教满意度（1–10）', bodyEn: 'Satisfaction with the assistant (1–10)' },
      { questionID: 'x11c', type: 'TEXT', textLimit: 20, body: '助教姓名（选填）', bodyEn: 'Name of the assistant (optional)' },
    ] },
    { questionID: 'x12', type: 'SINGLE_CHOICE', body: '您是否愿意参加课程改进访谈？', bodyEn: 'Would you join an interview on improving the course?', options: [
      o('yes', '愿意', 'Yes', { relevancy: ['x13'] }), o('no', '不愿意', 'No'),
    ] },
    { questionID: 'x13', type: 'TEXT', require: true, textLimit: 100, body: '请留下您的联系邮箱', bodyEn: 'Your e-mail address for the interview', writeHint: 'name@example.com', writeHintEn: 'name@example.com' },
  ],
};

export const mentorSurvey: SurveyDefinitionInput = {
  name: '推荐导师评价问卷', nameEn: 'Nominated mentor survey', kind: 'mentor',
  description: '请根据导师介绍和见面会情况填写。', descriptionEn: 'Please answer from the mentor\'s profile and the meet-the-mentor session.',
  questions: [
    { questionID: 'm1', type: 'TEXT_NUMBER_SINGLE_CHOICE', require: true, body: '您对该导师的总体印象', bodyEn: 'Your overall impression of this mentor', options: satisfaction() },
    { questionID: 'm2', type: 'MULTI_CHOICE', require: true, body: '您希望该导师在哪些方面提供帮助', bodyEn: 'Where would you like this mentor\'s help?', options: [
      o('career', '职业规划', 'Career planning'), o('industry', '行业洞察', 'Industry insight'), o('network', '人脉拓展', 'Networking'), o('startup', '创业指导', 'Start-up advice'),
    ] },
    { questionID: 'm3', type: 'BOOLEAN', require: true, body: '您是否考虑选择该导师？', bodyEn: 'Would you consider choosing this mentor?' },
    { questionID: 'm4', type: 'TEXTAREA', textLimit: 500, body: '其他意见', bodyEn: 'Other comments' },
  ],
};

export const exitSurvey: SurveyDefinitionInput = {
  name: '毕业生离校调查', nameEn: 'Graduate exit survey', kind: 'graduate',
  questions: [
    { questionID: 'g1', type: 'SINGLE_CHOICE', require: true, body: '您目前的去向', bodyEn: 'What will you do after graduating?', options: [
      o('job', '已就业', 'Employed', { relevancy: ['g2', 'g3'] }), o('study', '继续深造', 'Further study'), o('seeking', '求职中', 'Looking for a job'),
      o('other', '其他', 'Other', { isShowTextBox: true, textBoxRequire: true }),
    ] },
    { questionID: 'g2', type: 'TEXT', require: true, textLimit: 100, body: '工作单位', bodyEn: 'Employer' },
    { questionID: 'g3', type: 'NUMBER', minValue: 0, maxValue: 1000, units: '万元/年', unitsEn: '10k CNY a year', body: '税前年薪', bodyEn: 'Annual salary before tax' },
    { questionID: 'g4', type: 'MATRIX', require: true, options: satisfaction(), body: '您对以下服务的满意度', bodyEn: 'How satisfied are you with these services?', subQuestions: [
      row('g4r1', '课程与教学', 'Courses and teaching'), row('g4r2', '就业指导', 'Career guidance'), row('g4r3', '校园生活', 'Campus life'),
    ] },
    { questionID: 'g5', type: 'DATE', body: '预计离校日期', bodyEn: 'When do you expect to leave campus?' },
    { questionID: 'g6', type: 'TEXTAREA', textLimit: 500, body: '对学院的建议', bodyEn: 'Suggestions for the school' },
  ],
};

export const trainingSurvey: SurveyDefinitionInput = {
  name: '研究生培养质量调查', nameEn: 'Graduate training quality survey', kind: 'graduate',
  questions: [
    { questionID: 't1', type: 'TEXT_NUMBER_SINGLE_CHOICE', require: true, body: '您对研究生培养的总体满意度', bodyEn: 'Overall satisfaction with your graduate training', options: satisfaction() },
    { questionID: 't2', type: 'ORDER', minValue: 1, maxValue: 3, body: '请按收获大小排序（最多 3 项）', bodyEn: 'Rank what you gained most from (up to 3)', options: [
      o('research', '科研能力', 'Research skills'), o('courses', '专业课程', 'Courses'), o('supervisor', '导师指导', 'Supervision'), o('peers', '同学交流', 'Peers'),
    ] },
    { questionID: 't3', type: 'NUMBER', minValue: 0, maxValue: 50, units: '篇', unitsEn: 'papers', body: '在读期间发表论文数', bodyEn: 'Papers published during your studies' },
  ],
};

export const alumniSurvey: SurveyDefinitionInput = {
  name: '校友联络意向调查', nameEn: 'Alumni contact survey', kind: 'graduate',
  questions: [
    { questionID: 'c1', type: 'BOOLEAN', require: true, body: '是否愿意加入校友会', bodyEn: 'Would you like to join the alumni association?' },
    { questionID: 'c2', type: 'TEXT', textLimit: 100, body: '常用邮箱', bodyEn: 'Preferred e-mail address' },
  ],
};
