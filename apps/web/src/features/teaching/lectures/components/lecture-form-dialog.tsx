import { PageType, lectureTimesProblem, messageText } from '@portal/contracts';
import type { LectureAdminRow, LectureInput } from '@portal/contracts';
import { Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, schoolNow, toPickerValue } from '../../../../shared/date-format.ts';
import { notifyError, notifyMessage, notifySuccess } from '../../../../shared/feedback.ts';
import { messageLang, pickText, useLanguage } from '../../../../shared/language.ts';
import { lecturesApi, useLectureMutation, useLectureTeachers } from '../lectures.api.ts';

interface FormValues {
  subject: string; subjectEn: string; schoolYear: number; termValue: number; time: [Dayjs, Dayjs]; signup: [Dayjs, Dayjs]; address: string; addressEn: string;
  teacherNames: string; teacherNamesEn: string; teacherIds: number[]; capacity: number; credit: number; homeWorkDeadline: Dayjs | null;
  audiencePageTypes: LectureInput['audiencePageTypes']; audienceEntranceYears: number[];
}

/** Entrance years offered for the audience: this year and the nine before, and any the lecture already names. */
const entranceYears = (chosen: number[]) => {
  const now = schoolNow().year();
  return [...new Set([...Array.from({ length: 10 }, (_, i) => now - i), ...chosen])].sort((a, b) => b - a);
};

const initial = (r: LectureAdminRow | null): Partial<FormValues> => (r ? {
  subject: r.subject, subjectEn: r.subjectEn, schoolYear: r.schoolYear, termValue: r.termValue, time: [toPickerValue(r.startsAt), toPickerValue(r.endsAt)],
  signup: [toPickerValue(r.signupStartDay), toPickerValue(r.signupEndDay)], address: r.address, addressEn: r.addressEn, teacherNames: r.teacherNames,
  teacherNamesEn: r.teacherNamesEn, teacherIds: r.teacherIds, capacity: r.capacity, credit: r.credit, homeWorkDeadline: toPickerValue(r.homeWorkDeadline),
  audiencePageTypes: r.audiencePageTypes.filter((p): p is LectureInput['audiencePageTypes'][number] => (PageType as readonly string[]).includes(p)),
  audienceEntranceYears: r.audienceEntranceYears,
} : {
  schoolYear: new Date().getMonth() >= 8 ? new Date().getFullYear() : new Date().getFullYear() - 1, termValue: 1, capacity: 100, credit: 1, teacherIds: [], homeWorkDeadline: null,
  audiencePageTypes: [], audienceEntranceYears: [],
});

/** Create or edit a lecture (teaching.admin); the order of its instants is checked by the rule the server uses. */
export function LectureFormDialog({ open, lecture, onClose }: { open: boolean; lecture: LectureAdminRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<FormValues>();
  const teachers = useLectureTeachers(open);
  const create = useLectureMutation(lecturesApi.create);
  const update = useLectureMutation(lecturesApi.update);
  useEffect(() => {
    if (open) form.setFieldsValue(initial(lecture));
  }, [open, lecture, form]);
  const f = (key: string) => t(`teaching.lectures.fields.${key}`);
  const required = [{ required: true, message: t('teaching.lectures.admin.required') }];

  const submit = async () => {
    const v = await form.validateFields();
    const input: LectureInput = {
      subject: v.subject, subjectEn: v.subjectEn, schoolYear: v.schoolYear, termValue: v.termValue, startsAt: fromPickerValue(v.time[0]), endsAt: fromPickerValue(v.time[1]),
      address: v.address, addressEn: v.addressEn, teacherNames: v.teacherNames, teacherNamesEn: v.teacherNamesEn, teacherIds: v.teacherIds ?? [], capacity: v.capacity,
      signupStartDay: fromPickerValue(v.signup[0]), signupEndDay: fromPickerValue(v.signup[1]), credit: v.credit, homeWorkDeadline: fromPickerValue(v.homeWorkDeadline),
      audiencePageTypes: v.audiencePageTypes ?? [], audienceEntranceYears: v.audienceEntranceYears ?? [],
    };
    const problem = lectureTimesProblem(input);
    if (problem) {
      notifyMessage('warning', messageText(problem, messageLang()) ?? problem);
      return;
    }
    try {
      if (lecture) await update.mutateAsync({ id: lecture.id, input });
      else await create.mutateAsync(input);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Modal open={open} title={lecture ? t('teaching.lectures.admin.edit') : t('teaching.lectures.admin.create')} onCancel={onClose} onOk={() => void submit()} width={760}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={create.isPending || update.isPending} destroyOnHidden forceRender
      okButtonProps={{ 'data-testid': 'lecture-form-save' } as ButtonProps}>
      <Form form={form} layout="vertical" data-testid="lecture-form">
        <Row gutter={12}>
          <Col span={12}><Form.Item name="subject" label={f('subject')} rules={required}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}><Form.Item name="subjectEn" label={f('subjectEn')} rules={required}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}><Form.Item name="schoolYear" label={f('schoolYear')} rules={required}><InputNumber min={2000} max={2999} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={12}>
            <Form.Item name="termValue" label={f('term')} rules={required}>
              <Select options={[1, 2, 3, 4].map((n) => ({ value: n, label: t(`teaching.lectures.terms.${n}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}><Form.Item name="time" label={f('time')} rules={required}><DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={12}><Form.Item name="signup" label={f('signupWindow')} rules={required}><DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={12}><Form.Item name="address" label={f('address')} rules={required}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}><Form.Item name="addressEn" label={f('addressEn')} rules={required}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}><Form.Item name="teacherNames" label={f('teachers')} rules={required}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}><Form.Item name="teacherNamesEn" label={f('teachersEn')} rules={required}><Input maxLength={200} /></Form.Item></Col>
          <Col span={24}>
            <Form.Item name="teacherIds" label={f('teacherAccounts')}>
              <Select mode="multiple" allowClear loading={teachers.isLoading} optionFilterProp="label"
                options={(teachers.data ?? []).map((o) => ({ value: o.id, label: pickText(lang, o.name, o.enName) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="audiencePageTypes" label={f('audiencePageTypes')} extra={f('audienceHint')}>
              <Select mode="multiple" allowClear data-testid="lecture-audience-programmes"
                options={PageType.map((p) => ({ value: p, label: t(`teaching.lectures.programmes.${p}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="audienceEntranceYears" label={f('audienceEntranceYears')} extra={f('audienceHint')}>
              <Select mode="multiple" allowClear data-testid="lecture-audience-years"
                options={entranceYears(lecture?.audienceEntranceYears ?? []).map((y) => ({ value: y, label: String(y) }))} />
            </Form.Item>
          </Col>
          <Col span={8}><Form.Item name="capacity" label={f('capacity')} rules={required}><InputNumber min={1} max={100000} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="credit" label={f('credit')} rules={required}><InputNumber min={0} max={99} step={0.5} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="homeWorkDeadline" label={f('homeworkDeadline')}><DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
      </Form>
    </Modal>
  );
}
