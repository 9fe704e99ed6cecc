import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/** The demo (server README 'Demo'): mba01's open mbaxy round, last year's closed one, the schemes. */
interface Envelope<T> { statusCode: number; data: T; message: string }
export async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = method === 'get' ? await request.get(url, { headers }) : await request.post(url, { headers, data: data ?? {} });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

export interface RoundRow { id: number; name: string; isCurrentSelection: boolean; isEnded: boolean; releaseStatus: number }

/** The signed-in student's rounds of a page type and kind, from the students' own list call. */
export async function roundsOf(request: APIRequestContext, token: string, pageType: string, selectionType: 'mentor' | 'supervisor'): Promise<RoundRow[]> {
  const me = await api<{ id: number }>(request, token, 'get', '/api/User/info');
  return (await api<{ data: RoundRow[] }>(request, token, 'post', '/api/GSMSelectionStudent/GetMySelectionInfoPageList',
    { pageNo: 0, pageSize: 50, pageType, studentId: me.id, selectionType })).data;
}

/** A minimal PDF: the server checks the bytes, not the name. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A message (antd `message`) with this text is on screen. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text }).first()).toBeVisible();
}

export const texts = {
  'zh-CN': {
    uploadFirst: '请先上传简历', saved: '简历已保存', success: '选择成功', confidential: '保密', viewOnly: '仅可查看',
    count: (used: number, allowed: number) => `本轮已选择 ${used} 次，共可选择 ${allowed} 次`,
    waiting: '等待导师确认', confirmed: '导师已确认', withdrawn: '已撤回', supervisorWaiting: '等待导师选择', full: '名额已满',
    myChoice: '钱晓岚（第 2 志愿，导师确认）', ended: '已结束', myTeacher: '查看我的论文导师',
  },
  'en-US': {
    uploadFirst: 'Please upload your resume first', saved: 'Resume saved', success: 'Selection succeeded', confidential: 'Confidential', viewOnly: 'only view',
    count: (used: number, allowed: number) => `Choices used in this round: ${used} of ${allowed}`,
    waiting: 'Waiting for the mentor', confirmed: 'Mentor confirmed', withdrawn: 'Withdrawn', supervisorWaiting: 'Waiting for the supervisor', full: 'No places left',
    myChoice: '钱晓岚 (choice 2, confirmed by the teacher)', ended: 'Ended', myTeacher: 'View my thesis teacher',
  },
} as const;
