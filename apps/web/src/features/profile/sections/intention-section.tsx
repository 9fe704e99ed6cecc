import { intentionInputSchema, intentionIssue } from '@portal/contracts';
import type { Intention, IntentionInput, IntentionRecordInput } from '@portal/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/language.ts';
import { useDictionaryOptions, useIntentionDictionary } from '../profile.api.ts';
import { intentionEnabled, optionsForRank, type ChoiceOption } from '../profile-rules.ts';
import { checkForm, FieldRow, SectionFrame, warnIssue } from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

const intentionNames = ['intentionKey1', 'intentionKey2', 'intentionKey3'] as const;
const directionNames = ['directionKey1', 'directionKey2', 'directionKey3', 'directionKey4', 'directionKey5'] as const;

/** One ranked choice: the options the other ranks have not taken (PROF-V11). */
function RankSelect({ name, label, all, chosen, rank, required, loading }: {
  name: string; label: string; all: ChoiceOption[]; chosen: (string | null | undefined)[]; rank: number; required: boolean; loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} required={required}
      rules={required ? [{ required: true, message: t('profile.student.requiredMissing') }] : undefined}>
      <Select allowClear loading={loading} placeholder={t('profile.student.choose')} data-testid={`profile-${name}`} virtual={false}
        options={optionsForRank(all, chosen, rank)} />
    </Form.Item>
  );
}

/**
 * graduation-intention (PROF-U10, V11, S04, K03): three ranked intentions from the intention
 * dictionary (entries whose status is not 1 shown disabled) and five ranked considerations from the
 * page's dictionary (MBAChoose or BSBChoose, as the server names it); a choice leaves the other ranks.
 */
export function IntentionSection({ data, subject, readOnly, save, saving }: SectionProps<Intention, IntentionInput>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const f = (key: string, n?: number) => t(`profile.student.intention.${key}`, { n });
  const [form] = Form.useForm<Record<string, string | null>>();
  const dictionary = useIntentionDictionary();
  const considerations = useDictionaryOptions(data.considerationDictionary);
  const values = Form.useWatch((v: Record<string, string | null>) => v, form);

  const intentionOptions: ChoiceOption[] = (dictionary.data?.data ?? []).map((d) => {
    const label = lang === 'en-US' && d.nameEN ? d.nameEN : d.name;
    const enabled = intentionEnabled(d.status);
    return { value: String(d.id), label, disabled: !enabled };
  });
  const intentions = intentionNames.map((n) => values?.[n]);
  const directions = directionNames.map((n) => values?.[n]);

  const onSave = async () => {
    const v = form.getFieldsValue(true);
    const record: IntentionRecordInput = Object.fromEntries([...intentionNames, ...directionNames].map((n) => [n, v[n] ?? null]));
    const body = await checkForm(form, intentionInputSchema, () => ({ studentId: subject.studentId, dtoList: [record] }));
    if (!body || !save) return;
    const issue = intentionIssue(body.dtoList[0]!);
    if (issue) { warnIssue(issue); return; }
    await save(body);
  };

  const initial = Object.fromEntries([
    ...intentionNames.map((n) => [n, data[n] === null ? null : String(data[n])]),
    ...directionNames.map((n) => [n, data[n]]),
  ]) as Record<string, string | null>;

  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-intention">
      <p style={{ color: '#595959' }}>{f('rankHint')}</p>
      <Form form={form} layout="vertical" name="profile-intention" disabled={readOnly} requiredMark={!readOnly} initialValues={initial}>
        <h3 style={{ fontSize: 15 }}>{f('intentions')}</h3>
        <FieldRow>
          {intentionNames.map((n, i) => (
            <RankSelect key={n} name={n} label={f('intention', i + 1)} all={intentionOptions} chosen={intentions} rank={i} required={i === 0} loading={dictionary.isLoading} />
          ))}
        </FieldRow>
        <h3 style={{ fontSize: 15 }}>{f('considerations')}</h3>
        <FieldRow>
          {directionNames.map((n, i) => (
            <RankSelect key={n} name={n} label={f('consideration', i + 1)} all={considerations.options} chosen={directions} rank={i} required loading={considerations.loading} />
          ))}
        </FieldRow>
      </Form>
    </SectionFrame>
  );
}
