import '../surveys.css';
import type { AssignmentCreate, AssignmentRow, AssignmentTarget } from '@portal/contracts';
import { Button, Card, DatePicker, Form, Input, Radio, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fromPickerValue, pickerNow } from '../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { LoadingCard } from '../../../shared/panel.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { dateTime } from '../components/fill-status.tsx';
import { SurveyStaffOnly } from '../components/staff-only.tsx';
import { useAdminSurvey, useAssign, useAssignOptions, useAssignments, useRemoveAssignment } from '../surveys.api.ts';

interface Fields {
  by: AssignmentTarget['by'];
  startClassId?: number;
  className?: string;
  cohort?: string;
  studentNumbers?: string;
  window?: [Dayjs, Dayjs];
  title?: string;
  titleEn?: string;
  evaluationType?: string;
  evaluationTypeEn?: string;
  courseNameCN?: string;
  courseNameEN?: string;
  teacherIds?: number[];
  mentorName?: string;
  mentorNameEn?: string;
  position?: string;
  positionEn?: string;
  selectionRoundId?: number;
}

function targetOf(f: Fields): AssignmentTarget {
  if (f.by === 'startClass') return { by: 'startClass', startClassId: f.startClassId ?? 0 };
  if (f.by === 'class') return { by: 'class', className: f.className ?? '' };
  if (f.by === 'cohort') {
    const [pageType = '', year] = (f.cohort ?? '').split(':');
    return { by: 'cohort', pageType, studyEntranceYear: year ? Number(year) : null };
  }
  return { by: 'students', studentNumbers: (f.studentNumbers ?? '').split(/[\s,，;；]+/).filter(Boolean) };
}

function Assign() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const survey = useAdminSurvey(id);
  const options = useAssignOptions();
  const rows = useAssignments(id);
  const assign = useAssign(id);
  const remove = useRemoveAssignment();
  const [form] = Form.useForm<Fields>();
  const by: AssignmentTarget['by'] = Form.useWatch('by', form) ?? 'class';
  if (!survey.data || !options.data) return <LoadingCard />;
  const kind = survey.data.kind;
  const startClasses = options.data.startClasses;
  // A start class names its course and teachers: fill them in, still editable.
  const onStartClass = (startClassId: number) => {
    const c = startClasses.find((x) => x.id === startClassId);
    if (c && kind === 'faculty') form.setFieldsValue({ courseNameCN: c.courseNameCN, courseNameEN: c.courseNameEN, teacherIds: c.teacherIds });
  };

  const onFinish = async (f: Fields) => {
    const [begin, end] = f.window ?? [pickerNow(), pickerNow().add(14, 'day')];
    const body: AssignmentCreate = {
      target: targetOf(f), beginTime: fromPickerValue(begin), endTime: fromPickerValue(end), title: f.title, titleEn: f.titleEn,
      evaluationType: f.evaluationType, evaluationTypeEn: f.evaluationTypeEn, courseNameCN: f.courseNameCN, courseNameEN: f.courseNameEN,
      teacherIds: f.teacherIds ?? [], mentorName: f.mentorName, mentorNameEn: f.mentorNameEn, position: f.position, positionEn: f.positionEn, selectionRoundId: f.selectionRoundId ?? null,
    };
    try {
      await assign.mutateAsync(body);
      notifySuccess(t('surveys.assign.done'));
      form.resetFields(['title', 'titleEn', 'courseNameCN', 'courseNameEN', 'mentorName', 'mentorNameEn', 'position', 'positionEn']);
    } catch (e) {
      notifyError(e, 'warning');
    }
  };

  const onRemove = async (r: AssignmentRow) => {
    if (!(await confirmAsync({ title: t('surveys.assign.removeConfirm'), okButtonProps: { danger: true }, okText: t('common.actions.delete'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess();
    } catch (e) {
      notifyError(e, 'warning');
    }
  };

  const columns: TableColumnsType<AssignmentRow> = [
    { title: t('surveys.assign.context'), key: 'context', render: (_, r) => [
      pickText(lang, r.title ?? '', r.titleEn), pickText(lang, r.courseNameCN ?? '', r.courseNameEN),
      pickText(lang, r.teacherName ?? '', r.teacherNameEn), pickText(lang, r.position ?? '', r.positionEn),
    ].filter(Boolean).join(' · ') || '-' },
    { title: t('surveys.assign.target'), key: 'target', width: 180, render: (_, r) => pickText(lang, r.targetLabel, r.targetLabelEn) },
    { title: t('surveys.columns.period'), key: 'window', width: 300, render: (_, r) => `${dateTime(r.beginTime)} ~ ${dateTime(r.endTime)}` },
    { title: t('surveys.assign.counts'), key: 'counts', width: 160, render: (_, r) => t('surveys.assign.countsText', { submitted: r.submitted, assignees: r.assignees, drafts: r.drafts }) },
    {
      title: t('common.table.actions'), key: 'actions', width: 170,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(`/admin/surveys/${id}/results?assignmentId=${r.id}`)}>{t('surveys.admin.results')}</Button>
          {r.submitted + r.drafts === 0 ? <Button type="link" size="small" danger onClick={() => void onRemove(r)}>{t('common.actions.delete')}</Button> : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="survey-assign">
      <Card
        title={<h1 className="survey-card-title">{t('surveys.assign.title', { name: pickText(lang, survey.data.name, survey.data.nameEn) })}</h1>}
        extra={<Space><Button onClick={() => void navigate('/admin/surveys')}>{t('common.actions.back')}</Button><Button onClick={() => void navigate(`/admin/surveys/${id}/results`)}>{t('surveys.admin.results')}</Button></Space>}
      >
        <Form<Fields> form={form} layout="vertical" initialValues={{ by: 'class', window: [pickerNow().startOf('minute'), pickerNow().add(14, 'day').startOf('minute')] }} onFinish={(f) => void onFinish(f)}>
          <Form.Item name="by" label={t('surveys.assign.by')}>
            <Radio.Group data-testid="assign-by"
              options={(['startClass', 'class', 'cohort', 'students'] as const).map((b) => ({ value: b, label: t(`surveys.assign.byOptions.${b}`) }))} />
          </Form.Item>
          {by === 'startClass' ? (
            <Form.Item name="startClassId" label={t('surveys.assign.byOptions.startClass')} rules={[{ required: true }]}>
              <Select showSearch optionFilterProp="label" data-testid="assign-start-class" onChange={onStartClass}
                options={startClasses.map((c) => ({ value: c.id, label: `${pickText(lang, c.courseNameCN, c.courseNameEN)} · ${pickText(lang, c.className, c.classNameEn)} · ${c.schoolYear}-${c.schoolYear + 1} (${c.students})` }))} />
            </Form.Item>
          ) : null}
          {by === 'class' ? (
            <Form.Item name="className" label={t('surveys.assign.byOptions.class')} rules={[{ required: true }]}>
              <Select showSearch data-testid="assign-class" options={options.data.classes.map((c) => ({ value: c.className, label: `${pickText(lang, c.className, c.classNameEn)} (${c.students})` }))} />
            </Form.Item>
          ) : null}
          {by === 'cohort' ? (
            <Form.Item name="cohort" label={t('surveys.assign.byOptions.cohort')} rules={[{ required: true }]}>
              <Select data-testid="assign-cohort" options={options.data.cohorts.map((c) => ({ value: `${c.pageType}:${c.studyEntranceYear ?? ''}`, label: `${c.pageType} ${c.studyEntranceYear ?? ''} (${c.students})` }))} />
            </Form.Item>
          ) : null}
          {by === 'students' ? (
            <Form.Item name="studentNumbers" label={t('surveys.assign.studentNumbers')} rules={[{ required: true }]}>
              <Input.TextArea rows={3} data-testid="assign-students" />
            </Form.Item>
          ) : null}
          <Form.Item name="window" label={t('surveys.columns.period')} rules={[{ required: true }]}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Space wrap align="start">
            <Form.Item name="title" label={t('surveys.columns.title')}><Input data-testid="assign-title" /></Form.Item>
            <Form.Item name="titleEn" label={t('surveys.assign.titleEn')}><Input /></Form.Item>
          </Space>
          {kind === 'faculty' ? (
            <Space wrap align="start">
              <Form.Item name="courseNameCN" label={t('surveys.assign.courseNameCN')} rules={[{ required: true }]}><Input data-testid="assign-course" /></Form.Item>
              <Form.Item name="courseNameEN" label={t('surveys.assign.courseNameEN')}><Input /></Form.Item>
              <Form.Item name="evaluationType" label={t('surveys.columns.evaluationType')}><Input /></Form.Item>
              <Form.Item name="evaluationTypeEn" label={t('surveys.assign.evaluationTypeEn')}><Input /></Form.Item>
              <Form.Item name="teacherIds" label={t('surveys.assign.teachers')} rules={[{ required: true }]}>
                <Select mode="multiple" style={{ minWidth: 220 }} data-testid="assign-teachers" options={options.data.teachers.map((x) => ({ value: x.id, label: pickText(lang, x.name, x.enName) }))} />
              </Form.Item>
            </Space>
          ) : null}
          {kind === 'mentor' ? (
            <Space wrap align="start">
              <Form.Item name="mentorName" label={t('surveys.columns.mentor')} rules={[{ required: true }]}><Input /></Form.Item>
              <Form.Item name="mentorNameEn" label={t('surveys.assign.mentorNameEn')}><Input /></Form.Item>
              <Form.Item name="position" label={t('surveys.columns.position')}><Input /></Form.Item>
              <Form.Item name="positionEn" label={t('surveys.assign.positionEn')}><Input /></Form.Item>
              {/* A nominated-mentor survey belongs to a mentor round of the selection module (its id, not a typed label). */}
              <Form.Item name="selectionRoundId" label={t('surveys.assign.round')}>
                <Select allowClear showSearch optionFilterProp="search" style={{ minWidth: 240 }} data-testid="assign-round"
                  options={options.data.mentorRounds.map((r) => ({ value: r.id, search: `${r.name} ${r.year}`, label: <TypedText text={`${r.name} (${r.year})`} /> }))} />
              </Form.Item>
            </Space>
          ) : null}
          <Button type="primary" htmlType="submit" loading={assign.isPending} data-testid="assign-submit">{t('surveys.assign.submit')}</Button>
        </Form>
      </Card>
      <Card className="survey-second-card" title={<h2 className="survey-card-title">{t('surveys.assign.existing')}</h2>}>
        <Table<AssignmentRow> rowKey="id" columns={columns} dataSource={rows.data ?? []} loading={rows.isPending} pagination={false} onRow={() => testIdProps('assignment-row')} />
      </Card>
    </div>
  );
}

/** Sending a survey to its respondents with an open window (issue #4, 'Staff side'). */
export function SurveyAssignPage() {
  return (
    <SurveyStaffOnly>
      <Assign />
    </SurveyStaffOnly>
  );
}
