import { cadreInputSchema, cadresInputSchema, profileLengths as L, profileListLimits as K, rangeIssue } from '@portal/contracts';
import type { Cadre, CadresInput } from '@portal/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyMessage } from '../../../shared/feedback.ts';
import { endBeforeBegin } from '../profile-rules.ts';
import { checkForm, EntryList, FieldRow, MonthField, monthOf, SectionFrame, TextField, warnIssue, YesNoField } from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

interface Values { dtoList: Omit<Cadre, 'id'>[] }
const shape = cadreInputSchema.shape;
const blank = () => ({ beginDate: null, endDate: null, college: '', isCadre: true, orgName: '', position: '' });

/**
 * student-cadres (PROF-U06, N05, V09, S03): leadership records with begin and end months; an end
 * earlier than the begin is refused at once: a warning, and the month just changed is cleared.
 */
export function CadresSection({ data, subject, readOnly, save, saving }: SectionProps<Cadre[], CadresInput>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`profile.student.cadre.${key}`);
  const [form] = Form.useForm<Values>();

  const checkRange = (n: number, changed: 'beginDate' | 'endDate') => {
    const row = (form.getFieldValue(['dtoList', n]) ?? {}) as Partial<Cadre>;
    if (!endBeforeBegin(row.beginDate, row.endDate)) return;
    notifyMessage('warning', f('endBeforeBegin'));
    form.setFieldValue(['dtoList', n, changed], null);
  };

  const onSave = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = await checkForm(form, cadresInputSchema, () => ({ dtoList: v.dtoList, studentId: subject.studentId }));
    if (!body || !save) return;
    const issue = rangeIssue(body.dtoList);
    if (issue) { warnIssue(issue); return; }
    await save(body);
  };

  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-cadres">
      <Form form={form} layout="vertical" name="profile-cadres" disabled={readOnly} requiredMark={!readOnly}
        initialValues={{ dtoList: data.map(({ id: _id, ...c }) => ({ ...c, beginDate: monthOf(c.beginDate), endDate: monthOf(c.endDate) })) }}>
        <EntryList name="dtoList" max={K.cadre} entryName={f('entry')} blank={blank} readOnly={readOnly} testId="profile-cadre"
          renderEntry={(n) => (
            <FieldRow>
              <MonthField name={[n, 'beginDate']} label={f('beginDate')} required schema={shape.beginDate} onChange={() => checkRange(n, 'beginDate')} testId="profile-cadre-begin" />
              <MonthField name={[n, 'endDate']} label={f('endDate')} onChange={() => checkRange(n, 'endDate')} testId="profile-cadre-end" />
              <TextField name={[n, 'orgName']} label={f('orgName')} max={L.cadreOrg} schema={shape.orgName} required testId="profile-cadre-org" />
              <TextField name={[n, 'position']} label={f('position')} max={L.cadrePosition} schema={shape.position} required testId="profile-cadre-position" />
              <TextField name={[n, 'college']} label={f('college')} max={L.cadreCollege} schema={shape.college} />
              <YesNoField name={[n, 'isCadre']} label={f('isCadre')} />
            </FieldRow>
          )} />
      </Form>
    </SectionFrame>
  );
}
