/** The surveys module's public entry: what other modules may use of it. */
export { surveysModule } from './surveys.module.ts';
export { assignSurveyTo, defineSurvey, dropRecordAssignment, isSurveyAssignee, linkableSurveys, moveRecordAssignment, openRecordAssignment, surveyNamesOf } from './survey-assign.ts';
