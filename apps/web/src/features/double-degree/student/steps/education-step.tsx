import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ddEducationSchema, MAX_DD_EDUCATION } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, Row, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ddApi, ddKeys } from '../../dd.api.ts';
import { checkStep, fromDay, str, toDay } from '../form-check.ts';
import { StepFooter } from './step-footer.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSave } from './use-step-save.ts';

interface Entry { institutions: string; startDate: Dayjs | null; endDate: Dayjs | null; degreeObtained: string }
interface Values { entries: Entry[]; specialSkillInterests: string }
const blank: Entry = { institutions: '', startDate: null, endDate: null, degreeObtained: '' };

/** Step 2, Education (MOB-V06): one to six entries and the special skills. */
export function EducationStep({ signupId, onPrev, onSaved }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const data = useQuery({ queryKey: ddKeys.step(1, signupId), queryFn: () => ddApi.education(signupId) });
  const save = useStepSave(ddApi.saveEducation, () => onSaved());
  const label = (k: string) => t(`doubleDegree.student.education.${k}`);
  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = {
      ddSingupStudentId: signupId,
      iddEducationalBakgroundInfoList: (v.entries ?? []).map((e) => ({
        institutions: str(e.institutions), startDate: fromDay(e.startDate), endDate: fromDay(e.endDate), degreeObtained: str(e.degreeObtained),
      })),
      specialSkillInterests: str(v.specialSkillInterests),
    };
    const checked = checkStep(form, ddEducationSchema, body, (path) => {
      if (path[0] === 'specialSkillInterests') return { name: ['specialSkillInterests'], label: label('specialSkillInterests') };
      const [, index, field] = path;
      return typeof index === 'number' && typeof field === 'string' ? { name: ['entries', index, field], label: label(field) } : null;
    });
    await save.run(checked);
  };
  if (data.isPending) return <Skeleton active />;
  if (data.isError) return null;
  const saved = data.data.iddEducationalBakgroundInfoList;
  const initial: Values = {
    entries: saved.length ? saved.map((e) => ({ ...e, startDate: toDay(e.startDate), endDate: toDay(e.endDate) })) : [blank],
    specialSkillInterests: data.data.specialSkillInterests,
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} data-testid="dd-education-form">
      <Form.List name="entries">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Card key={f.key} size="small" style={{ marginBottom: 12 }} title={t('doubleDegree.student.education.entry', { n: i + 1 })}
                extra={fields.length > 1 && <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label={label('remove')} />}>
                <Row gutter={16}>
                  <Col xs={24} md={12}><Form.Item name={[f.name, 'institutions']} label={label('institutions')} required><Input maxLength={200} data-testid={`dd-edu-${i}-institutions`} /></Form.Item></Col>
                  <Col xs={24} md={12}><Form.Item name={[f.name, 'degreeObtained']} label={label('degreeObtained')} required><Input maxLength={200} data-testid={`dd-edu-${i}-degree`} /></Form.Item></Col>
                  <Col xs={24} md={12}><Form.Item name={[f.name, 'startDate']} label={label('startDate')} required><DatePicker style={{ width: '100%' }} data-testid={`dd-edu-${i}-start`} /></Form.Item></Col>
                  <Col xs={24} md={12}><Form.Item name={[f.name, 'endDate']} label={label('endDate')} required><DatePicker style={{ width: '100%' }} data-testid={`dd-edu-${i}-end`} /></Form.Item></Col>
                </Row>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_DD_EDUCATION} onClick={() => add(blank)} data-testid="dd-edu-add">
              {t('doubleDegree.student.wizard.addEntry', { max: MAX_DD_EDUCATION })}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="specialSkillInterests" label={label('specialSkillInterests')} required style={{ marginTop: 16 }}>
        <Input.TextArea rows={4} maxLength={2000} showCount data-testid="dd-skills" />
      </Form.Item>
      <StepFooter saving={save.saving} onPrev={onPrev} onSave={() => void submit()} />
    </Form>
  );
}
