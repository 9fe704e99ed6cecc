/** The wizard's order (MOB-U10, MOB-S06): pure, so the unit tests hold it. */
export const WIZARD_STEPS = ['personal', 'education', 'employment', 'language', 'essay', 'declaration'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Every step after the first names the application step 1 created, so it stays locked until that id exists. */
export function stepLocked(step: number, signupId: number | null | undefined): boolean {
  return step > 0 && !signupId;
}

/**
 * Where the wizard opens: the first step not saved yet (C27 `stepsDone`, 0–5), or the declaration
 * once the five saved steps are done; a student without an application starts at step 1.
 */
export function firstMissingStep(stepsDone: readonly number[] | null | undefined): number {
  const done = new Set(stepsDone ?? []);
  for (let i = 0; i < LAST_STEP; i += 1) if (!done.has(i)) return i;
  return LAST_STEP;
}

/** The essay's words, for the counter beside the 750-word prompt (the limit enforced is the 9000 characters). */
export function wordCount(text: string): number {
  const words = text.trim().match(/[\u3400-\u9fff]|[^\s\u3400-\u9fff]+/g);
  return words ? words.length : 0;
}
