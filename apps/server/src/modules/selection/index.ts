/** The selection module's public entry: what other modules may use of it. */
export { selectionModule } from './selection.module.ts';
export { selectionStaffMenu, selectionStudentMenu } from './selection.menu.ts';
export { roundsForSurveys } from './selection-rounds.ts';
