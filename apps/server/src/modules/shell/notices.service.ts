import { Role, type NoticeDetail, type NoticeRow, type NoticeSave, noticeSaveSchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError, forbidden, notFound } from '../../platform/http/errors.ts';
import { richTextForWrite, sanitizeRichText } from '../../platform/http/sanitize.ts';
import { audienceNoticeOf, requestAudienceNotice, withdrawAudienceNotice } from './notice-audience.ts';
import * as repo from './notices.repo.ts';
import type { Audience, NoticeJoined } from './notices.repo.ts';

const isEditor = (ctx: AuthContext) => hasRole(ctx, [Role.newsAdmin]);
const canEdit = (ctx: AuthContext, n: NoticeJoined) => isEditor(ctx) || n.notice.ownerId === ctx.userId;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(n: NoticeJoined): NoticeRow {
  const x = n.notice;
  return {
    id: x.id, title: x.title, enTitle: x.enTitle, noticeType: x.noticeType, noticeTypeDes: n.noticeTypeDes,
    noticeTypeDesEN: n.noticeTypeDesEN, publishTime: x.publishTime.toISOString(), fieldType: x.fieldType === 'rule' ? 'rule' : 'report',
    linkUrl: x.linkUrl, linkTitle: x.linkTitle, isTop: x.isTop, useModel: x.useModel, userad: n.userad,
  };
}

type SaveInput = z.output<typeof noticeSaveSchema>;

function toValues(input: SaveInput) {
  // As instants: '2026-05-01T09:00:00+08:00' is before '2026-05-01T02:00:00Z', though not as text.
  if (input.startTime && input.endTime && Date.parse(input.startTime) > Date.parse(input.endTime)) throw new BizError('90003', { detail: 'startTime > endTime' });
  return {
    title: input.title, enTitle: input.enTitle, fieldType: input.fieldType, noticeType: input.noticeType,
    content: richTextForWrite(input.content), enContent: input.enContent ? richTextForWrite(input.enContent) : null,
    linkUrl: input.linkUrl ?? null, linkTitle: input.linkTitle, isTop: input.isTop, useModel: input.useModel,
    ...(input.publishTime ? { publishTime: new Date(input.publishTime) } : {}),
    pageType: input.pageType, studentTypeId: input.studentTypeId ?? null, studyEntranceYear: input.studyEntranceYear ?? null,
    showDirectionKey: input.showDirectionKey,
    startTime: input.startTime ? new Date(input.startTime) : null, endTime: input.endTime ? new Date(input.endTime) : null,
  };
}

export class NoticesService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Editors see every notice; everyone else what is published and meant for them. */
  private async audienceOf(ctx: AuthContext): Promise<Audience | null> {
    if (isEditor(ctx)) return null;
    const user = await findUserById(this.db, ctx.userId);
    return {
      pageType: user?.pageType ?? null, studentTypeId: user?.studentTypeId ?? null,
      studyEntranceYear: user?.studyEntranceYear ?? null, showDirectionKey: user?.showDirectionKey ?? null,
    };
  }

  async list(ctx: AuthContext, p: Omit<repo.ListParams, 'audience'>): Promise<{ data: NoticeRow[]; total: number }> {
    const { rows, total } = await repo.listNotices(this.db, { ...p, audience: await this.audienceOf(ctx) });
    return { data: rows.map(toRow), total };
  }

  async detail(ctx: AuthContext, id: number): Promise<NoticeDetail> {
    const n = await repo.findNotice(this.db, id);
    if (!n) throw notFound();
    const audience = await this.audienceOf(ctx);
    if (audience && !canEdit(ctx, n)) {
      if (!(await repo.reachesReader(this.db, id, audience))) throw notFound();
    }
    const x = n.notice;
    return {
      ...toRow(n), content: sanitizeRichText(x.content), enContent: x.enContent ? sanitizeRichText(x.enContent) : null,
      pageType: x.pageType, studentTypeId: x.studentTypeId, studyEntranceYear: x.studyEntranceYear, showDirectionKey: x.showDirectionKey,
      startTime: iso(x.startTime), endTime: iso(x.endTime), canEdit: canEdit(ctx, n),
      ...(canEdit(ctx, n) ? { audienceNotice: await audienceNoticeOf(this.db, id) } : {}),
    };
  }

  async alert(ctx: AuthContext) {
    const n = await repo.currentAlert(this.db, await this.audienceOf(ctx));
    return n?.startTime && n.endTime
      ? { id: n.id, title: n.title, enTitle: n.enTitle, startTime: n.startTime.toISOString(), endTime: n.endTime.toISOString() }
      : null;
  }

  async create(ctx: AuthContext, input: SaveInput): Promise<{ id: number }> {
    if (!isEditor(ctx)) throw forbidden();
    return this.db.transaction(async (tx) => {
      const id = await repo.insertNotice(tx, { ...toValues(input), ownerId: ctx.userId });
      if (input.notifyAudience) await requestAudienceNotice(tx, id);
      return { id };
    });
  }

  async update(ctx: AuthContext, id: number, input: SaveInput): Promise<{ id: number }> {
    await this.editable(ctx, id);
    await this.db.transaction(async (tx) => {
      if (!(await repo.updateNotice(tx, id, toValues(input)))) throw notFound();
      await this.followAudienceRequest(tx, id, input.notifyAudience);
    });
    return { id };
  }

  /**
   * The audience option on an edit (README 'Notices'): true asks (sent at once if published, never
   * twice), false withdraws what is not sent yet, and absent (the spec's call) keeps a request
   * pending, moved to the new publish time, or sent now if the edit published the notice.
   */
  private async followAudienceRequest(tx: Queryable, id: number, ask: boolean | undefined): Promise<void> {
    if (ask === false) return withdrawAudienceNotice(tx, id);
    if (ask === true || (await audienceNoticeOf(tx, id)) === 'scheduled') await requestAudienceNotice(tx, id);
  }

  async remove(ctx: AuthContext, id: number): Promise<void> {
    await this.editable(ctx, id);
    await this.db.transaction(async (tx) => {
      if (!(await repo.softDeleteNotice(tx, id))) throw notFound();
      await withdrawAudienceNotice(tx, id);
    });
  }

  private async editable(ctx: AuthContext, id: number): Promise<void> {
    const n = await repo.findNotice(this.db, id);
    if (!n) throw notFound();
    if (!canEdit(ctx, n)) throw forbidden();
  }
}

export type { NoticeSave };
