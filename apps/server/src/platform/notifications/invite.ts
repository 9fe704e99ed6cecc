import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailInvite } from '../mail/mailer.ts';
import type { StoredInvite } from './stored-invite.ts';

/** Where the organizer address of an invite comes from: the `MAIL_FROM` address. */
function addressOf(from: string): { name: string; email: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1] || m[2]!, email: m[2]! } : { name: from, email: from };
}

/**
 * The iCalendar invite of one event for one recipient, in their language. One UID per appointment
 * (or lecture, interview) and a growing SEQUENCE let calendars update the same entry; CANCEL
 * removes it.
 */
export function inviteFor(invite: StoredInvite, to: string, lang: 'zh' | 'en', from: string, url: string): MailInvite {
  const method = invite.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const cal = ical({ prodId: { company: 'student-portal', product: 'notifications' }, method });
  cal.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    start: new Date(invite.start),
    end: new Date(invite.end),
    summary: invite.summary[lang],
    location: invite.location[lang],
    url,
    status: invite.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: addressOf(from),
    attendees: [{ email: to, rsvp: false }],
  });
  return { method: invite.cancelled ? 'CANCEL' : 'REQUEST', content: cal.toString() };
}
