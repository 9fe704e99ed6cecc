import { crc32, deflateSync } from 'node:zlib';
import { manualMbaSchema, manualStudentSchema, type ResumeStudentTypeCode } from '@portal/contracts';
import type { PdfJob, PdfManual, PdfResumeContent, ResumePdfInput } from './resume-pdf.types.ts';

/**
 * Résumés for the PDF tests and the benchmark (bench/resume-pdf.mjs): a full résumé as a student
 * fills it in (every section of every type, typical lengths), one padded far past a page, the two
 * manual forms, and a small generated portrait.
 */

/** A 96×128 PNG portrait (a grey figure on a pale background), built byte by byte. */
export function samplePhoto(): Uint8Array {
  const width = 96;
  const height = 128;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const head = (x - 48) ** 2 + (y - 46) ** 2 < 22 ** 2;
      const shoulders = y > 82 && (x - 48) ** 2 / 44 ** 2 + (y - 128) ** 2 / 42 ** 2 < 1;
      const [r, g, b] = head || shoulders ? [96, 108, 124] : [222, 230, 238];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return new Uint8Array(png);
}

const cnContent: PdfResumeContent = {
  personal: { name: '李明远', sexText: '男', mobile: '13812345678', email: 'liming@example.edu.cn', politicsText: '中共党员', vxAccount: 'liming_2002' },
  coreCompetence: ['五年金融行业经验，熟悉并购与股权融资全流程', '数据分析与财务建模能力突出，善于把结论讲清楚', '中英文沟通流畅，带领过八人跨部门团队'],
  education: [
    { startDate: '2021-09', endDate: '2025-06', school: '北京大学', college: '光华管理学院', location: '北京', major: '金融学', degreeText: '学士', typeText: '全日制', scholarship: '国家奖学金（2023）、校级一等奖学金' },
    { startDate: '2024-01', endDate: '2024-05', school: '新加坡国立大学', college: '商学院', location: '新加坡', major: '金融学', degreeText: '交换', typeText: '交换生', scholarship: '' },
  ],
  internship: [
    { startDate: '2024-07', endDate: '2024-09', company: '中信证券', position: '投资银行部实习生', location: '北京', jobDescription: '参与两单IPO项目尽职调查，整理底稿并撰写招股说明书行业部分\n搭建可比公司估值模型，完成三份行业研究报告，获部门负责人书面表扬' },
    { startDate: '2023-12', endDate: '2024-02', company: '麦肯锡公司', position: '商业分析实习生', location: '上海', jobDescription: '协助某快消品牌渠道优化项目，访谈二十余位经销商，清洗并分析三年销售数据，提炼关键发现并制作客户汇报材料。' },
    { startDate: '2025-03', endDate: null, company: '腾讯', position: '产品运营实习生', location: '深圳', jobDescription: '负责小程序用户增长活动的策划与复盘，两个月内新增用户十二万，活动转化率提升百分之十八。' },
  ],
  activityPractice: [
    { startDate: '2022-09', endDate: '2023-06', name: '北京大学学生会学术部', address: '北京', description: '担任学术部部长，组织“金融前沿”系列讲座八场，邀请业界嘉宾十余位，累计参与者逾千人。' },
    { startDate: '2022-07', endDate: '2022-08', name: '乡村振兴暑期社会实践', address: '云南大理', description: '带领六人小组走访三个村落，完成农产品电商调研报告，获校级优秀社会实践团队。' },
  ],
  work: [
    { startDate: '2019-07', endDate: '2022-06', company: '招商银行总行', position: '投资银行部经理', location: '深圳', jobDescription: '主导五单并购融资项目，累计金额逾四十亿元\n搭建行业客户名单与尽调模板，团队效率提升三成' },
    { startDate: '2017-07', endDate: '2019-06', company: '德勤会计师事务所', position: '高级审计员', location: '上海', jobDescription: '负责三家上市公司年报审计的收入与存货循环，带领四人小组按期完成外勤工作。' },
  ],
  extracurricular: [
    { date: '2022-09', endDate: '2023-06', activitiesName: '研究生会', location: '北京', position: '副主席', description: '统筹二十余场学术与文体活动，协调十个院系的学生组织，改进活动报名流程。' },
    { date: '2023-03', endDate: null, activitiesName: '金融科技协会', location: '北京', position: '创始成员', description: '组织量化投资读书会与编程工作坊，撰写公众号文章十二篇。' },
  ],
  award: [
    { date: '2023-10', name: '国家奖学金', memo: '年级前1%' },
    { date: '2022-12', name: '全国大学生数学建模竞赛一等奖', memo: '北京赛区' },
    { date: '2023-05', name: '北京大学三好学生', memo: '' },
  ],
  certificate: [
    { date: '2024-03', name: 'CFA 一级', memo: '已通过' },
    { date: '2023-06', name: '证券从业资格', memo: '' },
  ],
  skills: {
    nativeLanguage: '普通话', proficiencyText: '熟练', englishLevelText: 'CET-6 620', hskProficiencyText: '',
    exams: [{ examType: 'TOEFL', point: '108' }, { examType: 'GRE', point: '328' }], hskList: [],
    otherLanguages: [{ name: '日语', proficiencyText: '入门' }],
    software: ['Python（pandas、statsmodels）', 'Excel/VBA 建模', 'Wind、Bloomberg 终端'], hobbies: ['马拉松（完赛三次）', '钢琴（十级）'],
  },
};

const enContent: PdfResumeContent = {
  personal: { name: 'Mingyuan Li', sexText: 'Male', mobile: '+8613812345678', email: 'liming@example.edu.cn', politicsText: 'CPC member', vxAccount: 'liming_2002' },
  coreCompetence: ['Five years in corporate finance: M&A, equity and debt financing from pitch to closing', 'Strong financial modelling and data analysis, with clear storytelling to senior clients', 'Bilingual leader of cross-functional teams of up to eight people'],
  education: [
    { startDate: '2021-09', endDate: '2025-06', school: 'Peking University', college: 'Guanghua School of Management', location: 'Beijing', major: 'Finance', degreeText: 'Bachelor', typeText: 'Full-time', scholarship: 'National Scholarship (2023); University First-Class Scholarship' },
    { startDate: '2024-01', endDate: '2024-05', school: 'National University of Singapore', college: 'Business School', location: 'Singapore', major: 'Finance', degreeText: 'Exchange', typeText: 'Exchange student', scholarship: '' },
  ],
  internship: [
    { startDate: '2024-07', endDate: '2024-09', company: 'CITIC Securities', position: 'Investment Banking Intern', location: 'Beijing', jobDescription: 'Took part in due diligence for two IPOs and drafted the industry section of a prospectus\nBuilt comparable-company valuation models and wrote three sector research reports' },
    { startDate: '2023-12', endDate: '2024-02', company: 'McKinsey & Company', position: 'Business Analyst Intern', location: 'Shanghai', jobDescription: 'Supported a channel optimisation project for a consumer brand: interviewed 20+ distributors, cleaned and analysed three years of sales data, and prepared client presentations.' },
    { startDate: '2025-03', endDate: null, company: 'Tencent', position: 'Product Operations Intern', location: 'Shenzhen', jobDescription: 'Planned and reviewed growth campaigns for a mini-program, adding 120,000 users in two months and raising conversion by 18%.' },
  ],
  activityPractice: [
    { startDate: '2022-09', endDate: '2023-06', name: 'PKU Student Union, Academic Dept.', address: 'Beijing', description: 'Head of department: organised eight lectures of the "Finance Frontier" series with more than ten industry speakers and over 1,000 attendees.' },
    { startDate: '2022-07', endDate: '2022-08', name: 'Rural Revitalisation Field Study', address: 'Dali, Yunnan', description: 'Led a team of six across three villages and wrote a report on e-commerce for local produce; named an outstanding team.' },
  ],
  work: [
    { startDate: '2019-07', endDate: '2022-06', company: 'China Merchants Bank', position: 'Investment Banking Manager', location: 'Shenzhen', jobDescription: 'Led five M&A financing deals totalling over RMB 4 billion\nBuilt client lists and due-diligence templates that made the team 30% faster' },
    { startDate: '2017-07', endDate: '2019-06', company: 'Deloitte', position: 'Senior Auditor', location: 'Shanghai', jobDescription: 'Audited revenue and inventory cycles of three listed companies and led a team of four through fieldwork on schedule.' },
  ],
  extracurricular: [
    { date: '2022-09', endDate: '2023-06', activitiesName: 'Graduate Union', location: 'Beijing', position: 'Vice President', description: 'Coordinated 20+ academic and social events with student bodies of ten schools and simplified event registration.' },
    { date: '2023-03', endDate: null, activitiesName: 'FinTech Club', location: 'Beijing', position: 'Co-founder', description: 'Ran a quantitative investing reading group and coding workshops; wrote twelve articles for the club account.' },
  ],
  award: [
    { date: '2023-10', name: 'National Scholarship', memo: 'top 1%' },
    { date: '2022-12', name: 'National Mathematical Contest in Modelling, First Prize', memo: 'Beijing' },
    { date: '2023-05', name: 'Merit Student of Peking University', memo: '' },
  ],
  certificate: [
    { date: '2024-03', name: 'CFA Level I', memo: 'passed' },
    { date: '2023-06', name: 'Securities Qualification Certificate', memo: '' },
  ],
  skills: {
    nativeLanguage: 'Mandarin', proficiencyText: 'Fluent', englishLevelText: 'CET-6 620', hskProficiencyText: '',
    exams: [{ examType: 'TOEFL', point: '108' }, { examType: 'GRE', point: '328' }], hskList: [],
    otherLanguages: [{ name: 'Japanese', proficiencyText: 'Basic' }],
    software: ['Python (pandas, statsmodels)', 'Excel/VBA modelling', 'Wind and Bloomberg terminals'], hobbies: ['Marathon running (three finishes)', 'Piano (grade 10)'],
  },
};

/** A full Chinese (kind 1) or English (kind 2) résumé; every type's sections are filled. */
export function resumeInput(kind: 1 | 2, studentType: ResumeStudentTypeCode, photo: Uint8Array | null = samplePhoto()): ResumePdfInput {
  return { kind, studentType, photo, resume: structuredClone(kind === 1 ? cnContent : enContent) };
}

/** A type-1 résumé with `copies` times the internships and practice: far past one page for copies ≥ 3. */
export function bulkyResumeInput(copies: number, kind: 1 | 2 = 1): ResumePdfInput {
  const input = resumeInput(kind, 1);
  const resume = input.resume!;
  const many = <T>(list: T[]) => Array.from({ length: copies }, () => list).flat();
  const longer = (j: PdfJob) => ({ ...j, jobDescription: `${j.jobDescription}\n${j.jobDescription}` });
  return { ...input, resume: { ...resume, internship: many(resume.internship).map(longer), activityPractice: many(resume.activityPractice) } };
}

const eduGroups = {
  vdResumeGeneralSituationEduBackground1: { universityCN: '北京大学', universityEN: 'Peking University', schoolCN: '光华管理学院', schoolEN: 'Guanghua School of Management', majorCN: '工商管理', majorEN: 'Business Administration', typeName: '硕士 Master' },
  vdResumeGeneralSituationEduBackground2: { universityCN: '复旦大学', universityEN: 'Fudan University', schoolCN: '经济学院', schoolEN: 'School of Economics', majorCN: '金融学', majorEN: 'Finance', typeName: '学士 Bachelor' },
};
const identity = { photoFileId: '8d2f6a4e-1c3b-4f5a-9e7d-2b6c8a1f0e35', cName: '李明远', eName: 'Mingyuan Li', birthDay: '1995-05-16', email: 'liming@example.edu.cn', vdNationId: 1, ...eduGroups };

/** The manual of a student type: type 3 the MBA form, types 1 and 2 the student form. */
export function manualInput(studentType: ResumeStudentTypeCode, photo: Uint8Array | null = samplePhoto()): ResumePdfInput {
  return { kind: 3, studentType, photo, manual: studentType === 3 ? mbaManual() : studentManual() };
}

function studentManual(): PdfManual {
  const form = manualStudentSchema.parse({
    ...identity,
    experienceCN1: '主导两单并购尽调，撰写行业研究报告三份', experienceCN2: '学生会学术部部长，组织讲座八场', experienceCN3: '全国数学建模竞赛一等奖',
    experienceEN1: 'Led due diligence on two M&A deals', experienceEN2: 'Head of the student union academic team', experienceEN3: 'First prize in national modelling contest',
    planAfterGraduation: ['A', 'C'],
    careerInterestKey1: '3', careerInterestKey2: '14', careerInterestOther2: '量化研究', careerInterestKey3: '7',
    mostInterestedIndustriesKey1: '5', mostInterestedIndustriesKey2: '2',
  });
  return {
    form,
    texts: {
      careerInterestKey1: { text: '咨询', textEN: 'Consulting' },
      careerInterestKey2: { text: '其他', textEN: 'Other' },
      careerInterestKey3: { text: '投资银行', textEN: 'Investment banking' },
      mostInterestedIndustriesKey1: { text: '金融服务', textEN: 'Financial services' },
    },
  };
}

function mbaManual(): PdfManual {
  const form = manualMbaSchema.parse({
    ...identity,
    language1: '中文', proficiencyValue1: 'N', language2: 'English', proficiencyValue2: 'F', language3: '日本語', proficiencyValue3: 'B',
    preMBAIndustriesKey: '13', preMBAIndustriesOther: '新能源', preMBAWorkingYearsKey: '3',
    preMBAWorkInformationCompnyNameCN: '宁德时代新能源科技股份有限公司', preMBAWorkInformationCompnyNameEN: 'Contemporary Amperex Technology Co., Limited',
    preMBAWorkInformationPositionCN: '海外市场战略经理', preMBAWorkInformationPositionEN: 'Overseas Market Strategy Manager',
    preMBAWorkExperienceCN: '负责欧洲市场进入策略，建立三家本地合作伙伴关系', preMBAWorkExperienceEN: 'Set the European market entry strategy and built three local partnerships',
    achievementsCN1: '推动海外订单增长百分之四十', achievementsCN2: '带领十人跨国团队', achievementsCN3: '获公司年度创新奖',
    achievementsEN1: 'Grew overseas orders by 40%', achievementsEN2: 'Led a team of ten in three countries', achievementsEN3: 'Won the annual innovation award',
    mbaCareerInterestIndustryKey: ['2', '5'], mbaCareerInterestFunctionKey: ['1', '8'], mbaCareerInterestFunctionOther: '企业战略',
  });
  return {
    form,
    texts: {
      proficiencyValue1: { text: '母语', textEN: 'Native' },
      proficiencyValue2: { text: '流利', textEN: 'Fluent' },
      preMBAIndustriesKey: { text: '其他', textEN: 'Other' },
      preMBAWorkingYearsKey: { text: '5–8年', textEN: '5–8 years' },
      'mbaCareerInterestIndustryKey.0': { text: '咨询', textEN: 'Consulting' },
      'mbaCareerInterestIndustryKey.1': { text: '金融服务', textEN: 'Financial services' },
      'mbaCareerInterestFunctionKey.1': { text: '其他', textEN: 'Other' },
    },
  };
}
