import type { FeatureDescriptor } from '../shared/feature.ts';
import { appointmentsFeature } from '../features/appointments/index.ts';
import { biddingFeature } from '../features/bidding/index.ts';
import { careersFeature } from '../features/careers/index.ts';
import { doubleDegreeFeature } from '../features/double-degree/index.ts';
import { mealsFeature } from '../features/meals/index.ts';
import { mobilityFeature } from '../features/mobility/index.ts';
import { peopleFeature } from '../features/people/index.ts';
import { personalInfoFeature } from '../features/personal-info/index.ts';
import { profileFeature } from '../features/profile/index.ts';
import { resumesFeature } from '../features/resumes/index.ts';
import { selectionFeature } from '../features/selection/index.ts';
import { shellFeature } from '../features/shell/index.ts';
import { surveysFeature } from '../features/surveys/index.ts';
import { teachingFeature } from '../features/teaching/index.ts';

/** The one list of the web app's domains; the router and the menu icons are built from it. */
export const features: readonly FeatureDescriptor[] = [
  shellFeature,
  biddingFeature,
  surveysFeature,
  teachingFeature,
  careersFeature,
  resumesFeature,
  mealsFeature,
  appointmentsFeature,
  selectionFeature,
  mobilityFeature,
  doubleDegreeFeature,
  personalInfoFeature,
  profileFeature,
  peopleFeature,
];
