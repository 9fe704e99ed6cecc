import type { DdEducationEntry, DdEmploymentEntry, DdLanguageInfo } from '@portal/contracts';

/** The demo's double-degree texts: notice and agreement in both languages, programmes, and mba01's earlier application. */

export const ddNotice = `<p>双学位项目面向在读 MBA 学生开放申请。请在申请时间内完成六个步骤并提交；提交后不能修改。每位同学本轮最多可申请两个项目。校内选拔通过后，请在“我的申请”中预约合作院校面试。</p>
<p>The double-degree programmes are open to current MBA students. Complete the six steps and submit within the application period; a submitted application cannot be changed. You may apply to at most two programmes in this round. Once you pass the internal selection, book the partner school's interview under My Application.</p>`;

export const ddAgreement = {
  title: '申请声明 Declaration',
  content: `<p>本人保证所填信息及所交材料真实、完整。如有不实，学院有权取消申请及录取资格。</p>
<p>I declare that the information and documents I submit are true and complete. The school may withdraw the application or the admission if they are not.</p>`,
  hint: '请阅读并勾选声明 Please read and tick the declaration',
};

export const openProgrammes = [
  'ESSEC 商学院 MBA 双学位 ESSEC Business School MBA Double Degree',
  '香港中文大学 MBA 双学位 CUHK MBA Double Degree',
  '新加坡国立大学 MBA 双学位 NUS MBA Double Degree',
];
export const earlierProgramme = '曼海姆商学院 MBA 双学位 Mannheim Business School MBA Double Degree';

export const demoEducation: DdEducationEntry[] = [
  { institutions: '西安交通大学 Xi\'an Jiaotong University', startDate: '2012-09-01', endDate: '2016-07-01', degreeObtained: '工学学士 Bachelor of Engineering' },
];
export const demoEmployment: DdEmploymentEntry[] = [
  { startDate: '2016-07-15', endDate: '2020-03-31', employer: '华为技术有限公司 Huawei Technologies', position: '产品经理 Product manager', jobDescription: '负责企业网络产品规划。Planned enterprise network products.' },
  { startDate: '2020-04-01', endDate: null, employer: '某咨询公司 A consulting firm', position: '高级顾问 Senior consultant', jobDescription: '为制造企业提供数字化转型咨询。Digital transformation for manufacturers.' },
];
export const demoLanguage: DdLanguageInfo = {
  gmatVerbal: '', gmatQuantitative: '', gmatAnalyticalWriting: '', gmatTotal: '',
  gmatFocusEditionTotal: '655', gmatFocusEditionVerbal: '83', gmatFocusEditionQuantitative: '84', gmatFocusEditionDataInsights: '80',
  greTotal: '', verbalReasoning: '', quantitativeReasoning: '', analyticalWriting: '',
  toefLscoresListening: '', toefLscoresSpeaking: '', toefLscoresReading: '', toefLscoresTWE: '', toefLscoresOverallBandScore: '',
  ieltSscoresListening: '7.5', ieltSscoresSpeaking: '6.5', ieltSscoresReading: '8.0', ieltSscoresWriting: '6.5', ieltSscoresOverallBandScore: '7.0',
  gmatTestDate: '', gmatRegistrationNumber: '', greTestDate: '', greRegistrationNumber: '', toeflTestDate: '', toeflRegistrationNumber: '',
  ieltsTestDate: '', ieltsRegistrationNumber: '', otherLanguages: '日语 N2 Japanese JLPT N2', undergraduateAcademicPerformance: 'GPA 3.6/4.0，专业前 15% Top 15% of the class',
};
export const demoEssay = `我希望通过双学位项目在欧洲学习制造业的数字化经验，并把它带回国内的企业。 I want to learn how European manufacturers digitalise and bring that experience home.`;
