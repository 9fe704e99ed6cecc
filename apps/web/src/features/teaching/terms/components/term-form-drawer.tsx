import { messageText, termLastDay, termProblems, TERM_WEEKS_MAX, TERM_WEEKS_MIN, weekZeroOf } from '@portal/contracts';
import type { TermInput, TermRow } from '@portal/contracts';
import { Button, Col, DatePicker, Descriptions, Drawer, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyMessage, notifySuccess } from '../../../../shared/feedback.ts';
import { messageLang } from '../../../../shared/language.ts';
import { termsApi, useTermMutation } from '../terms.api.ts';
import { HolidaysTable } from './holidays-table.tsx';

interface HolidayValues { day: Dayjs | null; name: string; nameEn: string; makeUpDay: Dayjs | null }
interface FormValues { schoolYear: number; term: number; name: string; nameEn: string; firstDay: Dayjs | null; weeks: number; holidays: HolidayValues[] }

// Days are calendar days of the school, not instants: they go to and from the pickers as YYYY-MM-DD.
const DAY = 'YYYY-MM-DD';
const toDay = (d: string | null) => (d ? dayjs(d, DAY) : null);
const fromDay = (d: Dayjs | null | undefined) => (d ? d.format(DAY) : null);

function initial(r: TermRow | null, year: number): FormValues {
  if (!r) return { schoolYear: year, term: 1, name: '', nameEn: '', firstDay: null, weeks: 18, holidays: [] };
  return {
    schoolYear: r.schoolYear, term: r.term, name: r.name, nameEn: r.nameEn, firstDay: toDay(r.firstDay), weeks: r.weeks,
    holidays: r.holidays.map((h) => ({ day: toDay(h.day), name: h.name, nameEn: h.nameEn, makeUpDay: toDay(h.makeUpDay) })),
  };
}

/** Create or edit a term with its holidays (teaching.admin); the rules are the server's, from the contracts. */
export function TermFormDrawer({ open, term, defaultYear, onClose }: { open: boolean; term: TermRow | null; defaultYear: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useTermMutation(termsApi.create);
  const update = useTermMutation(termsApi.update);
  useEffect(() => {
    if (open) form.setFieldsValue(initial(term, defaultYear));
  }, [open, term, defaultYear, form]);
  const firstDay = fromDay(Form.useWatch('firstDay', form));
  const weeks = Form.useWatch('weeks', form);
  const f = (key: string) => t(`teaching.terms.fields.${key}`);
  const required = [{ required: true, message: t('teaching.terms.required') }];
  const spanOk = firstDay && typeof weeks === 'number' && weeks >= TERM_WEEKS_MIN && weeks <= TERM_WEEKS_MAX;

  const submit = async () => {
    const v = await form.validateFields();
    const input: TermInput = {
      schoolYear: v.schoolYear, term: v.term, name: v.name, nameEn: v.nameEn, firstDay: fromDay(v.firstDay) ?? '', weeks: v.weeks,
      holidays: (v.holidays ?? []).map((h) => ({ day: fromDay(h.day) ?? '', name: h.name, nameEn: h.nameEn, makeUpDay: fromDay(h.makeUpDay) })),
    };
    const [problem] = termProblems(input);
    if (problem) {
      notifyMessage('warning', messageText(problem.code, messageLang(), problem.params) ?? problem.code);
      return;
    }
    try {
      if (term) await update.mutateAsync(input);
      else await create.mutateAsync(input);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Drawer open={open} onClose={onClose} width={820} destroyOnHidden forceRender title={term ? t('teaching.terms.edit') : t('teaching.terms.create')}
      extra={(
        <Space>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => void submit()} data-testid="term-form-save">{t('common.actions.save')}</Button>
        </Space>
      )}>
      <Form form={form} layout="vertical" data-testid="term-form">
        <Row gutter={12}>
          <Col span={8}><Form.Item name="schoolYear" label={f('schoolYear')} rules={required} extra={f('schoolYearHelp')}><InputNumber min={2000} max={2999} disabled={!!term} style={{ width: '100%' }} data-testid="term-school-year" /></Form.Item></Col>
          <Col span={8}>
            <Form.Item name="term" label={f('term')} rules={required}>
              <Select disabled={!!term} options={[1, 2, 3, 4].map((n) => ({ value: n, label: t(`teaching.terms.codes.${n}`) }))} data-testid="term-code" />
            </Form.Item>
          </Col>
          <Col span={8} />
          <Col span={12}><Form.Item name="name" label={f('name')} rules={required}><Input maxLength={100} data-testid="term-name" /></Form.Item></Col>
          <Col span={12}><Form.Item name="nameEn" label={f('nameEn')} rules={required}><Input maxLength={100} data-testid="term-name-en" /></Form.Item></Col>
          <Col span={8}><Form.Item name="firstDay" label={f('firstDay')} rules={required}><DatePicker format={DAY} style={{ width: '100%' }} data-testid="term-first-day" /></Form.Item></Col>
          <Col span={8}><Form.Item name="weeks" label={f('weeks')} rules={required}><InputNumber min={TERM_WEEKS_MIN} max={TERM_WEEKS_MAX} style={{ width: '100%' }} data-testid="term-weeks" /></Form.Item></Col>
          <Col span={8}>
            <Descriptions size="small" column={1} data-testid="term-span">
              <Descriptions.Item label={f('weekZero')}>{spanOk ? weekZeroOf(firstDay) : '—'}</Descriptions.Item>
              <Descriptions.Item label={f('lastDay')}>{spanOk ? termLastDay(firstDay, weeks) : '—'}</Descriptions.Item>
            </Descriptions>
          </Col>
        </Row>
        <h3 style={{ fontSize: 15 }}>{t('teaching.terms.holidays.title')}</h3>
        <p style={{ color: 'rgba(0,0,0,0.55)' }}>{t('teaching.terms.holidays.help')}</p>
        <HolidaysTable />
      </Form>
    </Drawer>
  );
}
