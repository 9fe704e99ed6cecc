import type { ResumeContent } from '@portal/contracts';

/**
 * The demo resumes' content, written as the forms would send it (the seed passes each section
 * through its schema). mba01's Chinese resume is complete; the others are part-way. Each political
 * status is the code (HRPolitical) of the one the student's demo profile holds (issue 30: the demo's
 * mba01 was 中共党员 in the profile and 群众 on the resume); resume-seed-agreement.int.test.ts checks it.
 */

const mbaPersonal = { name: '李明', sex: 1, mobile: '13800000001', email: 'mba01@example.edu.cn', politicsStatusValue: '01', vxAccount: 'liming_mba' };

export const mbaChinese: Record<keyof ResumeContent, unknown> = {
  personal: mbaPersonal,
  coreCompetence: [
    { content: '八年快消品牌管理经验，主导三个新品从零到一上市' },
    { content: '数据驱动的市场分析能力，熟练运用 SQL 与 Python' },
    { content: '跨部门协作与团队管理，带领十人团队完成年度目标' },
  ],
  education: [
    { startDate: '2025-09', endDate: null, school: '示范大学', college: '管理学院', location: '北京', major: '工商管理', degreeValue: '4', vdResumeEduInfoTypeValue: '1', scholarship: 'MBA 新生奖学金' },
    { startDate: '2012-09', endDate: '2016-06', school: '华东理工大学', college: '商学院', location: '上海', major: '市场营销', degreeValue: '2', vdResumeEduInfoTypeValue: '1', scholarship: '' },
  ],
  internship: [
    { startDate: '2026-07', endDate: '2026-09', company: '示范咨询公司', position: '暑期咨询顾问', location: '北京', jobDescription: '参与消费品企业渠道战略项目，完成三个城市的门店访谈与数据分析。' },
  ],
  work: [
    { startDate: '2019-07', endDate: '2025-07', company: '联合利华（中国）', position: '品牌经理', location: '上海', jobDescription: '负责个护品类品牌策略与年度预算，推动线上渠道销售额两年增长百分之六十。' },
    { startDate: '2016-07', endDate: '2019-06', company: '宝洁（中国）', position: '市场专员', location: '广州', jobDescription: '支持新品上市与消费者调研，协调代理商完成全国推广活动。' },
  ],
  skills: {
    nativeLanguage: '中文', proficiencyValue: 'F', englishLevelValue: 'IELTS', hskProficiencyValue: '',
    exams: [{ examType: 'GMAT', point: '710' }, { examType: 'IELTS', point: '7.5' }],
    hskList: [], otherLanguages: [{ name: '日语', proficiencyValue: 'B' }],
    software: [{ content: 'Excel 高级建模' }, { content: 'SQL 与 Python 数据分析' }], hobbies: [{ content: '马拉松' }, { content: '摄影' }],
  },
  activityPractice: [], extracurricular: [], award: [], certificate: [],
};

/** The English resume was translated before the Chinese one last changed: its sections show as stale. */
export const mbaEnglish: Partial<Record<keyof ResumeContent, unknown>> = {
  personal: { ...mbaPersonal, name: 'Ming Li' },
  education: [
    { startDate: '2025-09', endDate: null, school: 'Demo University', college: 'School of Management', location: 'Beijing', major: 'Business Administration', degreeValue: '4', vdResumeEduInfoTypeValue: '1', scholarship: 'MBA Entrance Scholarship' },
  ],
};

export const benyanChinese: Partial<Record<keyof ResumeContent, unknown>> = {
  personal: { name: '张伟', sex: 1, mobile: '13800000003', email: 'benyan01@example.edu.cn', politicsStatusValue: '03', vxAccount: '' },
  education: [
    { startDate: '2023-09', endDate: null, school: '示范大学', college: '经济学院', location: '北京', major: '经济与金融', degreeValue: '2', vdResumeEduInfoTypeValue: '1', scholarship: '校级一等奖学金' },
  ],
};

export const gradChinese: Partial<Record<keyof ResumeContent, unknown>> = {
  personal: { name: '刘洋', sex: 0, mobile: '13800000004', email: 'grad01@example.edu.cn', politicsStatusValue: '02', vxAccount: 'liuyang' },
  education: [
    { startDate: '2024-09', endDate: null, school: '示范大学', college: '管理学院', location: '北京', major: '管理科学与工程', degreeValue: '3', vdResumeEduInfoTypeValue: '1', scholarship: '' },
  ],
  internship: [
    { startDate: '2025-06', endDate: '2025-09', company: '示范证券', position: '研究助理', location: '上海', jobDescription: '撰写行业研究报告，维护估值模型。' },
  ],
};

export const phdChinese: Partial<Record<keyof ResumeContent, unknown>> = {
  personal: { name: '陈静', sex: 0, mobile: '13800000005', email: 'phd01@example.edu.cn', politicsStatusValue: '01', vxAccount: '' },
  skills: { nativeLanguage: '中文', proficiencyValue: 'F', englishLevelValue: 'TOEFL', hskProficiencyValue: '', exams: [{ examType: 'TOEFL', point: '108' }], hskList: [], otherLanguages: [], software: [{ content: 'Stata' }, { content: 'R' }], hobbies: [] },
};

export const mbaManual = {
  cName: '李明', eName: 'Ming Li', birthDay: '1994-05-12', email: 'mba01@example.edu.cn', vdNationId: 1,
  language1: '中文', proficiencyValue1: 'N', language2: '英语', proficiencyValue2: 'F', language3: '', proficiencyValue3: '',
  vdResumeGeneralSituationEduBackground1: { universityCN: '华东理工大学', universityEN: 'East China University of Science and Technology', schoolCN: '学士', schoolEN: 'Bachelor', majorCN: '市场营销', majorEN: 'Marketing', typeName: '全日制' },
  preMBAIndustriesKey: '5', preMBAWorkingYearsKey: '4',
  preMBAWorkInformationCompnyNameCN: '联合利华（中国）', preMBAWorkInformationCompnyNameEN: 'Unilever China',
  preMBAWorkInformationPositionCN: '品牌经理', preMBAWorkInformationPositionEN: 'Brand Manager',
  preMBAWorkExperienceCN: '八年快消品牌管理', preMBAWorkExperienceEN: 'Eight years in FMCG brands',
  achievementsCN1: '线上销售两年增六成', achievementsCN2: '主导三款新品上市', achievementsCN3: '',
  achievementsEN1: 'Online sales up 60%', achievementsEN2: 'Led three launches', achievementsEN3: '',
  mbaCareerInterestIndustryKey: ['2', '4'], mbaCareerInterestFunctionKey: ['1', '2'],
};

export const benyanManual = {
  cName: '张伟', eName: 'Wei Zhang', birthDay: '2005-02-20', email: 'benyan01@example.edu.cn', vdNationId: 1,
  vdResumeGeneralSituationEduBackground1: { universityCN: '示范大学', universityEN: 'Demo University', schoolCN: '经济学院', schoolEN: 'School of Economics', majorCN: '经济与金融', majorEN: 'Economics and Finance', typeName: '本科' },
  experienceCN1: '校学生会学术部部长，组织三场经济论坛', experienceEN1: 'Head of the academic department of the student union',
  planAfterGraduation: ['A', 'C'], careerInterestKey1: '3', careerInterestKey2: '4', mostInterestedIndustriesKey1: '2',
};

export const gradManual = {
  cName: '刘洋', eName: 'Yang Liu', birthDay: '2001-08-08', email: 'grad01@example.edu.cn', vdNationId: 1,
  experienceCN1: '证券公司行业研究实习', planAfterGraduation: ['A'], careerInterestKey1: '1', mostInterestedIndustriesKey1: '2',
};

export const phdManual = { cName: '陈静', eName: 'Jing Chen', birthDay: '1996-04-15', email: 'phd01@example.edu.cn', planAfterGraduation: ['B'], careerInterestKey1: '8' };

export const MBA_SUGGESTION = '核心竞争力可以用数字量化成果；工作经历的描述建议以动词开头，突出个人贡献。';
