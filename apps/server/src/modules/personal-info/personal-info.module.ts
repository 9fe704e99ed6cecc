import type { PortalModule } from '../../platform/domains/module.ts';
import { personalInfoRoutes } from './personal-info.routes.ts';
import { seedPersonalInfo } from './personal-info.seed.ts';
import { anonymisePersonalInfo } from './personal-info-personal-data.repo.ts';

/**
 * The personal-information page (FEATURES §2.7 PROF-R02, U12, C23, C24): the EMBA and MBA students'
 * record, whose e-mail, mobile and photo are the one contact record in `users`. Decisions: README.md.
 */
export const personalInfoModule: PortalModule = {
  name: 'personal-info',
  routes: [personalInfoRoutes],
  seed: seedPersonalInfo,
  // The tile keeps the group, order, icon and audience it had in the shell's pending list; other
  // programmes find the page's placeholder (PROF-U12).
  menu: [
    { group: 'campus', order: 10, title: '个人信息', enTitle: 'Personal information', icon: 'UserOutlined', url: '/education/person-info', for: { students: true } },
  ],
  personalData: { anonymise: anonymisePersonalInfo },
};
