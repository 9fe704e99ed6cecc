/**
 * The school's time zone. Every date and time shown to a user, and every calendar day the
 * server reasons about (a year of the calendar, the date in an export's file name), is in this
 * zone, whatever the zone of the browser or of the server process.
 */
export const SCHOOL_TZ = 'Asia/Shanghai';
