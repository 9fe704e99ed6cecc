/** The teaching module's public entry: what other modules may use of it. */
export { teachingModule } from './teaching.module.ts';
export { recentStartClasses, startClassAudience, type StartClassAudience, type StartClassOption } from './teaching-audience.repo.ts';
export { cohortClassesNamed } from './cohorts.repo.ts';
