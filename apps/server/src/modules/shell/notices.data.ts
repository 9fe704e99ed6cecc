/**
 * Seed bulletins (fieldType 'report') of the notice board; the regulations (fieldType 'rule') are in
 * notices-rules.data.ts. `noticeSeeds` is the concatenation of both.
 * noticeType uses the codes of the NoticeType dictionary; daysAgo < 0 means a future publish time.
 * The notices announcing bid rounds are written from the demo calendar (bid-notices.data.ts).
 */
import { html, type NoticeSeed } from './notice-seed.ts';
import { ruleSeeds } from './notices-rules.data.ts';

export type { NoticeSeed } from './notice-seed.ts';


export const reportSeeds: NoticeSeed[] = [
  {
    title: '关于本学年硕士学位论文提交截止时间的通知',
    enTitle: 'Master’s Thesis Submission Deadline for This Academic Year',
    fieldType: 'report',
    noticeType: 'academic',
    isTop: true,
    daysAgo: 10,
    content: html(
      `<p>拟于本学年申请学位的硕士研究生（含 MBA、EMBA 及学术型硕士），须在<strong>答辩前 15 天</strong>通过学生门户提交学位论文终稿。</p>`,
      `<ul><li>论文须经导师审阅并在系统中确认；</li><li>提交前须完成学术不端行为检测，重复率不高于 15%；</li><li>逾期未提交者，顺延至下一答辩批次。</li></ul>`,
      `<p>论文格式要求请参阅《学位论文撰写与答辩规定》及“常用下载”中的论文模板。</p>`,
    ),
    enContent: html(
      `<p>Master’s students (including MBA, EMBA and academic master’s) who intend to graduate this academic year must submit the final version of their thesis through the student portal <strong>15 days before the defence</strong>.</p>`,
      `<ul><li>The thesis must be reviewed and confirmed by the supervisor in the system;</li><li>A similarity check must be completed before submission, with a similarity index of no more than 15%;</li><li>Late submissions will be moved to the next defence round.</li></ul>`,
      `<p>For formatting requirements see the Thesis Writing and Defence Regulations and the thesis template under Common Downloads.</p>`,
    ),
  },
  {
    title: '春季综合招聘会邀请函',
    enTitle: 'Invitation to the Spring Career Fair',
    fieldType: 'report',
    noticeType: 'careers',
    useModel: 1,
    daysAgo: 5,
    anchor: { event: '3-fair', days: -7 },
    content: html(
      `<p>职业发展中心将于下周举办春季综合招聘会，预计有 120 余家企业参会，覆盖金融、咨询、互联网、快消、制造及能源等行业。</p>`,
      `<p>地点：学院大楼一层中庭；时间：9:30–16:00。</p>`,
      `<p>请同学们提前在学生门户更新中英文简历，并在“活动预约”中报名。现场请携带学生证。</p>`,
    ),
    enContent: html(
      `<p>The Career Development Centre will host the Spring Career Fair next week, with more than 120 employers from finance, consulting, internet, FMCG, manufacturing and energy.</p>`,
      `<p>Venue: Atrium, ground floor of the School building; time: 9:30–16:00.</p>`,
      `<p>Please update your Chinese and English resumes in the student portal and register under Event Appointments. Bring your student ID card on the day.</p>`,
    ),
  },
  {
    title: '校园招聘宣讲会周活动安排',
    enTitle: 'Campus Recruitment Info Session Week',
    fieldType: 'report',
    noticeType: 'careers',
    useModel: 1,
    daysAgo: 20,
    content: html(
      `<p>本月第三周为校园招聘宣讲会周，多家知名企业将来院举办专场宣讲并现场收取简历。</p>`,
      `<ul><li>周一：投资银行与证券专场</li><li>周二：管理咨询专场</li><li>周三：互联网与科技专场</li><li>周四：快消与零售专场</li></ul>`,
      `<p>每场宣讲名额有限，请在学生门户提前预约，预约后无故缺席两次将暂停一个月预约资格。</p>`,
    ),
    enContent: html(
      `<p>The third week of this month is Campus Recruitment Week. Leading employers will hold info sessions at the School and collect resumes on site.</p>`,
      `<ul><li>Monday: investment banking and securities</li><li>Tuesday: management consulting</li><li>Wednesday: internet and technology</li><li>Thursday: FMCG and retail</li></ul>`,
      `<p>Seats are limited; please book in the student portal. Two unexcused no-shows suspend booking rights for one month.</p>`,
    ),
  },
  {
    title: '本学年各类奖学金申请通知',
    enTitle: 'Call for Scholarship Applications',
    fieldType: 'report',
    noticeType: 'announcement',
    isTop: true,
    daysAgo: 14,
    content: html(
      `<p>本学年学业奖学金、企业冠名奖学金及国际交流奖学金申请现已开始，申请截止时间为<strong>通知发布后第 20 天 17:00</strong>。</p>`,
      `<p>申请人须上学年无不及格课程、无违纪记录。请在学生门户填写申请表，并上传成绩单与个人陈述（中英文均可）。</p>`,
      `<p>评定办法详见《奖学金评定办法》，评审结果将在学院网站公示 5 个工作日。</p>`,
    ),
    enContent: html(
      `<p>Applications are now open for academic scholarships, corporate-named scholarships and international exchange scholarships. The deadline is <strong>17:00 on the 20th day after this notice</strong>.</p>`,
      `<p>Applicants must have no failed courses and no disciplinary record in the previous year. Complete the form in the student portal and upload your transcript and a personal statement (Chinese or English).</p>`,
      `<p>See the Scholarship Assessment Rules for criteria. Results will be posted on the School website for 5 working days.</p>`,
    ),
  },
  {
    title: '下学年海外交换项目申请开始',
    enTitle: 'Exchange Programme Applications for Next Year',
    fieldType: 'report',
    noticeType: 'announcement',
    daysAgo: 30,
    linkUrl: 'https://www.example.edu.cn/international/exchange',
    linkTitle: '国际交流项目页面 / International exchange programmes',
    content: html(
      `<p>学院与全球 80 余所合作院校开展学生交换，下学年秋季及春季学期交换名额现开放申请。</p>`,
      `<p>申请条件：在读期间平均绩点不低于 3.0，雅思 6.5 或托福 90 以上（部分院校要求更高）。</p>`,
      `<p>项目列表、名额及申请材料请查看国际交流项目页面。</p>`,
    ),
    enContent: html(
      `<p>The School runs student exchanges with more than 80 partner schools worldwide. Places for next year’s autumn and spring terms are now open.</p>`,
      `<p>Requirements: a GPA of at least 3.0 and IELTS 6.5 or TOEFL 90 (some partners require more).</p>`,
      `<p>See the international exchange page for the list of partners, places and application documents.</p>`,
    ),
  },
  {
    title: '假期图书馆开放时间调整',
    enTitle: 'Library Opening Hours During the Holiday',
    fieldType: 'report',
    noticeType: 'announcement',
    daysAgo: 45,
    anchor: { event: 'spring-festival', days: -7 },
    content: html(
      `<p>假期期间，学院图书馆开放时间调整为<strong>每日 9:00–17:00</strong>，电子资源访问不受影响。</p>`,
      `<p>自助借还机正常使用；研讨间需提前一天在线预约，每次最长 3 小时。</p>`,
      `<p>开学后恢复正常开放时间（8:00–22:30）。</p>`,
    ),
    enContent: html(
      `<p>During the holiday the School library is open <strong>daily from 9:00 to 17:00</strong>. Access to e-resources is not affected.</p>`,
      `<p>Self-service loan machines remain available; group study rooms must be booked online a day in advance, for up to 3 hours.</p>`,
      `<p>Normal opening hours (8:00–22:30) resume when term starts.</p>`,
    ),
  },
  {
    title: 'EMBA 本学期模块课程安排',
    enTitle: 'EMBA Module Schedule for This Term',
    fieldType: 'report',
    noticeType: 'academic',
    pageType: 'emba',
    daysAgo: 7,
    anchor: { event: 'emba-0', days: -7 },
    content: html(
      `<p>本学期 EMBA 课程按模块集中授课，每个模块为周五至周日连续三天，每四周一次。</p>`,
      `<ul><li>模块一：战略管理与商业模式创新</li><li>模块二：公司财务与资本运作</li><li>模块三：数字化转型与组织变革</li><li>模块四：领导力与高管沟通</li></ul>`,
      `<p>具体日期请查看门户首页校历。因公不能到课者，须在模块开始前提交请假申请。</p>`,
    ),
    enContent: html(
      `<p>EMBA courses this term are taught in modules, each running Friday to Sunday, once every four weeks.</p>`,
      `<ul><li>Module 1: Strategic Management and Business Model Innovation</li><li>Module 2: Corporate Finance and Capital Operations</li><li>Module 3: Digital Transformation and Organisational Change</li><li>Module 4: Leadership and Executive Communication</li></ul>`,
      `<p>See the calendar on the portal home page for dates. If business prevents you from attending, submit a leave request before the module starts.</p>`,
    ),
  },
  {
    title: 'EMBA 海外游学模块报名通知',
    enTitle: 'EMBA Overseas Study Module Registration',
    fieldType: 'report',
    noticeType: 'academic',
    pageType: 'emba',
    daysAgo: 60,
    content: html(
      `<p>本年度 EMBA 海外游学模块将赴新加坡与欧洲合作院校，为期 8 天，包括课程学习、企业参访与校友交流。</p>`,
      `<p>报名截止后，项目办公室将统一办理邀请函与签证材料。往返机票及住宿费用自理，学费已包含课程费用。</p>`,
      `<p>名额 40 人，按报名先后顺序确认。</p>`,
    ),
    enContent: html(
      `<p>This year’s EMBA overseas study module visits partner schools in Singapore and Europe for 8 days of classes, company visits and alumni events.</p>`,
      `<p>After registration closes, the programme office will arrange invitation letters and visa documents. Flights and accommodation are at your own expense; course fees are covered by tuition.</p>`,
      `<p>There are 40 places, confirmed in order of registration.</p>`,
    ),
  },
  {
    title: '期末考试安排及考场须知',
    enTitle: 'Final Examination Arrangements',
    fieldType: 'report',
    noticeType: 'academic',
    daysAgo: 3,
    anchor: { event: 'finals', days: -14 },
    content: html(
      `<p>本学期期末考试安排已在学生门户“我的课表”中发布，请同学们及时核对考试时间与考场。</p>`,
      `<ul><li>须持学生证或身份证提前 15 分钟进入考场；</li><li>开考 30 分钟后不得入场；</li><li>除监考老师允许的物品外，手机等电子设备须关机并放在指定位置。</li></ul>`,
      `<p>因病或其他特殊原因不能参加考试者，须在考前办理缓考手续。</p>`,
    ),
    enContent: html(
      `<p>The final examination timetable is now available under My Timetable in the student portal. Please check your exam times and rooms.</p>`,
      `<ul><li>Bring your student ID or national ID and arrive 15 minutes early;</li><li>No entry is allowed 30 minutes after the exam starts;</li><li>Phones and other electronic devices must be switched off and left in the designated area.</li></ul>`,
      `<p>Students who cannot sit an exam due to illness or other special reasons must apply for a deferred exam beforehand.</p>`,
    ),
  },
  {
    title: '新版学生门户上线及账号安全提醒',
    enTitle: 'New Student Portal Launched – Account Security Reminder',
    fieldType: 'report',
    noticeType: 'announcement',
    alertDays: 30,
    daysAgo: 2,
    content: html(
      `<p>新版学生门户已正式上线，支持中英文切换、移动端访问及统一身份认证登录。</p>`,
      `<p>请同学们首次登录后核对个人信息，并开启多因素认证。学院不会通过邮件或电话索要您的密码。</p>`,
      `<p>使用中遇到问题，请联系信息技术服务台（itsupport@example.edu.cn）。</p>`,
    ),
    enContent: html(
      `<p>The new student portal is live, with Chinese/English switching, mobile access and single sign-on.</p>`,
      `<p>After your first login please check your personal details and enable multi-factor authentication. The School will never ask for your password by e-mail or phone.</p>`,
      `<p>If you run into problems, contact the IT Help Desk (itsupport@example.edu.cn).</p>`,
    ),
  },
  {
    title: 'MBA 新生入学指南',
    enTitle: 'MBA New Student Orientation Guide',
    fieldType: 'report',
    noticeType: 'academic',
    pageType: 'mba',
    daysAgo: 90,
    anchor: { event: '1-orientation', days: -21 },
    content: html(
      `<p>欢迎加入 MBA 项目！入学教育为期五天，内容包括项目介绍、团队建设、案例教学方法、职业发展规划与校园参观。</p>`,
      `<p>报到当天请携带录取通知书、身份证原件及两张一寸照片，并完成学生门户中的个人信息登记。</p>`,
      `<p>入学教育为必修环节，全程参加方可获得相应学分。</p>`,
    ),
    enContent: html(
      `<p>Welcome to the MBA programme! Orientation lasts five days and covers a programme overview, team building, the case method, career planning and a campus tour.</p>`,
      `<p>On registration day bring your admission letter, original ID and two passport photos, and complete your personal record in the student portal.</p>`,
      `<p>Orientation is compulsory; full attendance is required to earn the credit.</p>`,
    ),
  },
  {
    title: 'MBA 职业发展系列工作坊',
    enTitle: 'MBA Career Development Workshop Series',
    fieldType: 'report',
    noticeType: 'careers',
    pageType: 'mba',
    daysAgo: 25,
    content: html(
      `<p>MBA 职业发展系列工作坊本月开课，共四期：职业定位与自我评估、英文简历与求职信、案例面试、薪酬谈判。</p>`,
      `<p>每期限 30 人，请在学生门户“活动预约”中报名。完成全部四期的同学可优先预约一对一职业咨询。</p>`,
    ),
    enContent: html(
      `<p>The MBA career development workshop series starts this month with four sessions: career positioning and self-assessment, English resumes and cover letters, case interviews, and salary negotiation.</p>`,
      `<p>Each session is limited to 30 people; register under Event Appointments in the portal. Students who complete all four get priority for one-on-one career coaching.</p>`,
    ),
  },
  {
    title: 'MBA 整合实践项目选题通知',
    enTitle: 'MBA Integrated Practice Project: Topic Selection',
    fieldType: 'report',
    noticeType: 'academic',
    pageType: 'mba',
    daysAgo: 120,
    content: html(
      `<p>本年度 MBA 整合实践项目（Action Learning）共征集到 36 个企业课题，涵盖战略、营销、运营与数字化等方向。</p>`,
      `<p>请以 4–6 人团队为单位在门户中提交选题志愿，每队最多填报三个志愿，项目办公室将结合企业意见进行匹配。</p>`,
      `<p>项目周期为 12 周，期末须向企业导师与学院教师进行成果汇报。</p>`,
    ),
    enContent: html(
      `<p>This year’s MBA Integrated Practice Project (Action Learning) has 36 company projects in strategy, marketing, operations and digital transformation.</p>`,
      `<p>Teams of 4–6 students should submit up to three preferences in the portal; the programme office will match teams with projects taking company feedback into account.</p>`,
      `<p>Projects last 12 weeks and end with a presentation to company mentors and faculty.</p>`,
    ),
  },
  {
    title: '本科生及研究生暑期实习学分认定办法',
    enTitle: 'Credit Recognition for Summer Internships (Undergraduate and Graduate)',
    fieldType: 'report',
    noticeType: 'academic',
    pageType: 'benyan',
    daysAgo: 50,
    content: html(
      `<p>本科生与学术型研究生参加暑期实习满 8 周的，可申请认定 2 个实践学分。</p>`,
      `<p>申请时须提交实习单位盖章的实习证明、实习报告（不少于 3000 字）及单位导师评价表。</p>`,
      `<p>材料请于秋季学期开学后两周内通过学生门户提交。</p>`,
    ),
    enContent: html(
      `<p>Undergraduates and academic graduate students who complete a summer internship of at least 8 weeks may apply for 2 practice credits.</p>`,
      `<p>Submit an internship certificate stamped by the employer, an internship report (at least 3,000 words) and the supervisor’s evaluation form.</p>`,
      `<p>Documents must be submitted through the portal within two weeks after the autumn term starts.</p>`,
    ),
  },
  {
    title: 'MBA 项目招生说明会',
    enTitle: 'MBA Admissions Information Session',
    fieldType: 'report',
    noticeType: 'admissions',
    daysAgo: 15,
    linkUrl: 'https://www.example.edu.cn/admissions/mba/info-session',
    linkTitle: 'MBA 招生说明会报名 / Register for the MBA info session',
    content: html(
      `<p>学院将于本月举办 MBA 项目招生说明会，介绍全日制与非全日制项目的课程设置、申请流程、提前面试安排及奖学金政策。</p>`,
      `<p>欢迎在校同学将此信息转发给有意报考的亲友。说明会采用线上线下同步方式进行。</p>`,
    ),
    enContent: html(
      `<p>The School will hold an MBA admissions information session this month covering the full-time and part-time curricula, the application process, early interviews and scholarships.</p>`,
      `<p>Please share this with friends and family interested in applying. The session is held both on site and online.</p>`,
    ),
  },
  {
    title: 'EMBA 招生开放日',
    enTitle: 'EMBA Admissions Open Day',
    fieldType: 'report',
    noticeType: 'admissions',
    daysAgo: 80,
    content: html(
      `<p>EMBA 招生开放日将安排教授示范课、在读学员分享及一对一申请咨询。</p>`,
      `<p>申请者须具有大学本科学历、8 年以上工作经验，其中 4 年以上管理经验。</p>`,
      `<p>报名请致电 EMBA 项目办公室 010-62781102。</p>`,
    ),
    enContent: html(
      `<p>The EMBA admissions open day includes a sample class by faculty, talks by current participants and one-on-one application advice.</p>`,
      `<p>Applicants need a bachelor’s degree and at least 8 years of work experience, including 4 years in management.</p>`,
      `<p>To register call the EMBA Office at 010-62781102.</p>`,
    ),
  },
  {
    title: '推荐免试攻读硕士学位研究生报名通知',
    enTitle: 'Applications for Recommended (Exam-Exempt) Master’s Admission',
    fieldType: 'report',
    noticeType: 'admissions',
    daysAgo: 200,
    content: html(
      `<p>本院应届本科毕业生可申请推荐免试攻读本院学术型硕士研究生。</p>`,
      `<ul><li>前三学年平均绩点排名位于专业前 30%；</li><li>大学英语六级成绩不低于 500 分或同等水平；</li><li>无违纪处分记录。</li></ul>`,
      `<p>请按时提交申请表、成绩单及推荐信，学院将组织综合面试。</p>`,
    ),
    enContent: html(
      `<p>Graduating undergraduates of the School may apply for exam-exempt admission to the School’s academic master’s programmes.</p>`,
      `<ul><li>GPA for the first three years in the top 30% of the major;</li><li>CET-6 score of at least 500 or equivalent;</li><li>No disciplinary record.</li></ul>`,
      `<p>Submit the application form, transcript and reference letters on time; the School will then hold interviews.</p>`,
    ),
  },
  {
    title: '第十届商业案例大赛报名启动',
    enTitle: 'Registration Opens for the 10th Business Case Competition',
    fieldType: 'report',
    noticeType: 'life',
    daysAgo: 35,
    linkUrl: 'https://www.example.edu.cn/events/case-competition',
    linkTitle: '大赛官网 / Competition website',
    content: html(
      `<p>第十届商业案例大赛面向全院本科生、研究生及 MBA 学生开放报名，3–5 人组队参赛，可跨项目组队。</p>`,
      `<p>初赛为书面方案，复赛与决赛为现场陈述，评委由企业高管与学院教师组成。冠军团队将获得奖金及合作企业实习面试机会。</p>`,
    ),
    enContent: html(
      `<p>The 10th Business Case Competition is open to undergraduate, graduate and MBA students. Teams of 3–5 may include students from different programmes.</p>`,
      `<p>The first round is a written proposal; the semi-finals and final are live presentations judged by executives and faculty. The winning team receives prize money and internship interviews with partner companies.</p>`,
    ),
  },
  {
    title: '毕业典礼暨学位授予仪式报名通知',
    enTitle: 'Graduation and Degree Conferral Ceremony Registration',
    fieldType: 'report',
    noticeType: 'life',
    daysAgo: 300,
    anchor: { event: '3-graduation', days: -30 },
    content: html(
      `<p>本年度毕业典礼暨学位授予仪式将在学校体育馆举行，请应届毕业生在门户中确认是否出席及亲友人数（每人限 2 位）。</p>`,
      `<p>学位服于典礼前一周在学生事务办公室领取，典礼结束后三日内归还。</p>`,
    ),
    enContent: html(
      `<p>This year’s graduation and degree conferral ceremony will be held in the university gymnasium. Graduates should confirm attendance and the number of guests (up to 2) in the portal.</p>`,
      `<p>Academic gowns can be collected from the Student Affairs Office one week before the ceremony and must be returned within three days afterwards.</p>`,
    ),
  },
  {
    title: '学院新年联欢晚会节目征集',
    enTitle: 'Call for Acts: School New Year Gala',
    fieldType: 'report',
    noticeType: 'life',
    daysAgo: 150,
    anchor: { event: 'new-year', days: -30 },
    content: html(
      `<p>学院新年联欢晚会现面向全体学生征集节目，形式不限，歌舞、小品、乐器演奏及多语种表演均欢迎。</p>`,
      `<p>请以班级或社团为单位报名，学生会将组织两轮彩排。</p>`,
    ),
    enContent: html(
      `<p>The School New Year Gala is calling for acts from all students: singing, dance, sketches, instrumental music and performances in any language are welcome.</p>`,
      `<p>Please register as a class or club; the Student Union will organise two rehearsals.</p>`,
    ),
  },
  {
    title: '学生社团秋季招新',
    enTitle: 'Student Clubs Autumn Recruitment',
    fieldType: 'report',
    noticeType: 'life',
    daysAgo: 180,
    anchor: { event: '1-classes', days: 7 },
    content: html(
      `<p>学院 30 余个学生社团将在开学第二周集中招新，包括金融投资协会、咨询俱乐部、创新创业协会、女性领导力俱乐部及各类体育社团。</p>`,
      `<p>招新摊位设在学院大楼中庭，欢迎新老同学参加。</p>`,
    ),
    enContent: html(
      `<p>More than 30 student clubs will recruit in the second week of term, including the Finance and Investment Society, Consulting Club, Entrepreneurship Society, Women in Leadership Club and many sports clubs.</p>`,
      `<p>Club stands will be in the atrium of the School building. New and returning students are welcome.</p>`,
    ),
  },
  {
    title: '校园卡补办及学生证注册说明',
    enTitle: 'Campus Card Replacement and Student ID Registration',
    fieldType: 'report',
    noticeType: 'announcement',
    daysAgo: 240,
    content: html(
      `<p>校园卡遗失后请第一时间在门户或自助机上挂失，补办请携带身份证前往学生服务中心，工本费 20 元。</p>`,
      `<p>每学期开学后两周内须完成学生证注册，未注册的学生证不能用于火车票优惠。</p>`,
    ),
    enContent: html(
      `<p>If you lose your campus card, report it immediately in the portal or at a self-service kiosk. Replacements are issued at the Student Service Centre on presentation of your ID, for a fee of RMB 20.</p>`,
      `<p>Student IDs must be registered within two weeks after each term starts; unregistered IDs are not valid for rail fare discounts.</p>`,
    ),
  },
  {
    title: '统一身份认证启用多因素认证的通知',
    enTitle: 'Multi-Factor Authentication for Unified Login',
    fieldType: 'report',
    noticeType: 'announcement',
    daysAgo: 100,
    content: html(
      `<p>为提升账号安全，学校统一身份认证将全面启用多因素认证（MFA），登录时需通过手机令牌或短信验证码进行二次验证。</p>`,
      `<p>操作指南请见学校信息化办公室发布的<a href="https://www.example.edu.cn/news/123" data-main-source="true">多因素认证配置说明</a>。</p>`,
      `<p>更换手机号码或令牌设备丢失，请携带身份证至信息技术服务台办理。</p>`,
    ),
    enContent: html(
      `<p>To improve account security, the university’s unified login will require multi-factor authentication (MFA): a second check by authenticator app or SMS code.</p>`,
      `<p>See the <a href="https://www.example.edu.cn/news/123" data-main-source="true">MFA setup guide</a> published by the university IT office.</p>`,
      `<p>If you change your phone number or lose your authenticator device, bring your ID to the IT Help Desk.</p>`,
    ),
  },
  {
    title: '简历诊所开放预约',
    enTitle: 'Resume Clinic Now Taking Appointments',
    fieldType: 'report',
    noticeType: 'careers',
    daysAgo: 40,
    content: html(
      `<p>职业发展中心简历诊所每周二、周四下午开放，由职业顾问与校友志愿者提供 20 分钟一对一简历修改建议。</p>`,
      `<p>预约前请先在学生门户“我的简历”中完成中英文简历，并在预约备注中写明目标行业与岗位。</p>`,
    ),
    enContent: html(
      `<p>The Career Development Centre’s resume clinic runs on Tuesday and Thursday afternoons, offering 20-minute one-on-one reviews with career advisers and alumni volunteers.</p>`,
      `<p>Before booking, complete your Chinese and English resumes under My Resume in the portal and note your target industry and role in the appointment.</p>`,
    ),
  },
  {
    title: '毕业生就业协议书办理流程',
    enTitle: 'How to Process Graduate Employment Agreements',
    fieldType: 'report',
    noticeType: 'careers',
    daysAgo: 270,
    content: html(
      `<p>应届毕业生与用人单位达成就业意向后，请在学校就业系统中在线签订就业协议书（三方协议）。</p>`,
      `<ol><li>学生在系统中填报单位信息；</li><li>用人单位在线确认；</li><li>学院审核后生成电子协议。</li></ol>`,
      `<p>如需解约，须提交用人单位出具的解约函，每位毕业生原则上仅可解约一次。</p>`,
    ),
    enContent: html(
      `<p>Once you have agreed on a job offer, sign the employment agreement (tripartite agreement) online in the university employment system.</p>`,
      `<ol><li>The student enters the employer’s details;</li><li>The employer confirms online;</li><li>The School reviews and issues the electronic agreement.</li></ol>`,
      `<p>To cancel an agreement you need a release letter from the employer; each graduate may normally cancel only once.</p>`,
    ),
  },
  {
    title: '院长讲坛：全球变局下的中国企业国际化',
    enTitle: 'Dean’s Lecture: Chinese Firms Going Global in a Changing World',
    fieldType: 'report',
    noticeType: 'life',
    daysAgo: 12,
    content: html(
      `<p>本期院长讲坛邀请多位跨国企业高管，与院长共同探讨地缘经济变化下中国企业的全球化战略与合规挑战。</p>`,
      `<p>讲座实录与嘉宾介绍请见<a href="https://www.example.edu.cn/news/456" data-main-source="true">学院新闻报道</a>。</p>`,
      `<p>讲座计入 MBA 及研究生“学术讲座”环节，请现场签到。</p>`,
    ),
    enContent: html(
      `<p>In this Dean’s Lecture, executives of multinational companies join the Dean to discuss the global strategies and compliance challenges of Chinese firms amid geo-economic change.</p>`,
      `<p>For the recording and speaker profiles see the <a href="https://www.example.edu.cn/news/456" data-main-source="true">School news report</a>.</p>`,
      `<p>The lecture counts towards the academic lecture requirement for MBA and graduate students; please sign in on site.</p>`,
    ),
  },
  {
    title: '学生心理咨询服务时间',
    enTitle: 'Student Counselling Service Hours',
    fieldType: 'report',
    noticeType: 'life',
    daysAgo: 330,
    content: html(
      `<p>学校心理发展指导中心为在校学生提供免费、保密的个体咨询，开放时间为周一至周五 8:30–17:00。</p>`,
      `<p>可通过门户预约或致电 010-62785566。夜间及节假日如遇紧急情况，请拨打 24 小时热线。</p>`,
    ),
    enContent: html(
      `<p>The university counselling centre offers free and confidential one-on-one counselling, Monday to Friday 8:30–17:00.</p>`,
      `<p>Book through the portal or call 010-62785566. For emergencies at night or on holidays, call the 24-hour hotline.</p>`,
    ),
  },
  {
    title: '本学年学费缴纳通知',
    enTitle: 'Tuition Payment for This Academic Year',
    fieldType: 'report',
    noticeType: 'announcement',
    daysAgo: 210,
    anchor: { event: '1-registration', days: -14 },
    content: html(
      `<p>请同学们在开学后一个月内通过学校缴费平台缴纳本学年学费，支持银行卡、微信及支付宝支付。</p>`,
      `<p>家庭经济困难的学生可申请缓缴或助学贷款，请联系学生事务办公室。</p>`,
    ),
    enContent: html(
      `<p>Please pay this year’s tuition through the university payment platform within one month after term starts. Bank cards, WeChat Pay and Alipay are accepted.</p>`,
      `<p>Students with financial difficulties may apply for deferred payment or a student loan through the Student Affairs Office.</p>`,
    ),
  },
  {
    title: '课程教学评估开放',
    enTitle: 'Course Evaluations Are Open',
    fieldType: 'report',
    noticeType: 'academic',
    daysAgo: 400,
    anchor: { event: 'evaluations', days: 0 },
    content: html(
      `<p>本学期课程教学评估已开放，请在学生门户对所修课程逐一完成匿名评价。</p>`,
      `<p>评估结果仅用于改进教学，教师无法查看个人评价内容。完成全部评估后方可查询本学期成绩。</p>`,
    ),
    enContent: html(
      `<p>Course evaluations for this term are open. Please complete an anonymous evaluation for each of your courses in the portal.</p>`,
      `<p>Results are used only to improve teaching; instructors cannot see individual responses. You can view this term’s grades once all evaluations are complete.</p>`,
    ),
  },
  {
    title: '国际暑期学校项目招募',
    enTitle: 'International Summer School Recruitment',
    fieldType: 'report',
    noticeType: 'announcement',
    daysAgo: 365,
    anchor: { event: '4-classes', days: -60 },
    linkUrl: 'https://www.example.edu.cn/summer-school',
    linkTitle: '暑期学校项目介绍 / About the summer school',
    content: html(
      `<p>学院国际暑期学校面向海内外学生开设“中国商业环境”“数字经济与创新”等英文课程，为期三周。</p>`,
      `<p>本院学生可担任学生助理（Buddy），协助国际学生适应校园生活，表现优秀者获颁志愿服务证书。</p>`,
    ),
    enContent: html(
      `<p>The School’s international summer school offers three weeks of English-taught courses such as “The Business Environment in China” and “Digital Economy and Innovation”.</p>`,
      `<p>Students of the School can serve as buddies to help international students settle in; outstanding buddies receive a volunteer certificate.</p>`,
    ),
  },
  {
    title: '国庆节放假及调课安排',
    enTitle: 'National Day Holiday and Class Rescheduling',
    fieldType: 'report',
    noticeType: 'announcement',
    daysAgo: 160,
    anchor: { event: 'national-day', days: -7 },
    content: html(
      `<p>根据学校校历，国庆节假期全校停课七天，假期前后的调休日按指定星期的课表上课。</p>`,
      `<p>假期期间学院大楼每日 9:00–17:00 开放，离校同学请注意出行安全，并在门户中登记去向。</p>`,
    ),
    enContent: html(
      `<p>According to the university calendar, there are no classes for the seven-day National Day holiday. On the make-up working days before and after, classes follow the timetable of the specified weekday.</p>`,
      `<p>The School building is open 9:00–17:00 during the holiday. If you leave campus, travel safely and register your whereabouts in the portal.</p>`,
    ),
  },
  {
    title: '学位论文学术不端检测开放预约',
    enTitle: 'Thesis Similarity Checks Open for Booking',
    fieldType: 'report',
    noticeType: 'academic',
    daysAgo: -3,
    content: html(
      `<p>本批次学位论文学术不端检测将于下周开放，每位研究生有两次免费检测机会。</p>`,
      `<p>请在导师同意后通过门户提交检测，检测报告将在 48 小时内发送至学校邮箱。</p>`,
    ),
    enContent: html(
      `<p>Thesis similarity checks for this round open next week. Each graduate student has two free checks.</p>`,
      `<p>Submit your thesis for checking through the portal after your supervisor agrees; the report is sent to your university e-mail within 48 hours.</p>`,
    ),
  },
];

export const noticeSeeds: NoticeSeed[] = [...reportSeeds, ...ruleSeeds];
