import { Role } from '@portal/contracts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';
import { seedTraining } from './training.seed.ts';
import { trainingRoutes } from './training.routes.ts';
import { anonymiseTraining } from './training-personal-data.repo.ts';

/** The training part of teaching (see README.md): the EMBA plan, course homework and class changes. */
export const trainingPart: ModulePart = {
  routes: [trainingRoutes],
  seed: seedTraining,
  pages: [
    { page: '/education/training/changes', roles: [Role.teachingAdmin], actions: ['edit'] },
  ],
  menu: [
    { group: 'teaching', order: 30, title: '培养计划', enTitle: 'Training plan', icon: 'ScheduleOutlined', url: '/education/training/plan', for: { pageTypes: ['emba'] } },
    { group: 'teaching', order: 35, title: '调班审核', enTitle: 'Class change review', icon: 'SwapOutlined', url: '/education/training/changes', for: { roles: [Role.teachingAdmin] } },
  ],
  personalData: { anonymise: anonymiseTraining },
};
