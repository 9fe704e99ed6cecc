import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import type { ClassRosterRow } from '@portal/contracts';
import { Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import type { ButtonProps, TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { CLASSES_PAGE, classesApi, useClassDetail, useClassOptions, useClassesMutation, useRoster } from '../classes.api.ts';
import { useClassText } from '../components/class-text.ts';

/** One class's roster: staff give it to a cohort, add or remove one student with a reason; staff and its teachers export it. */
export function ClassRosterPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const klass = useClassDetail(id);
  const roster = useRoster(id);
  const text = useClassText();
  const staff = klass.data?.canEdit ?? false;
  const options = useClassOptions(staff);
  const [cohort, setCohort] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ClassRosterRow | null>(null);
  const [form] = Form.useForm<{ studentNumber?: string; reason: string }>();
  const give = useClassesMutation(classesApi.give);
  const addOne = useClassesMutation(classesApi.addOne);
  const removeOne = useClassesMutation(classesApi.removeOne);

  const run = async (fn: () => Promise<unknown>, done?: () => void) => {
    try {
      await fn();
      notifySuccess();
      done?.();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const exportRoster = () => run(async () => { window.open((await classesApi.exportRoster(id)).fileUrl, '_blank', 'noopener'); });
  const closeDialog = () => { setAdding(false); setRemoving(null); form.resetFields(); };
  const submitDialog = async () => {
    const v = await form.validateFields();
    await run(() => (removing ? removeOne.mutateAsync({ id, studentId: removing.studentId, reason: v.reason }) : addOne.mutateAsync({ id, studentNumber: v.studentNumber ?? '', reason: v.reason })), closeDialog);
  };
  const cohortEn = new Map((options.data?.cohorts ?? []).map((c) => [c.className, c.classNameEn]));
  const columns: TableColumnsType<ClassRosterRow> = [
    { title: t('teaching.classes.fields.studentNumber'), dataIndex: 'studentNumber', width: 140 },
    { title: t('teaching.classes.fields.name'), key: 'name', render: (_, r) => pickText(lang, r.name, r.enName) },
    // A cohort class the office set up has an English name; any other stays as the roll has it, marked Chinese.
    { title: t('teaching.classes.fields.cohort'), dataIndex: 'className', render: (v: string) => {
      const en = cohortEn.get(v);
      return en && lang === 'en-US' ? en : <span lang="zh-CN">{v}</span>;
    } },
    { title: t('teaching.classes.fields.source'), dataIndex: 'source', width: 110, render: (v: string) => <Tag>{t(`teaching.classes.sources.${v}`, { defaultValue: v })}</Tag> },
    { title: t('teaching.classes.fields.enrolledAt'), dataIndex: 'enrolledAt', width: 160, render: (v: string) => formatDateTime(v) },
    ...(staff ? [{ title: t('teaching.classes.fields.actions'), key: 'actions', width: 90, render: (_: unknown, r: ClassRosterRow) => (r.hasResult ? null
      : <Button size="small" type="link" danger onClick={() => setRemoving(r)} data-testid="roster-remove">{t('teaching.classes.removeStudent')}</Button>) }] : []),
  ];
  const k = klass.data;
  return (
    <div className="page-width page-block" data-testid="class-roster-page">
      <Card loading={klass.isPending}
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{k ? `${text.course(k)} · ${text.className(k)}` : ''}</h1>}
        extra={<Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(CLASSES_PAGE)}>{t('common.actions.back')}</Button>
          <Button icon={<DownloadOutlined />} onClick={() => void exportRoster()} data-testid="roster-export">{t('teaching.classes.exportRoster')}</Button>
        </Space>}>
        {k ? <p data-testid="roster-summary">{t('teaching.classes.seatsText', { enrolled: k.enrolled, capacity: k.capacity })} · {text.teachers(k)} · {text.venue(k)} · {text.meetings(k).join('; ')}</p> : null}
        {staff ? (
          <Space wrap style={{ marginBottom: 12 }}>
            <Select allowClear showSearch style={{ width: 260 }} placeholder={t('teaching.classes.fields.cohort')} aria-label={t('teaching.classes.fields.cohort')} value={cohort} onChange={setCohort} data-testid="roster-cohort"
              options={(options.data?.cohorts ?? []).map((c) => ({ value: c.className, label: `${pickText(lang, c.className, c.classNameEn)} (${c.students})` }))} />
            <Button disabled={!cohort} onClick={() => void run(() => give.mutateAsync({ id, body: { cohortClassName: cohort! } }), () => setCohort(undefined))} data-testid="roster-give">{t('teaching.classes.giveCohort')}</Button>
            <Button type="primary" onClick={() => setAdding(true)} data-testid="roster-add">{t('teaching.classes.addStudent')}</Button>
          </Space>
        ) : null}
        <Table<ClassRosterRow> rowKey="studentId" size="small" columns={columns} dataSource={roster.data ?? []} loading={roster.isPending} pagination={{ pageSize: 50 }}
          onRow={() => ({ 'data-testid': 'roster-row' } as object)} />
      </Card>
      <Modal open={adding || !!removing} title={removing ? t('teaching.classes.removeStudent') : t('teaching.classes.addStudent')} onCancel={closeDialog} onOk={() => void submitDialog()} destroyOnHidden
        okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')} okButtonProps={{ 'data-testid': 'roster-dialog-ok' } as ButtonProps}>
        <Form form={form} layout="vertical">
          {removing ? <p>{removing.studentNumber} {pickText(lang, removing.name, removing.enName)}</p>
            : <Form.Item name="studentNumber" label={t('teaching.classes.fields.studentNumber')} rules={[{ required: true, whitespace: true }]}><Input data-testid="roster-student" /></Form.Item>}
          <Form.Item name="reason" label={t('teaching.classes.fields.reason')} rules={[{ required: true, whitespace: true }]}><Input.TextArea rows={2} maxLength={500} data-testid="roster-reason" /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
