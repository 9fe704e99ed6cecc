/** What the wizard hands each step: the application (0 until step 1 is saved) and where to go next. */
export interface StepProps {
  signupId: number;
  manageId: number;
  projectId: number;
  onPrev: () => void;
  /** After a save: step 1 passes the id it created. */
  onSaved: (signupId?: number) => void;
  onSubmitted: () => void;
}
