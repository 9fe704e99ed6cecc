/** The selection module's public entry: what other modules may use of it. */
export { selectionModule } from './selection.module.ts';
export { selectionMenu } from './selection.menu.ts';
export { roundsForSurveys } from './selection-rounds.ts';
