import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq, like } from 'drizzle-orm';
import { normalizeWebUrl } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { storedFiles } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { searchTextOf } from './employers.repo.ts';
import { employers, positionEducation, positionFiles, positions } from './positions.tables.ts';

/**
 * Demo recruitment (README 'Demo data'): 20 employers across industries, 66 postings across
 * categories dated from the seed day; some expired, some internships with continued employment,
 * two drafts and one unpublished for the console, three with attachments (PDF, DOCX, XLSX).
 */

type E = [cName: string, eName: string, industry: string, property: string, city: string, web: string, listed: boolean, alumni: boolean];
const demoEmployers: E[] = [
  ['华信证券股份有限公司', 'Huaxin Securities', '1', '1', '上海', 'www.huaxin-sec.example.com', true, true],
  ['远景管理咨询', 'Vista Management Consulting', '2', '3', '北京', 'https://vista-consulting.example.com', false, false],
  ['云帆科技', 'Yunfan Technology', '3', '2', '杭州', 'yunfan.example.com', true, true],
  ['恒通制造集团', 'Hengtong Manufacturing Group', '4', '1', '苏州', 'http://hengtong.example.com', true, false],
  ['悦家日用品', 'Yuejia Consumer Goods', '5', '4', '广州', 'www.yuejia.example.com', false, false],
  ['城建置业', 'Chengjian Properties', '6', '1', '深圳', '', true, false],
  ['绿源能源', 'Lvyuan Energy', '7', '1', '西安', 'lvyuan-energy.example.com', true, false],
  ['康宁医疗', 'Kangning Healthcare', '8', '3', '上海', 'https://kangning.example.com', false, true],
  ['启明教育', 'Qiming Education', '9', '2', '北京', 'qiming-edu.example.com', false, true],
  ['市公共服务中心', 'City Public Service Centre', '10', '6', '上海', '', false, false],
  ['星海传媒', 'Xinghai Media', '11', '2', '北京', 'xinghai-media.example.com', false, false],
  ['优选零售', 'Youxuan Retail', '12', '2', '成都', 'www.youxuan.example.com', true, false],
  ['速达物流', 'Suda Logistics', '13', '2', '武汉', 'suda.example.com', true, false],
  ['联通未来通信', 'Liantong Future Telecom', '14', '1', '北京', 'https://lt-future.example.com', true, false],
  ['驰骋汽车', 'Chicheng Motors', '15', '4', '长春', 'chicheng-auto.example.com', true, true],
  ['正源会计师事务所', 'Zhengyuan CPA', '17', '2', '上海', 'zhengyuan-cpa.example.com', false, true],
  ['明理律师事务所', 'Mingli Law Firm', '18', '2', '北京', '', false, false],
  ['智脑人工智能', 'Zhinao AI', '19', '8', '深圳', 'https://zhinao.example.com', false, true],
  ['善行公益基金会', 'Shanxing Foundation', '20', '7', '上海', 'shanxing.example.org', false, false],
  ['环球投资银行', 'Global Investment Bank', '1', '3', '香港', 'https://global-ib.example.com', true, false],
];

/** Position titles by the employer's industry: [Chinese, English]. */
const titles: [string, string][] = [
  ['行业研究分析师', 'Industry Research Analyst'], ['管理培训生', 'Management Trainee'], ['产品经理', 'Product Manager'],
  ['战略咨询顾问', 'Strategy Consultant'], ['财务分析师', 'Financial Analyst'], ['市场营销经理', 'Marketing Manager'],
  ['数据分析师', 'Data Analyst'], ['投资经理', 'Investment Manager'], ['运营经理', 'Operations Manager'],
  ['人力资源业务伙伴', 'HR Business Partner'], ['品牌实习生', 'Brand Intern'], ['供应链专员', 'Supply Chain Specialist'],
];
const categories = ['FullTime', 'Intern', 'FullTime', 'PartTime', 'Full-Part', 'Intern'];

/** The demo attachments: fixture files under ./fixtures, written to storage when the app starts (ensureDemoAttachments). */
const demoFiles = [
  { id: '7c6f1a52-5d0e-4a43-9a51-000000000001', name: 'job-description.pdf', mime: 'application/pdf' },
  { id: '7c6f1a52-5d0e-4a43-9a51-000000000002', name: 'job-description.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { id: '7c6f1a52-5d0e-4a43-9a51-000000000003', name: 'hiring-plan.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
];
const DEMO_PREFIX = 'career-demo-';
const storedNameOf = (f: (typeof demoFiles)[number]) => `${DEMO_PREFIX}${f.id}.${f.name.split('.').pop()}`;

const description = (zh: string, en: string, employer: string) =>
  `<h3>岗位职责 Responsibilities</h3><ul><li>${zh}相关工作，支持团队完成项目。</li><li>Work as ${en} at ${employer}, supporting the team's projects.</li></ul>`
  + '<h3>任职要求 Requirements</h3><p>在读 MBA 或硕士研究生，沟通能力强。<strong>Strong communication skills.</strong></p>';

export async function seedPositions(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const admin = ids.get('careeradmin') ?? null;
  const made = await tx.insert(employers).values(demoEmployers.map(([cName, eName, industry, property, city, web, listed, alumni], i) => ({
    cName, eName, industry, property, city, province: city, webUrl: normalizeWebUrl(web) ?? '', isMarket: listed, isAlumni: alumni,
    legalPerson: ['张伟', '李娜', '王强', '刘洋', '陈静'][i % 5]!, registeredCapital: 5000 + i * 1250, turnover: 20000 + i * 8800,
    createdAt: cal.at(-90 + i, 10), updatedAt: cal.at(-90 + i, 10),
    address: `${city}市示范路 ${100 + i} 号`, cIntro: `<p>${cName}是${city}的知名企业，重视人才培养。</p>`, eIntro: `<p>${eName} is a leading employer in ${city} that invests in talent.</p>`,
  }))).returning({ id: employers.id, cName: employers.cName, eName: employers.eName });

  const rows: (typeof positions.$inferInsert)[] = [];
  for (let i = 0; i < 66; i += 1) {
    const e = made[i % made.length]!;
    const category = categories[i % categories.length]!;
    const intern = category === 'Intern';
    const pick = (i * 5 + Math.floor(i / 20)) % titles.length;
    // An intern's title goes to internships only: a full-time 'Brand Intern' would read oddly.
    const [zh, en] = titles[!intern && titles[pick]![1].includes('Intern') ? (pick + 1) % titles.length : pick]!;
    // Every seventh posting is past its deadline; the rest close 1 to 60 days ahead.
    const expired = i % 7 === 3;
    const endDate = schoolDate(cal.at(expired ? -(i % 20) - 1 : (i * 7) % 60 + 1));
    const status = i === 64 || i === 65 ? 0 : i === 63 ? 2 : 1;
    const name = intern ? `${zh}（实习）` : zh;
    // Written the day before its first publication (drafts: a week ago), on the hour.
    const publishedAt = status === 0 ? null : cal.at(-((i * 3) % 40) - 2, 9);
    const createdAt = publishedAt ? cal.at(-((i * 3) % 40) - 3, 15) : cal.at(-7, 15);
    rows.push({
      employerId: e.id, name, category, deptName: ['研究部', '战略部', '产品部', '财务部', '市场部'][i % 5]!,
      contactName: ['赵老师', '钱经理', '孙女士', '李先生'][i % 4]!, contactAddress: `${demoEmployers[i % 20]![4]}市示范路 ${100 + (i % 20)} 号`,
      email: `hr${i % 20}@example.com`, workAddress: demoEmployers[i % 20]![4], salary: intern ? '200-400 元/天' : `${15 + (i % 10)}-${25 + (i % 10)}K`,
      isNegotiable: i % 4 === 0, endDate, description: description(zh, en, e.eName),
      isContinueToEmploy: intern ? i % 2 === 1 : null, internshipMonth: intern ? 3 + (i % 4) : null, internshipDays: intern ? 3 + (i % 3) : null,
      status, publishedAt, createdAt, updatedAt: publishedAt ?? createdAt, createdBy: admin, searchText: searchTextOf(name, e.cName, e.eName),
    });
  }
  const saved = await tx.insert(positions).values(rows).returning({ id: positions.id, category: positions.category });
  await tx.insert(positionEducation).values(saved.flatMap((p, i) => [
    { positionId: p.id, background: '4', count: 1 + (i % 3), sort: 0 },
    ...(i % 2 === 0 ? [{ positionId: p.id, background: '3', count: 2 + (i % 4), sort: 1 }] : []),
  ]));
  await tx.insert(storedFiles).values(demoFiles.map((f) => ({
    id: f.id, ownerId: admin, use: 'positionAttachment', originalName: f.name, storedName: storedNameOf(f), mime: f.mime, size: 1, createdAt: cal.at(-30, 9), attachedAt: cal.at(-30, 10),
  })));
  // The first three postings carry the attachments (the first all three: one of each preview).
  await tx.insert(positionFiles).values([
    ...demoFiles.map((f, i) => ({ positionId: saved[0]!.id, fileId: f.id, sort: i })),
    { positionId: saved[1]!.id, fileId: demoFiles[0]!.id, sort: 0 },
    { positionId: saved[2]!.id, fileId: demoFiles[1]!.id, sort: 0 },
  ]);
}

/**
 * Writes the demo attachments' bytes when the app starts (the seed runs in a transaction without
 * the file storage), and stores their real sizes. Does nothing where the demo was not seeded.
 */
export async function ensureDemoAttachments(db: Queryable, storage: FileStorage): Promise<void> {
  const rows = await db.select({ id: storedFiles.id, storedName: storedFiles.storedName }).from(storedFiles).where(like(storedFiles.storedName, `${DEMO_PREFIX}%`));
  for (const row of rows) {
    const f = demoFiles.find((d) => d.id === row.id);
    if (!f) continue;
    const bytes = await readFile(new URL(`./fixtures/${f.name}`, import.meta.url));
    const staged = await storage.stage(Readable.from(bytes));
    await storage.keep(staged.path, row.storedName);
    await db.update(storedFiles).set({ size: bytes.length }).where(eq(storedFiles.id, row.id));
  }
}
