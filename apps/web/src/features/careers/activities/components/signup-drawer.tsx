import type { ActivityRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { activitiesApi, activityKeys } from '../activities.api.ts';
import { ActivityDetails } from './activity-details.tsx';
import { isFull } from './activity-text.tsx';

/** The sign-up drawer (CAR-U04): the activity's details (C05) with confirm and cancel. */
export function SignupDrawer({ row, busy, onConfirm, onClose }: { row: ActivityRow | null; busy: boolean; onConfirm: (r: ActivityRow) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...activityKeys.list(), 'detail', row?.id ?? 0, row?.vdActiveType ?? 1],
    queryFn: () => activitiesApi.detail(row!.id, row!.vdActiveType),
    enabled: !!row,
  });
  const activity = detail.data ?? row;
  const waitlist = activity ? isFull(activity) : false;
  return (
    <Drawer open={!!row} onClose={onClose} width={560} title={t('careers.activities.signupTitle')} destroyOnHidden data-testid="signup-drawer"
      footer={(
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="primary" loading={busy} disabled={!activity || activity.isSingup || activity.signupState !== 'open'}
            onClick={() => activity && onConfirm(activity)} data-testid="signup-confirm">
            {waitlist ? t('careers.activities.confirmWaitlist') : t('careers.activities.confirmSignup')}
          </Button>
        </Space>
      )}>
      {detail.isLoading && !activity ? <Spin /> : null}
      {waitlist && activity?.signupState === 'open' ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('careers.activities.fullHint')} /> : null}
      {activity ? <ActivityDetails activity={activity} /> : null}
    </Drawer>
  );
}
