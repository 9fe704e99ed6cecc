import type { MySignupRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { activitiesApi, activityKeys } from '../activities.api.ts';
import { ActivityDetails } from './activity-details.tsx';
import { SignupStatusTag } from './activity-text.tsx';

/** My sign-up (C08) with withdraw and cancel; withdrawing is offered until the cut-off (README). */
export function MySignupDrawer({ row, busy, onWithdraw, onClose }: { row: MySignupRow | null; busy: boolean; onWithdraw: (r: MySignupRow) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [...activityKeys.mine(), 'detail', row?.id ?? 0], queryFn: () => activitiesApi.mySignup(row!.id), enabled: !!row });
  const signup = detail.data ?? row;
  const f = (key: string) => t(`careers.activities.fields.${key}`);
  return (
    <Drawer open={!!row} onClose={onClose} width={560} title={t('careers.activities.mySignupTitle')} destroyOnHidden data-testid="my-signup-drawer"
      footer={(
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button danger type="primary" loading={busy} disabled={!signup?.canWithdraw} onClick={() => signup && onWithdraw(signup)} data-testid="signup-withdraw">
            {t('careers.activities.withdraw')}
          </Button>
        </Space>
      )}>
      {signup ? (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={f('status')}><SignupStatusTag status={signup.status} /></Descriptions.Item>
            {signup.waitPosition ? <Descriptions.Item label={f('waitPosition')}>{signup.waitPosition}</Descriptions.Item> : null}
            <Descriptions.Item label={f('createTime')}>{formatDateTime(signup.createTime)}</Descriptions.Item>
            {signup.noShow ? (
              <Descriptions.Item label={f('attendance')}>{t(signup.excused ? 'careers.activities.noShow.excused' : 'careers.activities.attendance.2')}</Descriptions.Item>
            ) : null}
            {!signup.noShow && signup.attendance ? <Descriptions.Item label={f('attendance')}>{t(`careers.activities.attendance.${signup.attendance}`)}</Descriptions.Item> : null}
          </Descriptions>
          {!signup.canWithdraw && (signup.status === 1 || signup.status === 3) ? <p>{t('careers.activities.withdrawClosed')}</p> : null}
          <ActivityDetails activity={signup.activity} />
        </>
      ) : null}
    </Drawer>
  );
}
