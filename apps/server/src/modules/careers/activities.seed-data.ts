import { UNLIMITED_PLACES, type SurveyDefinitionInput } from '@portal/contracts';

/** The demo activities (README 'Activities', 'Demo data'): days are from the seed day, hours at the school. */
export interface SeedActivity {
  name: string; nameEn: string; type: string; vdActiveType?: 1 | 2; address: string; addressEn: string; introduce: string; introduceEn: string;
  places: number; signup: [number, number]; days: number[]; hours: [number, number];
  studentTypes?: number[]; yearsFromMba01?: number[]; closedByOffice?: boolean; survey?: boolean;
  signups: { username: string; status: 1 | 2 | 3; attendance?: 1 | 2 }[];
}

const p = (zh: string) => `<p>${zh}</p>`;
const mates = (from: number, n: number, status: 1 | 3) => Array.from({ length: n }, (_, i) => ({ username: `mba${String(from + i).padStart(2, '0')}`, status }));

export const demoActivities: SeedActivity[] = [
  { name: '校园宣讲会：咨询行业', nameEn: 'Campus info session: consulting', type: '1', address: '伟伦楼 报告厅', addressEn: 'Weilun Building Auditorium',
    introduce: p('三家咨询公司介绍招聘流程与岗位。'), introduceEn: p('Three consulting firms present their hiring process and roles.'),
    places: 120, signup: [-3, 5], days: [8], hours: [14, 16], signups: [{ username: 'mba01', status: 1 }, ...mates(2, 3, 1)] },
  { name: '简历工作坊（含反馈问卷）', nameEn: 'Resume workshop (with a feedback survey)', type: '4', address: '舜德楼 201', addressEn: 'Shunde Building 201',
    introduce: p('职业顾问现场点评简历。报名后请填写活动问卷。'), introduceEn: p('Career advisers review resumes on the spot. Please answer the survey after signing up.'),
    places: 40, signup: [-2, 6], days: [9], hours: [19, 21], survey: true, signups: mates(5, 2, 1) },
  { name: '金融行业招聘会', nameEn: 'Finance job fair', type: '2', address: '体育馆', addressEn: 'Gymnasium',
    introduce: p('四十余家金融机构现场招聘。'), introduceEn: p('Over forty financial institutions hire on site.'),
    places: 500, signup: [4, 12], days: [15], hours: [9, 16], signups: [] },
  { name: '模拟面试：快消行业', nameEn: 'Mock interviews: FMCG', type: '7', address: '伟伦楼 305', addressEn: 'Weilun Building 305',
    introduce: p('报名已截止。'), introduceEn: p('Registration has closed.'), places: 20, signup: [-10, -2], days: [3], hours: [10, 12], signups: mates(2, 4, 1) },
  { name: '战略咨询案例工作坊', nameEn: 'Strategy consulting case workshop', type: '4', address: '舜德楼 305', addressEn: 'Shunde Building 305',
    introduce: p('名额已满，可加入候补名单。'), introduceEn: p('The places are taken; you can join the waitlist.'),
    places: 3, signup: [-4, 6], days: [10], hours: [14, 17], signups: [...mates(2, 3, 1), ...mates(5, 2, 3)] },
  { name: 'EMBA 校友分享会', nameEn: 'EMBA alumni sharing session', type: '6', address: '北京校区 1 号楼 报告厅', addressEn: 'Beijing Campus Building 1 Auditorium',
    introduce: p('仅限 EMBA 学生。'), introduceEn: p('EMBA students only.'), places: 80, signup: [-2, 7], days: [11], hours: [19, 21], studentTypes: [4], signups: [] },
  { name: '本科生与研究生实习双选会', nameEn: 'Internship fair for undergraduates and graduates', type: '2', address: '体育馆', addressEn: 'Gymnasium',
    introduce: p('面向本科生与研究生。'), introduceEn: p('For undergraduates and graduate students.'), places: 300, signup: [-1, 9], days: [13], hours: [9, 15], studentTypes: [1, 2], signups: [] },
  { name: 'MBA 新生职业规划讲座', nameEn: 'Career planning talk for new MBA students', type: '3', address: '伟伦楼 报告厅', addressEn: 'Weilun Building Auditorium',
    introduce: p('面向今年入学的 MBA 新生。'), introduceEn: p('For MBA students who entered this year.'), places: 150, signup: [-3, 6], days: [9], hours: [12, 13],
    studentTypes: [3], yearsFromMba01: [1], signups: [] },
  { name: '职业发展在线讲座：AI 时代的求职', nameEn: 'Online talk: job hunting in the age of AI', type: '3', address: '线上（腾讯会议）', addressEn: 'Online (Tencent Meeting)',
    introduce: p('不限名额。'), introduceEn: p('Unlimited places.'), places: UNLIMITED_PLACES, signup: [-5, 10], days: [12], hours: [20, 21], signups: mates(3, 2, 1) },
  { name: '全校开放日：职业测评解读', nameEn: 'Open day: reading your career assessment', type: '8', address: '职业发展中心', addressEn: 'Career Development Centre',
    introduce: p('面向所有项目，仅三个名额。'), introduceEn: p('Open to every programme, only three places in all.'), places: 3, signup: [-2, 8], days: [12], hours: [15, 16], signups: mates(4, 1, 1) },
  { name: '投行校友分享会', nameEn: 'Investment banking alumni session', type: '6', address: '舜德楼 报告厅', addressEn: 'Shunde Building Auditorium',
    introduce: p('已结束。'), introduceEn: p('This activity has ended.'), places: 60, signup: [-30, -20], days: [-15], hours: [19, 21],
    signups: [{ username: 'mba01', status: 1, attendance: 1 }, { username: 'mba02', status: 1, attendance: 2 }, { username: 'mba03', status: 1, attendance: 1 }] },
  { name: '人力资源沙龙', nameEn: 'HR salon', type: '9', address: '伟伦楼 105', addressEn: 'Weilun Building 105',
    introduce: p('组织者已关闭报名。'), introduceEn: p('The organiser has closed registration.'), places: 30, signup: [-2, 6], days: [9], hours: [18, 20], closedByOffice: true, signups: [] },
  { name: '企业参访：新能源汽车工厂', nameEn: 'Company visit: an EV factory', type: '5', vdActiveType: 2, address: '苏州工业园区', addressEn: 'Suzhou Industrial Park',
    introduce: p('企业活动，需自行前往。'), introduceEn: p('An employer\'s activity; make your own way there.'), places: 25, signup: [-1, 7], days: [14], hours: [9, 17], signups: [] },
  { name: '商务沟通系列工作坊（三次）', nameEn: 'Business communication workshops (three sessions)', type: '4', address: '舜德楼 203', addressEn: 'Shunde Building 203',
    introduce: p('连续三周，每周一次。'), introduceEn: p('Once a week for three weeks.'), places: 30, signup: [-3, 7], days: [10, 17, 24], hours: [18, 20], signups: mates(6, 2, 1) },
  { name: '春季招聘复盘会', nameEn: 'Spring recruiting review', type: '10', address: '伟伦楼 301', addressEn: 'Weilun Building 301',
    introduce: p('已过期。'), introduceEn: p('This activity has expired.'), places: 50, signup: [-60, -50], days: [-45], hours: [14, 16], signups: mates(2, 2, 1) },
];

/** The demo activity survey (kind activity), answered on the engine's page after sign-up. */
export const activityFeedbackSurvey: SurveyDefinitionInput = {
  name: '职业活动报名问卷', nameEn: 'Career activity registration survey', kind: 'activity',
  description: '帮助我们了解您的期望。', descriptionEn: 'Help us understand what you expect.',
  questions: [
    { questionID: 'a1', type: 'SINGLE_CHOICE', require: true, body: '您目前的求职阶段？', bodyEn: 'Where are you in your job search?', options: [
      { value: '1', text: '尚未开始', textEn: 'Not started' }, { value: '2', text: '正在准备简历', textEn: 'Preparing my resume' },
      { value: '3', text: '正在面试', textEn: 'Interviewing' }, { value: '4', text: '已有录用', textEn: 'I have an offer' },
    ] },
    { questionID: 'a2', type: 'TEXTAREA', textLimit: 300, body: '您希望本次活动重点讲解什么？', bodyEn: 'What should the activity focus on?' },
  ],
};
