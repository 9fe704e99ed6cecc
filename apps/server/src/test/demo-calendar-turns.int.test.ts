import { describeSeededOn } from './demo-calendar-suite.ts';

/** The demo seeded where terms turn: the weeks around Spring Festival and the start of autumn. */
describeSeededOn(['2028-02-01T09:00:00+08:00', '2028-08-30T15:00:00+08:00']);
