import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { classTimesProblem, messageText } from '@portal/contracts';
import type { ClassAdminRow, ClassInput } from '@portal/contracts';
import { Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space } from 'antd';
import type { ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyMessage, notifySuccess } from '../../../../shared/feedback.ts';
import { messageLang, pickText, useLanguage } from '../../../../shared/language.ts';
import { classesApi, useClassOptions, useClassesMutation } from '../classes.api.ts';

type FormValues = Omit<ClassInput, 'schoolYear' | 'term'> & { termKey: string };

const HHMM_RULE = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'HH:MM' };

const initial = (r: ClassAdminRow | null): Partial<FormValues> => (r ? {
  courseId: r.courseId, termKey: `${r.schoolYear}-${r.term}`, pageType: r.pageType as ClassInput['pageType'], className: r.className, classNameEn: r.classNameEn,
  teacherIds: r.teachers.map((x) => x.id), venue: r.venue, venueEn: r.venueEn, capacity: r.capacity,
  slots: r.slots.map(({ id: _, ...s }) => s), sessions: r.sessions.map(({ id: _, ...s }) => s),
} : { pageType: 'mba', capacity: 40, teacherIds: [], slots: [], sessions: [] });

/** Create or edit a class (teaching.admin): its course, term, cohort class, teachers, venue, capacity and meetings; the server checks clashes. */
export function ClassFormDialog({ open, klass, onClose }: { open: boolean; klass: ClassAdminRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<FormValues>();
  const options = useClassOptions(open);
  const create = useClassesMutation(classesApi.create);
  const update = useClassesMutation(classesApi.update);
  const f = (key: string) => t(`teaching.classes.fields.${key}`);
  useEffect(() => { if (open) form.setFieldsValue(initial(klass) as FormValues); }, [open, klass, form]);

  const save = async () => {
    const v = await form.validateFields();
    const [schoolYear, term] = v.termKey.split('-').map(Number) as [number, number];
    const { termKey: _, ...rest } = v;
    const input: ClassInput = { ...rest, schoolYear, term, classNameEn: v.classNameEn ?? '', venue: v.venue ?? '', venueEn: v.venueEn ?? '', slots: v.slots ?? [], sessions: v.sessions ?? [], teacherIds: v.teacherIds ?? [] };
    const problem = classTimesProblem(input);
    if (problem) {
      notifyMessage('warning', messageText(problem, messageLang()) ?? problem);
      return;
    }
    try {
      if (klass) await update.mutateAsync({ id: klass.id, input });
      else await create.mutateAsync(input);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`teaching.classes.weekdays.${d}`) }));
  return (
    <Modal open={open} width={880} title={klass ? t('teaching.classes.edit') : t('teaching.classes.create')} onCancel={onClose} onOk={() => void save()} destroyOnHidden
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={create.isPending || update.isPending} okButtonProps={{ 'data-testid': 'class-save' } as ButtonProps}>
      <Form form={form} layout="vertical" data-testid="class-form">
        <Row gutter={12}>
          <Col span={12}><Form.Item name="courseId" label={f('course')} rules={[{ required: true }]}>
            <Select showSearch optionFilterProp="label" data-testid="class-course" options={(options.data?.courses ?? []).map((c) => ({ value: c.id, label: `${c.courseNumber} ${pickText(lang, c.nameCn, c.nameEn)}` }))} />
          </Form.Item></Col>
          <Col span={6}><Form.Item name="termKey" label={f('term')} rules={[{ required: true }]}>
            <Select data-testid="class-term" options={(options.data?.terms ?? []).map((x) => ({ value: `${x.schoolYear}-${x.term}`, label: pickText(lang, x.name, x.nameEn) }))} />
          </Form.Item></Col>
          <Col span={6}><Form.Item name="pageType" label={f('pageType')} rules={[{ required: true }]}>
            <Select options={['mba', 'emba', 'benyan', 'master', 'phd'].map((v) => ({ value: v, label: t(`teaching.classes.pageTypes.${v}`) }))} />
          </Form.Item></Col>
          <Col span={12}><Form.Item name="className" label={f('className')} rules={[{ required: true, whitespace: true }]} extra={t('teaching.classes.classNameHint')}>
            <Input data-testid="class-name" list="class-cohorts" />
          </Form.Item></Col>
          <Col span={12}><Form.Item name="classNameEn" label={f('classNameEn')}><Input /></Form.Item></Col>
          <Col span={12}><Form.Item name="teacherIds" label={f('teachers')}>
            <Select mode="multiple" showSearch optionFilterProp="label" data-testid="class-teachers" options={(options.data?.teachers ?? []).map((x) => ({ value: x.id, label: pickText(lang, x.name, x.enName) }))} />
          </Form.Item></Col>
          <Col span={6}><Form.Item name="venue" label={f('venue')}><Input data-testid="class-venue" /></Form.Item></Col>
          <Col span={6}><Form.Item name="venueEn" label={f('venueEn')}><Input /></Form.Item></Col>
          <Col span={6}><Form.Item name="capacity" label={f('capacity')} rules={[{ required: true }]}><InputNumber min={1} max={10000} style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
        <datalist id="class-cohorts">{(options.data?.cohorts ?? []).map((c) => <option key={c.className} value={c.className} />)}</datalist>
        <h3 style={{ fontSize: 14 }}>{t('teaching.classes.slots')}</h3>
        <Form.List name="slots">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap data-testid="class-slot">
                  <Form.Item name={[field.name, 'weekStart']} label={f('weekStart')} rules={[{ required: true }]}><InputNumber min={-5} max={60} /></Form.Item>
                  <Form.Item name={[field.name, 'weekEnd']} label={f('weekEnd')} rules={[{ required: true }]}><InputNumber min={-5} max={60} /></Form.Item>
                  <Form.Item name={[field.name, 'weekName']} label={f('weekday')} rules={[{ required: true }]}><Select style={{ width: 100 }} options={weekdays} /></Form.Item>
                  <Form.Item name={[field.name, 'beginTime']} label={f('beginTime')} rules={[{ required: true }, HHMM_RULE]}><Input style={{ width: 80 }} placeholder="14:00" /></Form.Item>
                  <Form.Item name={[field.name, 'endTime']} label={f('endTime')} rules={[{ required: true }, HHMM_RULE]}><Input style={{ width: 80 }} placeholder="16:35" /></Form.Item>
                  <MinusCircleOutlined aria-label={t('common.actions.delete')} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ weekStart: 0, weekEnd: 15, weekName: 1 })} data-testid="class-add-slot">{t('teaching.classes.addSlot')}</Button>
            </>
          )}
        </Form.List>
        <h3 style={{ fontSize: 14, marginTop: 16 }}>{t('teaching.classes.sessions')}</h3>
        <Form.List name="sessions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'day']} label={f('day')} rules={[{ required: true }, { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'YYYY-MM-DD' }]}><Input style={{ width: 120 }} placeholder="2027-03-13" /></Form.Item>
                  <Form.Item name={[field.name, 'beginTime']} label={f('beginTime')} rules={[{ required: true }, HHMM_RULE]}><Input style={{ width: 80 }} placeholder="09:00" /></Form.Item>
                  <Form.Item name={[field.name, 'endTime']} label={f('endTime')} rules={[{ required: true }, HHMM_RULE]}><Input style={{ width: 80 }} placeholder="17:00" /></Form.Item>
                  <MinusCircleOutlined aria-label={t('common.actions.delete')} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>{t('teaching.classes.addSession')}</Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
