/** The demo mentors and supervisors (issue #14 'Demo data'); all names and numbers are invented. */

export interface DemoMentor {
  name: string;
  companyName: string;
  position: string;
  gender: string;
  age: number;
  industry: string;
  workingYears: number;
  phone: string;
  isDecryptPhone: boolean;
  isGuideForeignStudent: boolean;
  selectionTimes: number;
}

const mentor = (name: string, companyName: string, position: string, industry: string, gender: string, age: number, workingYears: number, released: boolean, selectionTimes = 3): DemoMentor => ({
  name, companyName, position, industry, gender, age, workingYears, phone: `1390000${String(age).padStart(2, '0')}${String(workingYears).padStart(2, '0')}`,
  isDecryptPhone: released, isGuideForeignStudent: age < 45, selectionTimes,
});

/** The twelve mentors of mba01's open round; mentor01 is the first (its account answers for it). */
export const roundMentors: DemoMentor[] = [
  mentor('赵文博', '华信资本', '董事总经理', '金融', '男', 46, 22, true),
  mentor('钱晓岚', '星海科技', '首席运营官', '互联网', '女', 41, 18, true),
  mentor('孙立群', '远航咨询', '合伙人', '咨询', '男', 50, 26, false),
  mentor('李婉清', '同创医疗', '副总裁', '医疗健康', '女', 44, 20, true),
  mentor('周建国', '国泰制造', '总经理', '制造', '男', 52, 28, false),
  mentor('吴思远', '蓝湾新能源', '战略总监', '能源', '男', 39, 15, true),
  mentor('郑雅琴', '银杏消费品', '市场总监', '消费品', '女', 38, 14, false),
  mentor('王浩然', '鼎盛地产', '副总裁', '房地产', '男', 47, 23, false),
  mentor('冯蕾', '云帆物流', '首席财务官', '物流', '女', 43, 19, true),
  mentor('陈子昂', '晨曦创投', '投资总监', '投资', '男', 36, 12, false, 1),
  mentor('褚佳怡', '悦享文旅', '总裁助理', '文旅', '女', 35, 11, false, 2),
  mentor('卫明辉', '智联数据', '技术副总裁', '大数据', '男', 42, 18, true),
];

export const MENTOR_TEXTS = {
  teacherEducationalBackground: '清华大学经济管理学院 MBA；北京大学经济学学士。',
  teacherProfessionalexperience: '二十年企业管理与投资经验，曾主导多个并购与数字化转型项目。',
  studentIndustryBackground: '金融、咨询或科技行业背景优先。',
  studentFutureEmploymentbackground: '有志于企业管理、投资或创业方向。',
  otherRequirements: '每月至少交流一次，认真准备每次会谈。',
  requirements: '积极主动，有明确的职业目标。',
};

export interface DemoSupervisor {
  name: string;
  position: string;
  researchDirection: string;
  thesisTopicSelection: string;
  selectionTimes: number;
}

export const schemeSupervisors: DemoSupervisor[] = [
  { name: '孙教授', position: '教授', researchDirection: '公司金融、资本市场', thesisTopicSelection: '上市公司并购绩效；ESG 信息披露与融资成本', selectionTimes: 4 },
  { name: '刘副教授', position: '副教授', researchDirection: '组织行为与领导力', thesisTopicSelection: '远程办公与团队效能', selectionTimes: 1 },
  { name: '何教授', position: '教授', researchDirection: '数字化运营与供应链', thesisTopicSelection: '制造企业数字化转型路径', selectionTimes: 3 },
  { name: '马讲师', position: '讲师', researchDirection: '市场营销与消费者行为', thesisTopicSelection: '直播电商中的消费者信任', selectionTimes: 2 },
];
