import type { PortalModule } from '../platform/domains/module.ts';
import { appointmentsModule } from './appointments/index.ts';
import { biddingModule } from './bidding/index.ts';
import { careersModule } from './careers/index.ts';
import { doubleDegreeModule } from './double-degree/index.ts';
import { mealsModule } from './meals/index.ts';
import { mobilityModule } from './mobility/index.ts';
import { peopleModule } from './people/index.ts';
import { personalInfoModule } from './personal-info/index.ts';
import { profileModule } from './profile/index.ts';
import { resumesModule } from './resumes/index.ts';
import { selectionModule } from './selection/index.ts';
import { shellModule } from './shell/index.ts';
import { surveysModule } from './surveys/index.ts';
import { teachingModule } from './teaching/index.ts';

/**
 * The one list of domains. The app's routes, job handlers, demo seed (in this order), SQL
 * functions, home menu, page permissions and calendar are all built from it.
 */
export const portalModules: readonly PortalModule[] = [
  // First: its seed makes the demo accounts every other seed names.
  peopleModule,
  shellModule,
  biddingModule,
  // Before surveys: the nominated-mentor surveys belong to its rounds.
  selectionModule,
  surveysModule,
  teachingModule,
  careersModule,
  resumesModule,
  mealsModule,
  appointmentsModule,
  mobilityModule,
  doubleDegreeModule,
  personalInfoModule,
  // After appointments, resumes and careers: its statistics read theirs.
  profileModule,
];
