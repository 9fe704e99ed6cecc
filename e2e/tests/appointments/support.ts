import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** A PDF the upload sniffing accepts (the magic bytes and a trailer). */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

export interface HistoryRow {
  vdSubscribeId: number;
  subscribeStatus: number;
  interviewConsultTypeKey: number;
  vdvdInterviewConsultTimesDetailBeginTime: string;
  vdvdInterviewConsultTimesDetailEndTime: string;
}

/** The signed-in student's history through the API (to find the seed's bookings by their state). */
export async function historyOf(request: APIRequestContext, token: string): Promise<HistoryRow[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/User/info', { headers })).json()) as { data: { id: number } };
  const res = await request.post('/api/VDInterviewConsult/MySubscirbeHistory', { headers, data: { pageNo: 0, pageSize: 100, conModels: [], studentId: me.data.id } });
  const body = (await res.json()) as { statusCode: number; data: { data: HistoryRow[] } };
  expect(body.statusCode).toBe(200);
  return body.data.data;
}

interface Envelope<T> { statusCode: number; data: T; message: string }

/** One API call with a bearer token; the envelope must say 200. */
export async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = method === 'get' ? await request.get(url, { headers }) : await request.post(url, { headers, data: data ?? {} });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

export interface FreeSlot { id: number; beginTime: string; endTime: string }
export interface BookedSlot { bookingId: number; slotId: number; beginTime: string; endTime: string }

/** The slots of a counsellor's offer of `typeKey` the signed-in student (`token`) may book now (24 hours ahead or more, free), in time order. */
export async function freeSlotsOf(request: APIRequestContext, token: string, counsellorId: number, typeKey: number): Promise<{ consultId: number; free: FreeSlot[] }> {
  const slots = await call<{ vdInterviewConsultId: number; queryByIdForStudyDtoDateTimeDetailDto: (FreeSlot & { disabled: boolean })[] }>(
    request, token, 'post', '/api/VDInterviewConsult/QueryCounselorSubscribeDetail', { VDCounselorId: counsellorId, interviewConsultTypeKey: typeKey });
  return { consultId: slots.vdInterviewConsultId, free: slots.queryByIdForStudyDtoDateTimeDetailDto.filter((s) => !s.disabled) };
}

/**
 * The signed-in student (`token`) books the first free slot of a counsellor's offer of `typeKey`,
 * with a resume attached, through the API. Answers the booking and its slot.
 */
export async function bookFirstFree(request: APIRequestContext, token: string, counsellorId: number, typeKey: number): Promise<BookedSlot> {
  const me = await call<{ id: number }>(request, token, 'get', '/api/User/info');
  const { consultId, free: [free] } = await freeSlotsOf(request, token, counsellorId, typeKey);
  expect(free, 'the counsellor has a free slot the student may book').toBeTruthy();
  const upload = await request.post('/api/GsmFile/FileUpLoad?use=appointment', {
    headers: { Authorization: `Bearer ${token}` }, multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  const file = ((await upload.json()) as Envelope<{ id: string; fileName: string; fileUrl: string }>).data;
  const answers = typeKey === 1 ? { q1: 'Consulting', q2: 'Finance', q3: 'Nothing else' } : { q4: 'Analyst', q5: 'First round', q6: 'Structure' };
  const saved = await call<{ id: number }>(request, token, 'post', '/api/VDInterviewConsult/SaveVDSubscribe', {
    id: 0, studentId: me.id, status: 0, fromType: 2, vdvdInterviewConsultTimesDetailId: free!.id, vdInterviewConsultId: consultId,
    ...answers, vdSubscribeYourQuestionList: [], biographicalNotesFileId: file.id, biographicalNotesFileName: file.fileName, biographicalNotesUrl: file.fileUrl,
  });
  return { bookingId: saved.id, slotId: free!.id, beginTime: free!.beginTime, endTime: free!.endTime };
}

/** A slot's time as the portal shows it, Beijing time: '2026-05-01 09:30~10:30'. */
export function slotText(begin: string, end: string): string {
  const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  return `${beijing(begin)}~${beijing(end).slice(11)}`;
}

/** The open drawer of a booking. */
export const drawer = (page: Page): Locator => page.getByTestId('order-drawer-body');

/**
 * Chooses the first free slot of the drawer, day by day (the first days may hold only slots
 * within 24 hours, which are disabled), other than `except` ('MM-DD HH:mm~HH:mm'). Answers what it chose.
 */
export async function chooseFreeSlot(page: Page, except?: string): Promise<{ day: string; time: string }> {
  const body = drawer(page);
  await expect(body.getByTestId('slot-day').first()).toBeVisible();
  const days = body.getByTestId('slot-day');
  const count = await days.count();
  for (let i = 0; i < count; i += 1) {
    await days.nth(i).click();
    const day = (await days.nth(i).innerText()).slice(0, 5);
    // The day's slots replace the previous day's once its button shows pressed.
    await expect(days.nth(i).locator('xpath=ancestor::label')).toHaveClass(/checked/);
    const options = body.getByTestId('slot-option');
    const n = await options.count();
    for (let j = 0; j < n; j += 1) {
      const time = await options.nth(j).getByTestId('slot-time').innerText();
      if (`${day} ${time}` === except) continue;
      await options.nth(j).click();
      return { day, time };
    }
  }
  throw new Error('no free slot in the drawer');
}

