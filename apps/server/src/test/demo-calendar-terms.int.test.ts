import { describeSeededOn } from './demo-calendar-suite.ts';

/** The demo seeded in the middle of terms, at noon, dawn and late evening in Beijing: the seed day is the school's, whatever the hour. */
describeSeededOn(['2027-03-10T12:00:00+08:00', '2027-07-15T00:10:00+08:00', '2027-11-20T23:50:00+08:00']);
