import { messageText } from '@portal/contracts';
import type { SaveSelectTeacherBody, SelectionRound } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifyMessage } from '../../../shared/feedback.ts';
import { messageLang } from '../../../shared/language.ts';
import { confirmPlan } from './selection-rules.ts';
import { selectionApi, useSelectionMutation } from './selection-student.api.ts';

/**
 * Choosing a teacher and withdrawing a choice, as both lists do it. A choice reads the count first
 * (SEL-V03: a failure aborts), asks for the confirmation of SEL-V04, then saves; the server's
 * refusals (700) show as warnings in the current language (SEL-M02), success as 'selection
 * succeeded' (SEL-M01).
 */
export function useChoiceFlow(round: SelectionRound | null | undefined) {
  const { t } = useTranslation();
  const save = useSelectionMutation(selectionApi.choose);
  const withdrawal = useSelectionMutation(selectionApi.withdraw);
  const s = (key: string, values: Record<string, unknown> = {}) => t(`selection.student.${key}`, values);

  const choose = async (teacherName: string, body: SaveSelectTeacherBody) => {
    if (!round) return;
    let count;
    try {
      count = await selectionApi.count(round.id);
    } catch (err) {
      notifyError(err, 'warning');
      return;
    }
    const plan = confirmPlan(count);
    if (plan.kind === 'usedUp') {
      notifyMessage('warning', messageText('96001', messageLang(), { times: plan.allowed }) ?? '');
      return;
    }
    const confirmed = await confirmAsync({
      title: s('confirmTitle'),
      content: s(plan.kind === 'first' ? 'confirmFirst' : 'confirmAgain', { used: plan.used, allowed: plan.allowed, left: plan.leftAfter, name: teacherName }),
      okText: t('common.actions.confirm'),
      cancelText: t('common.actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await save.mutateAsync(body);
      notifyMessage('success', messageText('96000', messageLang()) ?? '');
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  const withdraw = async (teacherName: string, choiceId: number) => {
    const confirmed = await confirmAsync({
      title: s('withdraw'), content: s('withdrawConfirm', { name: teacherName }), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await withdrawal.mutateAsync(choiceId);
      notifyMessage('success', s('withdrawn'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return { choose, withdraw, busy: save.isPending || withdrawal.isPending };
}
