import type { AdminCounsellor, AppointmentSettings } from '@portal/contracts';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, InputNumber, Select, Space, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { CounsellorDrawer } from './counsellor-drawer.tsx';
import { deskApi, deskKeys, runDeskAction, useDeskMutation } from './desk.api.ts';

/**
 * The career office's part of the desk: add a counsellor's record for an account with role
 * counsellor and edit any record (profile, photo, offers), switch a counsellor off (hidden from students, no new
 * bookings; bookings already made stay) and the no-show policy with the survey after a meeting.
 */
export function OfficePanel({ counsellors }: { counsellors: AdminCounsellor[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const settings = useQuery({ queryKey: deskKeys.settings(), queryFn: deskApi.settings });
  const disable = useDeskMutation(deskApi.disableCounsellor);
  const save = useDeskMutation(deskApi.saveSettings);
  const accounts = useQuery({ queryKey: deskKeys.accounts(), queryFn: deskApi.accounts });
  const [form] = Form.useForm<AppointmentSettings>();
  // undefined: no drawer; null: a new record; else the record being edited.
  const [editing, setEditing] = useState<AdminCounsellor | null | undefined>(undefined);
  const freeAccounts = (accounts.data ?? []).filter((a) => a.counsellorId === null).length;
  const o = (key: string) => t(`appointments.admin.office.${key}`);

  const run = runDeskAction;
  const columns: TableColumnsType<AdminCounsellor> = [
    { title: t('appointments.admin.counsellor'), key: 'name', render: (_, c) => pickText(lang, c.name, c.nameEn) },
    { title: o('offers'), key: 'offers', render: (_, c) => c.offers.filter((x) => !x.disabled).map((x) => t(`appointments.student.types.${x.interviewConsultTypeKey}`)).join(', ') },
    { title: o('pending'), key: 'pendingCount', width: 110, dataIndex: 'pendingCount' },
    {
      title: o('enabled'), key: 'disabled', width: 110, render: (_, c) => (
        <Switch checked={!c.disabled} loading={disable.isPending} aria-label={`${o('enabled')} · ${pickText(lang, c.name, c.nameEn)}`}
          onChange={(on) => void run(disable.mutateAsync({ id: c.id, disabled: !on }))} data-testid="office-counsellor-enabled" />
      ),
    },
    {
      title: o('actions'), key: 'actions', width: 110, render: (_, c) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(c)} aria-label={`${o('edit')} · ${pickText(lang, c.name, c.nameEn)}`} data-testid="office-counsellor-edit">
          {o('edit')}
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} disabled={freeAccounts === 0} data-testid="office-counsellor-add">{o('add')}</Button>
        {accounts.data && freeAccounts === 0 ? <Typography.Text type="secondary" data-testid="office-no-free-account">{o('noFreeAccount')}</Typography.Text> : null}
      </Space>
      {editing !== undefined ? <CounsellorDrawer counsellor={editing} onClose={() => setEditing(undefined)} /> : null}
      <Table<AdminCounsellor> rowKey="id" size="small" columns={columns} dataSource={counsellors} pagination={false} onRow={() => testIdProps('office-counsellor-row')} />
      {settings.data ? (
        <Form<AppointmentSettings> form={form} layout="vertical" style={{ maxWidth: 520 }} initialValues={settings.data}
          onFinish={(v) => void run(save.mutateAsync({ ...v, surveyId: v.surveyId ?? null }))}>
          <h2 style={{ fontSize: 16 }}>{o('policy')}</h2>
          <Space wrap size="large">
            <Form.Item name="noShowLimit" label={o('noShowLimit')} tooltip={o('noShowLimitTip')} rules={[{ required: true }]}>
              <InputNumber min={0} max={20} />
            </Form.Item>
            <Form.Item name="blockDays" label={o('blockDays')} rules={[{ required: true }]}>
              <InputNumber min={1} max={366} />
            </Form.Item>
          </Space>
          <Form.Item name="surveyId" label={o('survey')}>
            <Select allowClear options={settings.data.surveys.map((s) => ({ value: s.id, label: pickText(lang, s.name, s.nameEn) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="office-settings-save">{t('common.actions.save')}</Button>
        </Form>
      ) : null}
    </Space>
  );
}
