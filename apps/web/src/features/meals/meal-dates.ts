import type { MealMenu } from '@portal/contracts';

/**
 * Whether the booking form offers a date (BOOK-V09, README 'Q-38' of the server module): from the
 * first date still open by the server's clock (today, or the menu's start if later, once its
 * cut-off is past the next one) to the menu's end date. The server judges again on save.
 */
export function bookableDate(menu: Pick<MealMenu, 'bookableFrom' | 'bookableTo'> | null | undefined, date: string): boolean {
  if (!menu?.bookableFrom) return false;
  return menu.bookableFrom <= date && date <= menu.bookableTo;
}

/** The meal survey's answering page (selection.md route table) for the menu's assignment. */
export function mealSurveyPath(menu: Pick<MealMenu, 'surveyID' | 'surveyAssignmentId'>, userID: string): string | null {
  if (menu.surveyID === null || menu.surveyAssignmentId === null) return null;
  return `/order-meal/survey/view/${menu.surveyID}/Meal/${menu.surveyAssignmentId}/${encodeURIComponent(userID)}?businessType=Meal`;
}
