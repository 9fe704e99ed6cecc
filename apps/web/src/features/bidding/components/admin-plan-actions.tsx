import { PlanState } from '@portal/contracts';
import type { AdminPlanRow } from '@portal/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { ADMIN_PAGE, adminPaths, biddingAdminApi, useAdminMutation } from '../bidding-admin.api.ts';

type StaffAction = { kind: 'move'; action: 'next' | 'end' } | { kind: 'clear'; round: 1 | 2 } | { kind: 'delete' };

/**
 * What the server accepts from each state (bidding-states.ts): 'next' from 1–6 (clearing an open
 * round), 'end' from 1, 4 and 7, clearing a round while it is open, clearing or published (until
 * the next round begins), deleting before any bid. Offering only these keeps refusals rare.
 */
export function staffActionsFor(p: Pick<AdminPlanRow, 'planState' | 'bidCount'>): StaffAction[] {
  const s = p.planState;
  const out: StaffAction[] = [];
  if (s >= PlanState.planning && s <= PlanState.secondClearing) out.push({ kind: 'move', action: 'next' });
  const round1: number[] = [PlanState.firstOpen, PlanState.firstClearing, PlanState.firstPublished];
  const round2: number[] = [PlanState.secondOpen, PlanState.secondClearing, PlanState.secondPublished];
  if (round1.includes(s)) out.push({ kind: 'clear', round: 1 });
  if (round2.includes(s)) out.push({ kind: 'clear', round: 2 });
  const endable: number[] = [PlanState.planning, PlanState.firstPublished, PlanState.secondPublished];
  if (endable.includes(s)) out.push({ kind: 'move', action: 'end' });
  if (p.bidCount === 0) out.push({ kind: 'delete' });
  return out;
}

const actionKey = (a: StaffAction) => (a.kind === 'move' ? a.action : a.kind === 'clear' ? `clear${a.round}` : 'delete');

/** Clearing a round already published undoes its results and clears again: a re-run. */
const isRerun = (a: StaffAction, planState: number) =>
  a.kind === 'clear' && planState === (a.round === 1 ? PlanState.firstPublished : PlanState.secondPublished);

/** The action buttons of one plan row; each change of state asks for confirmation first. */
export function AdminPlanActions({ plan, onEdit }: { plan: AdminPlanRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const mayEdit = usePermission('edit', ADMIN_PAGE);
  const mayDelete = usePermission('delete', ADMIN_PAGE);
  const run = useAdminMutation(async (a: StaffAction) => {
    if (a.kind === 'move') return biddingAdminApi.move(plan.id, a.action);
    if (a.kind === 'clear') return biddingAdminApi.clear(plan.id, a.round);
    return biddingAdminApi.deletePlan(plan.id);
  });
  const name = pickText(lang, plan.planName, plan.planNameEn);

  const perform = async (a: StaffAction) => {
    const key = actionKey(a);
    const rerun = isRerun(a, plan.planState);
    const go = await confirmAsync({
      title: t(`bidding.admin.actions.${key}Confirm`, { name }),
      content: rerun ? t('bidding.admin.actions.rerunWarning') : undefined,
      okText: t('common.actions.confirm'),
      cancelText: t('common.actions.cancel'),
      okButtonProps: { danger: a.kind === 'delete' || (a.kind === 'move' && a.action === 'end') },
    });
    if (!go) return;
    try {
      await run.mutateAsync(a);
      notifySuccess(t(`bidding.admin.actions.${key}Done`));
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Space size={[4, 0]} wrap>
      {mayEdit ? (
        <Button type="link" size="small" data-testid="admin-plan-edit" onClick={onEdit}>
          {t('common.actions.edit')}
        </Button>
      ) : null}
      <Button type="link" size="small" data-testid="admin-plan-courses" onClick={() => void navigate(adminPaths.courses(plan.id))}>
        {t('bidding.admin.actions.courses')}
      </Button>
      {staffActionsFor(plan)
        .filter((a) => (a.kind === 'delete' ? mayDelete : mayEdit))
        .map((a) => {
          const key = actionKey(a);
          return (
            <Button
              key={key}
              type="link"
              size="small"
              danger={a.kind === 'delete' || key === 'end'}
              disabled={run.isPending}
              data-testid={`admin-plan-${key}`}
              onClick={() => void perform(a)}
            >
              {t(`bidding.admin.actions.${isRerun(a, plan.planState) ? key.replace('clear', 'rerun') : key}`)}
            </Button>
          );
        })}
    </Space>
  );
}
