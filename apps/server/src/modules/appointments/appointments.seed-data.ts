import type { SurveyDefinitionInput } from '@portal/contracts';

/** Demo counsellors (README 'Demo data'): counsellor01 offers both types, counsellor02 mock interviews. */
export const demoCounsellors = [
  {
    username: 'counsellor01', name: '周老师', nameEn: 'Ms. Zhou', sex: 'F' as const,
    introduce: '职业发展中心资深咨询师，十年企业招聘与职业辅导经验。', introduceEn: 'Senior counsellor of the Career Development Centre, ten years in corporate hiring and career coaching.',
    goodAt: '职业规划、简历与求职策略', goodAtEn: 'Career planning, resumes and job-search strategy',
    offers: [{ typeKey: 1, studentTypeIds: [] as number[] }, { typeKey: 2, studentTypeIds: [] as number[] }],
  },
  {
    username: 'counsellor02', name: '吴老师', nameEn: 'Mr. Wu', sex: 'M' as const,
    introduce: '前咨询公司面试官，专注结构化面试与案例面试辅导。', introduceEn: 'A former consulting-firm interviewer, coaching structured and case interviews.',
    goodAt: '模拟面试、案例面试', goodAtEn: 'Mock interviews, case interviews',
    offers: [{ typeKey: 2, studentTypeIds: [2, 3, 4] }],
  },
];

/** Weekday slots of the next two weeks, by counsellor and type: [hour, minute] of each one-hour slot (whole or half hours, as every demo time). */
export const weeklySlots: { username: string; typeKey: number; starts: [number, number][]; online?: boolean }[] = [
  { username: 'counsellor01', typeKey: 1, starts: [[9, 0], [10, 30]] },
  { username: 'counsellor01', typeKey: 2, starts: [[14, 0], [15, 30]], online: true },
  { username: 'counsellor02', typeKey: 2, starts: [[10, 0], [14, 0], [16, 0]] },
];

export const ADDRESS = { zh: '学院楼 302 职业发展中心', en: 'Career Development Centre, Room 302' };
export const ONLINE_ADDRESS = { zh: '腾讯会议（链接在审核通过后发送）', en: 'Tencent Meeting (link sent once approved)' };

export const appointmentSurvey: SurveyDefinitionInput = {
  name: '咨询反馈问卷', nameEn: 'Appointment feedback survey', kind: 'appointment',
  description: '请评价本次咨询，帮助我们改进服务。', descriptionEn: 'Please rate your appointment to help us improve.',
  questions: [
    { questionID: 'p1', type: 'SINGLE_CHOICE', require: true, body: '本次咨询对您有帮助吗？', bodyEn: 'Was the appointment helpful?', options: [
      { value: '1', text: '非常有帮助', textEn: 'Very helpful' }, { value: '2', text: '有帮助', textEn: 'Helpful' },
      { value: '3', text: '一般', textEn: 'So-so' }, { value: '4', text: '没有帮助', textEn: 'Not helpful' },
    ] },
    { questionID: 'p2', type: 'TEXTAREA', textLimit: 300, body: '您还有什么建议？', bodyEn: 'Any suggestions?' },
  ],
};

export const mbaAnswers = {
  career: { q1: '金融行业的职业路径', q2: '投行与咨询如何选择', q3: '希望了解转行所需的准备和时间安排。', questions: ['如何准备暑期实习？'] },
  mock: { q4: '战略咨询顾问', q5: '结构化面试', q6: '案例分析的表达', questions: [] as string[] },
};
