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

