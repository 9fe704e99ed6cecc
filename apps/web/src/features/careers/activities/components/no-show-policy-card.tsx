import type { ActivityPolicy } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { activitiesApi, activityKeys, useActivityMutation } from '../activities.api.ts';

/** The career office's no-show policy for activities (README 'No-show policy'): N in a term block sign-ups for M days; 0 is off. */
export function NoShowPolicyCard() {
  const { t } = useTranslation();
  const policy = useQuery({ queryKey: activityKeys.policy(), queryFn: activitiesApi.policy });
  const save = useActivityMutation(activitiesApi.savePolicy);
  const [form] = Form.useForm<ActivityPolicy>();
  const p = (key: string) => t(`careers.activities.noShow.policy.${key}`);
  const limit = Form.useWatch('noShowLimit', form);

  const submit = async (v: ActivityPolicy) => {
    try {
      await save.mutateAsync(v);
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{p('title')}</h2>} style={{ marginTop: 16 }} data-testid="activity-no-show-policy">
      {policy.data ? (
        <Form<ActivityPolicy> form={form} layout="vertical" initialValues={policy.data} onFinish={(v) => void submit(v)}>
          <Typography.Paragraph type="secondary">{p('explain')}</Typography.Paragraph>
          <Space wrap size="large" align="end">
            <Form.Item name="noShowLimit" label={p('limit')} tooltip={p('limitTip')} rules={[{ required: true, message: t('careers.activities.admin.required') }]}>
              <InputNumber min={0} max={20} precision={0} data-testid="activity-no-show-limit" />
            </Form.Item>
            <Form.Item name="blockDays" label={p('days')} rules={[{ required: true, message: t('careers.activities.admin.required') }]}>
              <InputNumber min={1} max={366} precision={0} data-testid="activity-no-show-days" />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="activity-no-show-save">{t('common.actions.save')}</Button>
            </Form.Item>
          </Space>
          {limit === 0 ? <Typography.Text type="warning">{p('off')}</Typography.Text> : null}
        </Form>
      ) : null}
    </Card>
  );
}
