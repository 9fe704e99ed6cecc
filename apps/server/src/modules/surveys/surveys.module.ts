import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { CLOSING_JOB, closingHandler } from './survey-closing.ts';
import { surveysRoutes } from './surveys.routes.ts';
import { seedSurveys } from './surveys.seed.ts';

/** Faculty evaluations, nominated-mentor and graduate surveys, and the survey console. */
export const surveysModule: PortalModule = {
  name: 'surveys',
  routes: [surveysRoutes],
  seed: seedSurveys,
  jobs: { [CLOSING_JOB]: closingHandler },
  pages: [
    { page: '/admin/surveys/*', roles: [Role.surveyAdmin], actions: ['add', 'edit', 'delete', 'export'] },
    { page: '/admin/surveys/:id/results', roles: [Role.teacher], actions: ['export'] },
  ],
  menu: [
    { group: 'surveys', order: 10, title: '教师评估', enTitle: 'Faculty evaluation', icon: 'StarOutlined', url: '/education/evaluate/survey', for: { pageTypes: ['mba', 'emba', 'benyan'] } },
    { group: 'surveys', order: 20, title: '推荐导师调查', enTitle: 'Nominated-mentor surveys', icon: 'TeamOutlined', url: '/education/selection/alumni/excellent', for: { pageTypes: ['mba'] } },
    { group: 'surveys', order: 30, title: '毕业生调查', enTitle: 'Graduate surveys', icon: 'FormOutlined', url: '/graduate-survey/index', for: { pageTypes: ['master', 'phd', 'benyan'] } },
    { group: 'surveys', order: 40, title: '问卷管理', enTitle: 'Survey console', icon: 'FormOutlined', url: '/admin/surveys', for: { roles: [Role.surveyAdmin] } },
    { group: 'surveys', order: 50, title: '我的教学评估', enTitle: 'My teaching evaluations', icon: 'StarOutlined', url: '/admin/surveys/mine', for: { roles: [Role.teacher] } },
  ],
};
