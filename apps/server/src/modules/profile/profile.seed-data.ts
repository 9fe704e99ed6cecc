import type {
  BaseInfoInput, CadresInput, DegreeInput, IntentionInput, PracticesInput, ProfileSkillsInput, RecruitInput, RewardsInput, StudyInput,
} from '@portal/contracts';

/**
 * The demo profiles (README 'Demo data'): every sub-form that applies to each demo student's kind,
 * in the shape of the calls' bodies, so the seed goes through the same schemas and rules as a save.
 * Dates are relative to the student's entrance year `y`.
 */
export interface DemoProfile {
  base: Omit<BaseInfoInput, 'email' | 'mobile'>;
  recruit: RecruitInput;
  rewards: RewardsInput;
  degree: DegreeInput;
  cadres: CadresInput;
  study: StudyInput;
  skills: ProfileSkillsInput;
  practice: PracticesInput;
  intention: IntentionInput;
}

const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
const day = (y: number, m: number, d: number) => `${ym(y, m)}-${String(d).padStart(2, '0')}`;

export function demoProfiles(years: Record<'mba01' | 'emba01' | 'benyan01' | 'grad01' | 'phd01', number>): Record<string, DemoProfile> {
  const { mba01: m, emba01: e, benyan01: b, grad01: g, phd01: p } = years;
  return {
    mba01: {
      base: { id: 0, cardType: '居民身份证', idCardNo: '110101199405120011', political: '中共党员', marriageStatusKey: '2' },
      recruit: {
        id: 0, studentProvince: '北京', ethnicGroups: '汉族', entranceWayKey1: '2', baccalaureateCollege: '北京理工大学', major1: '机械工程', degree1: '工学学士',
        isWorked: true, isHaveOtherEdu: false,
        workInfos: [
          { workDuration: 4, companyName: '中信证券', deptName: '投资银行部', position: '高级经理', beginDate: day(m - 5, 7, 1), endDate: day(m, 6, 30), address: '北京市朝阳区',
            enterprisePropertyKey: '1', enterpriseIndustryKey: '1', annualSalary: '45万' },
          { workDuration: 2, companyName: '德勤咨询', deptName: '战略咨询', position: '咨询顾问', beginDate: day(m - 7, 7, 1), endDate: day(m - 5, 6, 30), address: '上海市静安区',
            enterprisePropertyKey: '3', enterpriseIndustryKey: '2', annualSalary: '25万' },
        ],
      },
      rewards: {
        jjList: [{ name: 'MBA 新生奖学金', level: '学院级', moneyOrTime: '30000', memo: '入学奖学金' }],
        jlList: [{ name: '案例大赛一等奖', level: '全国', moneyOrTime: ym(m + 1, 4), memo: '团队队长' }],
      },
      degree: { id: 0, school: '曼海姆大学', college: '商学院', major: '工商管理', studentDirectionKey: '1' },
      cadres: { dtoList: [{ beginDate: ym(m, 9), endDate: ym(m + 1, 7), college: '经济管理学院', isCadre: true, orgName: 'MBA 联合会', position: '副主席' }] },
      study: { estimatedGraduationDate: ym(m + 2, 6), major: '工商管理（金融方向）', dtoList: [{ name: '数字化转型中的券商经纪业务', magazineName: '金融管理研究' }] },
      skills: {
        eList: [{ name: '英语', scoreOrProficiencyDes: 'IELTS 7.5' }],
        oList: [{ name: '特许金融分析师（CFA）', scoreOrProficiencyDes: '二级' }],
        bList: [{ name: '全国 MBA 商业案例大赛', scoreOrProficiencyDes: '一等奖' }],
        cList: [{ name: 'Excel', proficiencyKey: 'F' }, { name: 'Python', proficiencyKey: 'I' }],
      },
      practice: { dtoList: [{ beginDate: day(m + 1, 7, 1), endDate: day(m + 1, 8, 31), companyName: '高瓴资本', enterprisePropertyKey: '2', enterpriseIndustryKey: '1', deptName: '投资部', position: '暑期实习生', address: '北京市东城区', isContinueToEmploy: true }] },
      intention: { dtoList: [{ intentionKey1: 3, intentionKey2: 6, intentionKey3: 2, directionKey1: '5', directionKey2: '1', directionKey3: '4', directionKey4: '2', directionKey5: '3' }] },
    },
    emba01: {
      base: { id: 0, cardType: '居民身份证', idCardNo: '310101198211030022', political: '群众', fatherOccupation: '工程师', fathorEducationBackgroundKey: '3', motherOccupation: '教师', motherEducationBackgroundKey: '2' },
      recruit: {
        id: 0, studentProvince: '上海', ethnicGroups: '汉族', entranceWayKey1: '1', baccalaureateCollege: '复旦大学', major1: '国际贸易', degree1: '经济学学士',
        isWorked: true, isHaveOtherEdu: true,
        workInfos: [{ workDuration: 18, companyName: '华东医药集团', deptName: '总经理办公室', position: '副总经理', beginDate: day(e - 18, 7, 1), endDate: null, address: '上海市浦东新区',
          enterprisePropertyKey: '1', enterpriseIndustryKey: '8', annualSalary: '150万' }],
        otherEdus: [{ college: '中欧国际工商学院', entranceWayKey: '8', major: '高层管理课程', degree: '证书' }],
      },
      rewards: { jlList: [{ name: '上海市优秀企业家', level: '市级', moneyOrTime: ym(e - 1, 12), memo: '' }] },
      degree: { id: 0, school: '本校', college: '经济管理学院', major: 'EMBA', studentDirectionKey: '6' },
      cadres: { dtoList: [{ beginDate: ym(e, 9), endDate: null, college: '经济管理学院', isCadre: true, orgName: 'EMBA 北京 2 班', position: '班长' }] },
      study: { estimatedGraduationDate: ym(e + 2, 6), major: '高级管理人员工商管理', dtoList: [{ name: '医药企业的数字化营销', magazineName: '管理评论' }] },
      skills: { eList: [{ name: '英语', scoreOrProficiencyDes: '商务沟通' }], cList: [{ name: 'PowerPoint', proficiencyKey: 'F' }] },
      practice: { dtoList: [{ beginDate: day(e + 1, 3, 1), endDate: day(e + 1, 3, 15), companyName: '西门子医疗', enterprisePropertyKey: '3', enterpriseIndustryKey: '8', deptName: '战略部', position: '游学访问', address: '德国埃尔朗根', isContinueToEmploy: false }] },
      intention: { dtoList: [{ intentionKey1: 3, intentionKey2: 6, intentionKey3: null, directionKey1: '4', directionKey2: '3', directionKey3: '1', directionKey4: '6', directionKey5: '2' }] },
    },
    benyan01: {
      base: { id: 0, cardType: '居民身份证', idCardNo: '120101200502200033', political: '共青团员', fatherOccupation: '公务员', fathorEducationBackgroundKey: '4', motherOccupation: '医生', motherEducationBackgroundKey: '3' },
      recruit: {
        id: 0, studentProvince: '天津', ethnicGroups: '汉族', gaoKaoPoint: 678, totalPoints: 750, provinceRanking: 312, cityRanking: 45, liberalOrScienceKey: '2',
        isGoodAtSport: true, goodAtSportReason: '国家二级运动员（田径）',
      },
      rewards: {
        jjList: [{ name: '国家奖学金', level: '国家级', moneyOrTime: '8000', memo: `${b + 1}-${b + 2} 学年` }],
        zjList: [{ isPoverty: false, isStudentGrant: true, name: `${b + 1}`, moneyOrTime: '3000', memo: '勤工助学' }],
        jlList: [{ name: '三好学生', level: '校级', moneyOrTime: ym(b + 1, 10), memo: '' }],
      },
      degree: { id: 0, school: '本校', college: '数学科学系', major: '统计学', studentDirectionKey: '1' },
      cadres: { dtoList: [{ beginDate: ym(b + 1, 9), endDate: ym(b + 2, 7), college: '经济管理学院', isCadre: true, orgName: '学生会', position: '学习部部长' }] },
      study: { estimatedGraduationDate: ym(b + 4, 7), major: '经济与金融', dtoList: [{ name: '数字普惠金融与居民消费', magazineName: '本科生学术论坛' }] },
      skills: {
        eList: [{ name: '英语', scoreOrProficiencyDes: 'CET-6 612' }],
        oList: [{ name: '证券从业资格', scoreOrProficiencyDes: '通过' }],
        rList: [{ name: '全国大学生数学建模竞赛', scoreOrProficiencyDes: '省一等奖' }],
        bList: [{ name: '挑战杯创业计划竞赛', scoreOrProficiencyDes: '校级金奖' }],
        cList: [{ name: 'Stata', proficiencyKey: 'I' }],
      },
      practice: { dtoList: [{ beginDate: day(b + 2, 7, 5), endDate: day(b + 2, 8, 30), companyName: '中国国际金融', enterprisePropertyKey: '4', enterpriseIndustryKey: '1', deptName: '研究部', position: '研究助理实习生', address: '北京市朝阳区', isContinueToEmploy: false }] },
      intention: { dtoList: [{ intentionKey1: 1, intentionKey2: 2, intentionKey3: 3, directionKey1: '2', directionKey2: '3', directionKey3: '1', directionKey4: '6', directionKey5: '4' }] },
    },
    grad01: {
      base: { id: 0, cardType: '居民身份证', idCardNo: '130101200108080044', political: '中共预备党员', fatherOccupation: '企业职员', fathorEducationBackgroundKey: '3', motherOccupation: '会计', motherEducationBackgroundKey: '3' },
      recruit: {
        id: 0, studentProvince: '河北', ethnicGroups: '汉族', entranceWayKey1: '3', baccalaureateCollege: '天津大学', major1: '工业工程', degree1: '工学学士',
        isWorked: false, isHaveOtherEdu: true,
        otherEdus: [{ college: '新加坡国立大学', entranceWayKey: '7', major: '交换项目', degree: '无' }],
      },
      rewards: { jjList: [{ name: '研究生学业奖学金', level: '一等', moneyOrTime: '10000', memo: '' }] },
      degree: { id: 0, school: '本校', college: '经济管理学院', major: '管理科学与工程', studentDirectionKey: '7' },
      cadres: { dtoList: [{ beginDate: ym(g, 10), endDate: ym(g + 1, 9), college: '经济管理学院', isCadre: false, orgName: '研究生会', position: '干事' }] },
      study: { estimatedGraduationDate: ym(g + 3, 6), major: '管理科学与工程', dtoList: [{ name: '供应链韧性的多目标优化', magazineName: '系统工程理论与实践' }] },
      skills: { eList: [{ name: '英语', scoreOrProficiencyDes: 'TOEFL 105' }], rList: [{ name: '全国研究生数学建模竞赛', scoreOrProficiencyDes: '二等奖' }], cList: [{ name: 'MATLAB', proficiencyKey: 'F' }] },
      practice: { dtoList: [{ beginDate: day(g + 1, 7, 1), endDate: day(g + 1, 9, 30), companyName: '京东物流', enterprisePropertyKey: '2', enterpriseIndustryKey: '13', deptName: '运筹优化部', position: '算法实习生', address: '北京市亦庄', isContinueToEmploy: true }] },
      intention: { dtoList: [{ intentionKey1: 3, intentionKey2: 1, intentionKey3: null, directionKey1: '3', directionKey2: '2', directionKey3: '1', directionKey4: '4', directionKey5: '7' }] },
    },
    phd01: {
      base: { id: 0, cardType: '居民身份证', idCardNo: '210101199604150055', political: '中共党员', fatherOccupation: '大学教师', fathorEducationBackgroundKey: '5', motherOccupation: '工程师', motherEducationBackgroundKey: '4' },
      recruit: {
        id: 0, studentProvince: '辽宁', ethnicGroups: '满族', entranceWayKey1: '3', baccalaureateCollege: '大连理工大学', major1: '管理科学', degree1: '管理学学士',
        entranceWayKey2: '3', masterSchool: '南开大学', major2: '企业管理', degree2: '管理学硕士',
        entranceWayKey3: '1', doctorCollege: '经济管理学院', major3: '工商管理', degree3: '管理学博士',
        isWorked: false, isHaveOtherEdu: false,
      },
      rewards: { jjList: [{ name: '博士研究生国家奖学金', level: '国家级', moneyOrTime: '30000', memo: '' }] },
      degree: { id: 0, school: '本校', college: '经济管理学院', major: '工商管理', studentDirectionKey: '6' },
      cadres: { dtoList: [{ beginDate: ym(p + 1, 9), endDate: ym(p + 2, 7), college: '经济管理学院', isCadre: true, orgName: '博士生党支部', position: '支部书记' }] },
      study: {
        estimatedGraduationDate: ym(p + 5, 6), doctoralQualificationExaminationKey: '2', major: '组织行为与人力资源',
        dtoList: [{ name: '远程办公与团队创造力', magazineName: '管理世界' }, { name: 'Leader humility and voice', magazineName: 'Academy of Management Proceedings' }],
      },
      skills: { eList: [{ name: '英语', scoreOrProficiencyDes: 'IELTS 7.0' }], cList: [{ name: 'R', proficiencyKey: 'F' }, { name: 'Mplus', proficiencyKey: 'I' }] },
      practice: { dtoList: [{ beginDate: day(p + 2, 7, 1), endDate: day(p + 2, 8, 15), companyName: '华为技术有限公司', enterprisePropertyKey: '2', enterpriseIndustryKey: '19', deptName: '人力资源部', position: '研究实习生', address: '广东省深圳市', isContinueToEmploy: false }] },
      intention: { dtoList: [{ intentionKey1: 5, intentionKey2: 3, intentionKey3: 2, directionKey1: '2', directionKey2: '1', directionKey3: '3', directionKey4: '6', directionKey5: '7' }] },
    },
  };
}
