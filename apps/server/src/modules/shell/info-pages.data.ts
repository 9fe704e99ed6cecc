/**
 * Seed information pages of the top navigation (admissions, FAQ, downloads, links, contact). The
 * school calendar comes from the demo calendar (platform/db/demo-calendar.ts).
 */
export interface InfoPageSeed {
  key: string;
  title: string;
  enTitle: string;
  content: string;
  enContent: string;
  sort: number;
}

const html = (...parts: string[]): string => parts.join('');

const qa = (q: string, a: string): string => `<h3>${q}</h3><p>${a}</p>`;

const file = (name: string, path: string): string => `<li><a href="https://www.example.edu.cn/files/${path}">${name}</a></li>`;

const link = (name: string, url: string): string => `<li><a href="${url}">${name}</a></li>`;

export const infoPageSeeds: InfoPageSeed[] = [
  {
    key: 'admissions',
    title: '招生信息',
    enTitle: 'Admissions Information',
    sort: 1,
    content: html(
      `<p>学院设有本科、学术型硕士与博士、MBA 及 EMBA 等多层次学位项目，欢迎有志于商业与管理的优秀学子报考。</p>`,
      `<h3>本科项目</h3><p>通过全国普通高等学校招生统一考试（高考）录取，设工商管理、会计学、金融学、市场营销及信息管理等专业。</p>`,
      `<h3>硕士与博士项目</h3><p>学术型硕士接受推荐免试与全国统考报名；博士项目实行“申请-考核制”，每年秋季开放申请。</p>`,
      `<h3>MBA 项目</h3><p>全日制与非全日制 MBA 均须参加全国管理类专业学位联考，可提前参加学院组织的提前面试。申请者须具有本科学历及 3 年以上工作经验。</p>`,
      `<h3>EMBA 项目</h3><p>面向具有 8 年以上工作经验、4 年以上管理经验的企业高管，采用模块化周末授课。</p>`,
      `<p>详细招生简章请访问 <a href="https://www.example.edu.cn/admissions">学院招生网站</a>，或致电各项目办公室咨询。</p>`,
    ),
    enContent: html(
      `<p>The School offers undergraduate, academic master’s and doctoral, MBA and EMBA degree programmes. We welcome talented applicants with a passion for business and management.</p>`,
      `<h3>Undergraduate programmes</h3><p>Admission is through the National College Entrance Examination (gaokao). Majors include Business Administration, Accounting, Finance, Marketing and Information Management.</p>`,
      `<h3>Master’s and doctoral programmes</h3><p>Academic master’s programmes admit students through recommended (exam-exempt) admission and the national entrance exam. Doctoral programmes use an application-and-assessment process opening each autumn.</p>`,
      `<h3>MBA</h3><p>Both full-time and part-time MBA applicants take the national management entrance exam and may attend the School’s early interviews. A bachelor’s degree and at least 3 years of work experience are required.</p>`,
      `<h3>EMBA</h3><p>For senior executives with at least 8 years of work experience, including 4 years in management; classes are taught in weekend modules.</p>`,
      `<p>For full admissions guides visit the <a href="https://www.example.edu.cn/admissions">School admissions website</a> or contact the programme offices.</p>`,
    ),
  },
  {
    key: 'faq',
    title: '常见问题',
    enTitle: 'FAQ',
    sort: 2,
    content: html(
      qa('如何切换中英文界面？', '点击页面右上角的“中/EN”按钮即可切换语言，您的选择会保存在当前浏览器中，下次登录自动生效。'),
      qa('竞价点数是如何分配的？', '每位学生每学期获得固定的竞价点数，具体数额显示在“选课竞价”页面顶部。未使用的点数可按 50% 结转至下学期。'),
      qa('投点后还能修改吗？', '竞价截止前可以随时修改或撤回投点，系统以截止时最后一次保存的结果为准。截止后点数将被锁定。'),
      qa('为什么我中标的课程点数被扣除了？', '中标课程会扣除所投点数，未中标课程的点数会在结果公布后自动退还。'),
      qa('如何创建和更新简历？', '在“我的简历”中填写教育经历、工作经历、语言能力等信息，可分别维护中文版和英文版，并一键导出 PDF。'),
      qa('如何预约职业咨询或活动？', '在“活动预约”中选择时间段提交预约即可。如需取消，请至少提前 24 小时操作；无故缺席两次将暂停预约资格一个月。'),
      qa('忘记密码怎么办？', '门户使用学校统一身份认证，请在登录页点击“忘记密码”通过手机验证重置，或携带身份证前往信息技术服务台办理。'),
      qa('为什么我看不到某些通知？', '部分通知仅面向特定项目（如 MBA、EMBA 或本研）或特定年级发布，系统会根据您的学籍信息自动筛选。'),
      qa('如何请假和查询考勤？', '在“请假申请”中提交申请并上传证明材料，审批进度可在线查看；个人出勤记录可在“考勤记录”中查询。'),
      qa('可以在手机上使用门户吗？', '可以。门户支持主流手机浏览器访问，也可通过学校企业微信入口登录。'),
    ),
    enContent: html(
      qa('How do I switch between Chinese and English?', 'Click the “中/EN” button at the top right of the page. Your choice is saved in your browser and applied the next time you log in.'),
      qa('How are bidding points allocated?', 'Each student receives a fixed number of bidding points per term, shown at the top of the Course Bidding page. 50% of unused points carry over to the next term.'),
      qa('Can I change my bids after placing them?', 'Yes. You can change or withdraw bids at any time before the deadline; the last saved bids count. Points are locked once bidding closes.'),
      qa('Why were points deducted for a course I won?', 'Points bid on courses you win are deducted; points for unsuccessful bids are refunded automatically when results are published.'),
      qa('How do I create and update my resume?', 'Under My Resume, enter your education, work experience, languages and more. You can keep separate Chinese and English versions and export either to PDF.'),
      qa('How do I book career coaching or an event?', 'Choose a time slot under Event Appointments and submit. Cancel at least 24 hours in advance; two unexcused no-shows suspend booking for one month.'),
      qa('I forgot my password. What should I do?', 'The portal uses the university’s single sign-on. Click “Forgot password” on the login page to reset it by phone verification, or bring your ID to the IT Help Desk.'),
      qa('Why can’t I see some notices?', 'Some notices are addressed only to certain programmes (such as MBA, EMBA or undergraduate/graduate) or intakes. The portal filters them using your student record.'),
      qa('How do I request leave and check my attendance?', 'Submit a request with supporting documents under Leave Requests and follow its approval online; your attendance is under Attendance Records.'),
      qa('Can I use the portal on my phone?', 'Yes. The portal works in mainstream mobile browsers and can also be opened from the university WeCom app.'),
    ),
  },
  {
    key: 'downloads',
    title: '常用下载',
    enTitle: 'Common Downloads',
    sort: 3,
    content: html(
      `<p>以下表格请下载后按要求填写，签字后扫描上传至门户相应模块或交至相关办公室。</p>`,
      `<ul>`,
      file('学生请假申请表', 'leave-application-form.pdf'),
      file('缓考申请表', 'deferred-exam-application.pdf'),
      file('课程退补选申请表', 'course-add-drop-form.pdf'),
      file('学位论文撰写规范及模板', 'thesis-template.pdf'),
      file('学位论文开题报告表', 'thesis-proposal-form.pdf'),
      file('奖学金申请表', 'scholarship-application.pdf'),
      file('海外交换学习协议', 'exchange-learning-agreement.pdf'),
      file('实习证明及单位评价表', 'internship-certificate.pdf'),
      file('在读证明申请表', 'enrolment-certificate-request.pdf'),
      file('休学/复学申请表', 'suspension-resumption-form.pdf'),
      `</ul>`,
    ),
    enContent: html(
      `<p>Download the form you need, fill it in, sign it and upload a scan to the relevant portal module or hand it in to the office concerned.</p>`,
      `<ul>`,
      file('Leave application form', 'leave-application-form.pdf'),
      file('Deferred exam application', 'deferred-exam-application.pdf'),
      file('Course add/drop form', 'course-add-drop-form.pdf'),
      file('Thesis guidelines and template', 'thesis-template.pdf'),
      file('Thesis proposal form', 'thesis-proposal-form.pdf'),
      file('Scholarship application form', 'scholarship-application.pdf'),
      file('Exchange learning agreement', 'exchange-learning-agreement.pdf'),
      file('Internship certificate and employer evaluation', 'internship-certificate.pdf'),
      file('Enrolment certificate request', 'enrolment-certificate-request.pdf'),
      file('Suspension / resumption of study form', 'suspension-resumption-form.pdf'),
      `</ul>`,
    ),
  },
  {
    key: 'links',
    title: '常用链接',
    enTitle: 'Common Links',
    sort: 4,
    content: html(
      `<ul>`,
      link('学校主页', 'https://www.example.edu.cn/'),
      link('学院图书馆', 'https://lib.example.edu.cn/'),
      link('教务管理系统', 'https://jw.example.edu.cn/'),
      link('学校就业信息网', 'https://career.example.edu.cn/'),
      link('国际交流项目', 'https://www.example.edu.cn/international/exchange'),
      link('校友会', 'https://alumni.example.edu.cn/'),
      link('信息化服务（统一身份认证、邮箱、VPN）', 'https://its.example.edu.cn/'),
      link('学校校历', 'https://www.example.edu.cn/calendar'),
      `</ul>`,
    ),
    enContent: html(
      `<ul>`,
      link('University home page', 'https://www.example.edu.cn/'),
      link('School library', 'https://lib.example.edu.cn/'),
      link('Academic affairs system', 'https://jw.example.edu.cn/'),
      link('University careers website', 'https://career.example.edu.cn/'),
      link('International exchange programmes', 'https://www.example.edu.cn/international/exchange'),
      link('Alumni association', 'https://alumni.example.edu.cn/'),
      link('IT services (single sign-on, e-mail, VPN)', 'https://its.example.edu.cn/'),
      link('University calendar', 'https://www.example.edu.cn/calendar'),
      `</ul>`,
    ),
  },
  {
    key: 'contact',
    title: '联系我们',
    enTitle: 'Contact Us',
    sort: 5,
    content: html(
      `<p>办公时间（除特别注明外）：周一至周五 8:30–11:30，13:30–17:00，法定节假日除外。</p>`,
      `<h3>MBA 项目办公室</h3><p>电话：010-62781101<br>邮箱：mba@example.edu.cn<br>地址：学院大楼 A201 室</p>`,
      `<h3>EMBA 项目办公室</h3><p>电话：010-62781102<br>邮箱：emba@example.edu.cn<br>地址：学院大楼 A305 室<br>模块周末（周五至周日）8:00–18:00 值班</p>`,
      `<h3>本科教务办公室</h3><p>电话：010-62781103<br>邮箱：undergrad@example.edu.cn<br>地址：学院大楼 B108 室</p>`,
      `<h3>研究生教务办公室</h3><p>电话：010-62781104<br>邮箱：graduate@example.edu.cn<br>地址：学院大楼 B112 室</p>`,
      `<h3>职业发展中心</h3><p>电话：010-62781105<br>邮箱：career@example.edu.cn<br>地址：学院大楼 C210 室</p>`,
      `<h3>信息技术服务台</h3><p>电话：010-62781106<br>邮箱：itsupport@example.edu.cn<br>地址：学院大楼 B001 室<br>服务时间：周一至周五 8:00–20:00，周六 9:00–17:00</p>`,
    ),
    enContent: html(
      `<p>Office hours (unless stated otherwise): Monday to Friday 8:30–11:30 and 13:30–17:00, closed on public holidays.</p>`,
      `<h3>MBA Office</h3><p>Phone: 010-62781101<br>E-mail: mba@example.edu.cn<br>Room A201, School Building</p>`,
      `<h3>EMBA Office</h3><p>Phone: 010-62781102<br>E-mail: emba@example.edu.cn<br>Room A305, School Building<br>Staffed 8:00–18:00 on module weekends (Friday to Sunday)</p>`,
      `<h3>Undergraduate Office</h3><p>Phone: 010-62781103<br>E-mail: undergrad@example.edu.cn<br>Room B108, School Building</p>`,
      `<h3>Graduate Office</h3><p>Phone: 010-62781104<br>E-mail: graduate@example.edu.cn<br>Room B112, School Building</p>`,
      `<h3>Career Development Centre</h3><p>Phone: 010-62781105<br>E-mail: career@example.edu.cn<br>Room C210, School Building</p>`,
      `<h3>IT Help Desk</h3><p>Phone: 010-62781106<br>E-mail: itsupport@example.edu.cn<br>Room B001, School Building<br>Hours: Monday to Friday 8:00–20:00, Saturday 9:00–17:00</p>`,
    ),
  },
];
