import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of bulletins (the notice board's notices and regulations) published to their
 * audience when the news office asks for it (modules/shell README 'Notices'). Not mandatory: the
 * bulletin is on the board and the home page anyway; a reader may turn these e-mails off.
 */
export interface BulletinNoticeParams {
  /** The notice's title; the English one when it has one, else the Chinese. */
  title: BiText;
  /** A notice ('report') or a regulation ('rule'). */
  fieldType: 'report' | 'rule';
  /** 'YYYY-MM-DD HH:mm' at the school. */
  published: string;
}

export interface BulletinNotices {
  'shell.notice-published': BulletinNoticeParams;
}

export const bulletinKinds = {
  'shell.notice-published': { mandatory: false, zh: '新通知公告', en: 'New notices' },
} as const satisfies KindsOf<BulletinNotices>;

const word = { report: { zh: '通知', en: 'notice' }, rule: { zh: '规章制度', en: 'regulation' } } as const;

export const bulletinTemplates: TemplatesOf<BulletinNotices> = {
  'shell.notice-published': (p) => {
    const w = word[p.fieldType];
    return {
      zh: { subject: `新${w.zh}：${p.title.zh}`, body: `学院发布了${w.zh}：${p.title.zh}\n发布时间：${p.published}（北京时间）` },
      en: { subject: `New ${w.en}: ${p.title.en}`, body: `The school has published a ${w.en}: ${p.title.en}\nPublished: ${p.published} (Beijing time)` },
    };
  },
};
