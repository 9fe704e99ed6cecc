import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ddEmploymentSchema, MAX_DD_EMPLOYMENT } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ddApi, ddKeys } from '../../dd.api.ts';
import { checkStep, fromDay, str, toDay } from '../form-check.ts';
import { StepFooter } from './step-footer.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSave } from './use-step-save.ts';

interface Entry { startDate: Dayjs | null; endDate: Dayjs | null; isUptoNow: boolean; employer: string; position: string; jobDescription: string }
interface Values { entries: Entry[]; workTotalYear: number | null }
const blank: Entry = { startDate: null, endDate: null, isUptoNow: false, employer: '', position: '', jobDescription: '' };

/** One entry: 'up to now' clears and disables the end date (blank end = till now, MOB-V07). */
function EntryCard({ name, index, onRemove }: { name: number; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const label = (k: string) => t(`doubleDegree.student.employment.${k}`);
  const form = Form.useFormInstance<Values>();
  const upToNow = Form.useWatch(['entries', name, 'isUptoNow'], form) === true;
  return (
    <Card size="small" style={{ marginBottom: 12 }} title={t('doubleDegree.student.employment.entry', { n: index + 1 })}
      extra={<Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={label('remove')} />}>
      <Row gutter={16}>
        <Col xs={24} md={8}><Form.Item name={[name, 'startDate']} label={label('startDate')} required><DatePicker style={{ width: '100%' }} data-testid={`dd-emp-${index}-start`} /></Form.Item></Col>
        <Col xs={24} md={8}><Form.Item name={[name, 'endDate']} label={label('endDate')}><DatePicker style={{ width: '100%' }} disabled={upToNow} data-testid={`dd-emp-${index}-end`} /></Form.Item></Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'isUptoNow']} valuePropName="checked" label=" ">
            <Checkbox onChange={(e) => { if (e.target.checked) form.setFieldValue(['entries', name, 'endDate'], null); }} data-testid={`dd-emp-${index}-now`}>{label('upToNow')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}><Form.Item name={[name, 'employer']} label={label('employer')} required><Input maxLength={200} data-testid={`dd-emp-${index}-employer`} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name={[name, 'position']} label={label('position')} required><Input maxLength={200} data-testid={`dd-emp-${index}-position`} /></Form.Item></Col>
        <Col span={24}><Form.Item name={[name, 'jobDescription']} label={label('jobDescription')} required><Input.TextArea rows={3} maxLength={2000} data-testid={`dd-emp-${index}-description`} /></Form.Item></Col>
      </Row>
    </Card>
  );
}

/** Step 3, Employment (MOB-V07): up to six entries, none for a student without work history, and the total years. */
export function EmploymentStep({ signupId, onPrev, onSaved }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const data = useQuery({ queryKey: ddKeys.step(2, signupId), queryFn: () => ddApi.employment(signupId) });
  const save = useStepSave(ddApi.saveEmployment, () => onSaved());
  const label = (k: string) => t(`doubleDegree.student.employment.${k}`);
  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = {
      ddSingupStudentId: signupId,
      saveDDEmploymentRecordInfoList: (v.entries ?? []).map((e) => ({
        startDate: fromDay(e.startDate), endDate: e.isUptoNow ? null : fromDay(e.endDate) || null, isUptoNow: e.isUptoNow || !e.endDate,
        employer: str(e.employer), position: str(e.position), jobDescription: str(e.jobDescription),
      })),
      workTotalYear: v.workTotalYear ?? undefined,
    };
    const checked = checkStep(form, ddEmploymentSchema, body, (path) => {
      if (path[0] === 'workTotalYear') return { name: ['workTotalYear'], label: label('workTotalYear') };
      const [, index, field] = path;
      return typeof index === 'number' && typeof field === 'string' ? { name: ['entries', index, field], label: label(field) } : null;
    });
    await save.run(checked);
  };
  if (data.isPending) return <Skeleton active />;
  if (data.isError) return null;
  const initial: Values = {
    entries: data.data.saveDDEmploymentRecordInfoList.map((e) => ({ ...e, startDate: toDay(e.startDate), endDate: toDay(e.endDate), isUptoNow: e.isUptoNow || !e.endDate })),
    workTotalYear: data.data.workTotalYear,
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} data-testid="dd-employment-form">
      <Form.List name="entries">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => <EntryCard key={f.key} name={f.name} index={i} onRemove={() => remove(f.name)} />)}
            <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_DD_EMPLOYMENT} onClick={() => add(blank)} data-testid="dd-emp-add">
              {t('doubleDegree.student.wizard.addEntry', { max: MAX_DD_EMPLOYMENT })}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="workTotalYear" label={label('workTotalYear')} required style={{ marginTop: 16 }}>
        <InputNumber min={0} max={80} precision={0} data-testid="dd-work-years" />
      </Form.Item>
      <StepFooter saving={save.saving} onPrev={onPrev} onSave={() => void submit()} />
    </Form>
  );
}
