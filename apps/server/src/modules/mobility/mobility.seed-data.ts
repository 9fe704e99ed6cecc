/** The demo's texts: statements in both languages and the projects of the two plans. */

export const planExplain = `<p>请仔细阅读以下说明后再选择游学项目：每位同学在一个游学计划中只能申请一个项目；名额已满时进入排队，有同学取消后按申请先后依次递补。选中后请在截止日前上传护照号及六类材料。</p>
<p>Please read before choosing: in one study-trip plan you may apply to one project. When its places are taken you join the queue, and a cancelled place goes to the first in the queue. Once selected, upload your passport number and the six documents before the deadline.</p>`;

export const exemptExplain = `<p>因工作、健康等原因无法参加海外游学的同学，可在免修申请开放期间提交申请，写明原因并上传证明材料（最多 10 个，每个不超过 10 MB）。审核结果将在本页显示。</p>
<p>If work, health or another reason keeps you from the study trip, apply for an exemption while applications are open: give the reason and attach evidence (at most 10 files, 10 MB each). The decision appears on this page.</p>`;

export interface DemoProject { name: string; city: string; activeTime: string; limit: number; selected: number; queued: number; description: string; pageTypes?: ('mba' | 'emba')[] }

/** Whom the demo's plans are for: the school's study trip is its MBA and EMBA students'. */
export const tripProgrammes = ['emba', 'mba'] as const;

export const openProjects: DemoProject[] = [
  { name: '斯坦福商学院创新与领导力 Stanford GSB Innovation and Leadership', city: 'Stanford, USA', activeTime: '7 月 6 日–7 月 17 日 / 6–17 July', limit: 4, selected: 4, queued: 2,
    description: '<p>硅谷企业参访与创新课程。Silicon Valley company visits and innovation classes.</p>' },
  { name: '伦敦商学院全球金融 London Business School Global Finance', city: 'London, UK', activeTime: '7 月 13 日–7 月 24 日 / 13–24 July', limit: 6, selected: 5, queued: 0,
    description: '<p>伦敦金融城的课程与参访。Classes and visits in the City of London.</p>' },
  { name: 'INSEAD 亚洲商业战略 INSEAD Asian Business Strategy', city: 'Singapore', activeTime: '8 月 3 日–8 月 12 日 / 3–12 August', limit: 20, selected: 3, queued: 0,
    description: '<p>新加坡校区的亚洲战略课程。Asian strategy on the Singapore campus.</p>' },
  { name: '巴黎高商奢侈品管理 HEC Paris Luxury Management', city: 'Paris, France', activeTime: '8 月 17 日–8 月 26 日 / 17–26 August', limit: 15, selected: 0, queued: 0,
    description: '<p>奢侈品品牌管理与参访（EMBA 专场）。Luxury brand management and visits, for EMBA students.</p>', pageTypes: ['emba'] },
];

export const closedProjects: DemoProject[] = [
  { name: '哥伦比亚商学院价值投资 Columbia Value Investing', city: 'New York, USA', activeTime: '7 月 8 日–7 月 19 日 / 8–19 July', limit: 5, selected: 5, queued: 1,
    description: '<p>纽约的价值投资课程。Value investing in New York.</p>' },
  { name: '东京大学日本企业管理 University of Tokyo Japanese Management', city: 'Tokyo, Japan', activeTime: '8 月 5 日–8 月 14 日 / 5–14 August', limit: 10, selected: 4, queued: 0,
    description: '<p>日本企业管理模式。How Japanese companies are run.</p>' },
];
