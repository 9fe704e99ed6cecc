/** The time block of an event that goes out as an iCalendar invite (README 'Invites'). */
export interface StoredInvite {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: { zh: string; en: string };
  location: { zh: string; en: string };
  cancelled: boolean;
}
