import { messageText, PageType, type PersonDetail, type PersonKind } from '@portal/contracts';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { isBizError } from '../../../shared/http-errors.ts';
import { useLanguage } from '../../../shared/language.ts';
import { peopleApi, useCreatePerson, usePersonChange } from '../people.api.ts';
import {
  bodyOf, fieldsOf, formValuesOf, problemsOf, refusedProblems,
  type FieldProblem, type PersonFormField, type PersonFormValues,
} from './person-form-values.ts';

/** The longest value of each text field (personBodySchema), so the form never sends what the server bounds. */
const maxLengths: Partial<Record<PersonFormField, number>> = {
  name: 50, enName: 100, studentNumber: 30, hrUserId: 30, email: 100, mobile: 20,
  className: 100, classNameEn: 100, department: 100, campus: 100,
};

interface Props {
  kind: PersonKind;
  /** The person edited, or null to create one of `kind`. */
  person: PersonDetail | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/**
 * One person's roll data, to create or edit: checked with the contracts' rules before sending
 * (personProblems), and a refused save's problems shown at their fields. The problems are kept as
 * codes, so their text follows a change of language.
 */
export function PersonForm({ kind, person, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<PersonFormValues>();
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const create = useCreatePerson();
  const update = usePersonChange(person?.id ?? 0, (body: ReturnType<typeof bodyOf>) => peopleApi.update(person?.id ?? 0, body));
  const label = (f: string) => t(`people.person.fields.${f}`, { defaultValue: f });
  const textOf = (p: FieldProblem) => messageText(p.code, lang === 'en-US' ? 'en' : 'zh', { ...p.params, field: label(p.field) }) ?? p.code;

  const save = async () => {
    const body = bodyOf(form.getFieldsValue(true), person?.roll ?? null);
    const found = problemsOf(kind, body);
    setProblems(found);
    if (found[0]) {
      notifyMessage('warning', textOf(found[0]));
      return;
    }
    try {
      const id = person ? (await update.mutateAsync(body)).id : (await create.mutateAsync({ ...body, kind })).id;
      notifySuccess(t('common.feedback.saved'));
      onSaved(id);
    } catch (err) {
      if (isBizError(err)) setProblems(refusedProblems(err.data));
      notifyError(err, 'warning');
    }
  };

  const item = (f: PersonFormField, control: ReactNode, extra?: { required?: boolean; hint?: string }) => {
    const problem = problems.find((p) => p.field === f);
    return (
      <Col xs={24} md={12} key={f}>
        <Form.Item
          name={f} label={label(f)} required={extra?.required} extra={extra?.hint}
          validateStatus={problem ? 'error' : undefined} help={problem ? textOf(problem) : undefined}
        >
          {control}
        </Form.Item>
      </Col>
    );
  };
  const text = (f: PersonFormField) => <Input maxLength={maxLengths[f]} data-testid={`person-field-${f}`} />;
  const numberHint = person ? t('people.person.form.numberHint', { username: person.username }) : undefined;

  const controls: Record<PersonFormField, () => ReactNode> = {
    name: () => item('name', text('name'), { required: true }),
    enName: () => item('enName', text('enName')),
    studentNumber: () => item('studentNumber', text('studentNumber'), { required: true, hint: numberHint }),
    hrUserId: () => item('hrUserId', text('hrUserId'), { required: true, hint: numberHint }),
    gender: () => item('gender', (
      <Select allowClear data-testid="person-field-gender" options={['M', 'F'].map((g) => ({ value: g, label: t(`people.person.genders.${g}`) }))} />
    )),
    email: () => item('email', text('email')),
    mobile: () => item('mobile', text('mobile')),
    pageType: () => item('pageType', (
      <Select allowClear data-testid="person-field-pageType" options={PageType.map((p) => ({ value: p, label: t(`people.person.programmes.${p}`) }))} />
    ), { required: kind === 'student' }),
    studyEntranceYear: () => item('studyEntranceYear', <InputNumber min={1900} max={2999} style={{ width: '100%' }} data-testid="person-field-studyEntranceYear" />),
    className: () => item('className', text('className')),
    classNameEn: () => item('classNameEn', text('classNameEn')),
    department: () => item('department', text('department')),
    campus: () => item('campus', text('campus')),
  };

  return (
    <Form
      form={form} layout="vertical" name={`person-form-${kind}`} initialValues={formValuesOf(person?.roll ?? null)} data-testid="person-form"
      onValuesChange={(changed: PersonFormValues) => setProblems((ps) => ps.filter((p) => !(p.field in changed)))}
      onFinish={() => void save()}
    >
      {!person ? <Typography.Paragraph type="secondary">{t(`people.person.form.intro.${kind}`)}</Typography.Paragraph> : null}
      <Row gutter={16}>{fieldsOf(kind).map((f) => controls[f]())}</Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending} data-testid="person-save">{t('common.actions.save')}</Button>
        <Button onClick={onCancel} data-testid="person-cancel">{t('common.actions.cancel')}</Button>
      </Space>
    </Form>
  );
}
