import { notifyError } from '../../../../shared/feedback.ts';
import { useDdMutation } from '../../dd.api.ts';

/**
 * One step's save: the body the form checked (null when it refused) goes to the server; on success
 * the wizard moves on, and a refusal shows its message, leaving the step as typed.
 */
export function useStepSave<V, R>(call: (body: V) => Promise<R>, onSaved: (result: R) => void): { saving: boolean; run: (body: V | null) => Promise<void> } {
  const save = useDdMutation(call);
  const run = async (body: V | null) => {
    if (!body) return;
    try {
      onSaved(await save.mutateAsync(body));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  return { saving: save.isPending, run };
}
