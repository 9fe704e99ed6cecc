import { createHash, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import { SCHOOL_TZ, type CalendarEvent, type CalendarFeed } from '@portal/contracts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import type { CalendarSource } from '../../platform/domains/module.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { feedOfUser, feedOwner, replaceFeed } from './calendar-feed.repo.ts';

const DAY = 24 * 3600 * 1000;
/** What a subscribed calendar holds: the last term's past and a year ahead. */
const PAST_DAYS = 180;
const AHEAD_DAYS = 366;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The school's zone has had no daylight saving since 1991, so its VTIMEZONE is one fixed
 * offset; written here rather than pulling a timezone database into the feed.
 */
const shanghaiZone = (tz: string) => [
  'BEGIN:VTIMEZONE', `TZID:${tz}`, `X-LIC-LOCATION:${tz}`,
  'BEGIN:STANDARD', 'TZOFFSETFROM:+0800', 'TZOFFSETTO:+0800', 'TZNAME:CST', 'DTSTART:19700101T000000', 'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const wall = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SCHOOL_TZ, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});
/**
 * The school's wall-clock time as 'YYYY-MM-DDTHH:mm:ss' without an offset: with a calendar zone
 * set, ical-generator writes a time's local fields under TZID, and a string without an offset
 * reads back to the same fields whatever zone the server process runs in.
 */
const schoolWall = (iso: string) => wall.format(new Date(iso)).replace(' ', 'T');

function summaryOf(e: CalendarEvent): string {
  return e.enTitle && e.enTitle !== e.title ? `${e.title} / ${e.enTitle}` : e.title;
}

/** LOCATION in both languages, as the summary: the feed is one file for a reader of either. */
function locationOf(e: CalendarEvent): string | undefined {
  if (!e.location) return e.enLocation || undefined;
  return e.enLocation && e.enLocation !== e.location ? `${e.location} / ${e.enLocation}` : e.location;
}

/** The personal iCalendar feed (RFC 5545) of every module's calendar sources, at a secret URL. */
export class CalendarFeedService {
  private readonly db: Db;
  private readonly sources: readonly CalendarSource[];
  private readonly publicUrl: string;
  constructor(db: Db, sources: readonly CalendarSource[], publicUrl: string) {
    this.db = db;
    this.sources = sources;
    this.publicUrl = publicUrl.replace(/\/$/, '');
  }

  private urlOf(token: string, origin: string) {
    return `${origin.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`;
  }

  /** Whether the user has a feed; its URL cannot be shown again, only its secret's hash is kept. */
  async state(userId: number): Promise<CalendarFeed> {
    const row = await feedOfUser(this.db, userId);
    return { exists: !!row, createdAt: row?.createdAt.toISOString() ?? null, url: null };
  }

  /** A new secret URL; the previous one stops working in the same write. */
  /** `origin`: where the user reaches the portal (PUBLIC_URL, or the request's own origin when it is unset). */
  async regenerate(userId: number, origin: string = this.publicUrl): Promise<CalendarFeed> {
    const token = randomBytes(32).toString('base64url');
    const row = await replaceFeed(this.db, userId, hashOf(token));
    return { exists: true, createdAt: row.createdAt.toISOString(), url: this.urlOf(token, origin) };
  }

  /** The calendar of the secret's owner; an unknown or replaced secret is 404, as if nothing were there. */
  async calendarOf(tokenParam: string): Promise<string> {
    const token = tokenParam.replace(/\.ics$/i, '');
    const userId = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await feedOwner(this.db, hashOf(token)) : undefined;
    const user = userId === undefined ? undefined : await findUserById(this.db, userId);
    if (!user || user.isDisabled) throw new HttpError(404, '93305');
    const now = await dbNow(this.db);
    const from = new Date(now.getTime() - PAST_DAYS * DAY);
    const to = new Date(now.getTime() + AHEAD_DAYS * DAY);
    const lists = await Promise.all(this.sources.map((source) => source(this.db, user, from, to)));
    const cal = ical({ name: '学生门户 Student portal', prodId: { company: 'portal', product: 'calendar-feed', language: 'ZH' }, ttl: 3600 });
    // The zone goes on each event, not the calendar: ical-generator writes DTSTAMP in the calendar's
    // zone without 'Z', and RFC 5545 wants it in UTC. A nameless calendar zone still carries the
    // generator that writes the events' VTIMEZONE.
    cal.timezone({ name: '', generator: shanghaiZone });
    cal.x([['X-WR-TIMEZONE', SCHOOL_TZ]]);
    for (const e of lists.flat()) {
      cal.createEvent({
        // Sources give each event a stable id, so a calendar app updates rather than duplicates it.
        id: `${e.id}@portal`,
        timezone: SCHOOL_TZ,
        start: schoolWall(e.start),
        end: schoolWall(e.end),
        summary: summaryOf(e),
        ...(locationOf(e) ? { location: locationOf(e)! } : {}),
        categories: [{ name: e.kind }],
        ...(e.url ? { url: e.url.startsWith('http') ? e.url : `${this.publicUrl}${e.url}` } : {}),
      });
    }
    // Every content line ends in CRLF (RFC 5545 §3.1), the last one too, which the library leaves off.
    return `${cal.toString()}\r\n`;
  }
}
