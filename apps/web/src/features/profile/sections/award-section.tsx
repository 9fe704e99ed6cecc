import { bursaryInputSchema, grantInputSchema, profileLengths as L, profileListLimits as K, punishmentInputSchema, rewardInputSchema, rewardsInputSchema } from '@portal/contracts';
import type { RewardItem, Rewards, RewardsInput } from '@portal/contracts';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkForm, EntryList, FieldRow, MonthField, monthOf, SectionFrame, TextField } from './form-parts.tsx';
import type { SectionProps } from './section-props.ts';

type Values = Omit<RewardsInput, 'studentId'>;

const plain = ({ name, level, moneyOrTime, memo }: RewardItem) => ({ name, level, moneyOrTime, memo });
const blank = () => ({ name: '', level: '', moneyOrTime: '', memo: '' });
const blankMonth = () => ({ name: '', level: '', moneyOrTime: null, memo: '' });
const blankGrant = () => ({ isPoverty: false, isStudentGrant: false, name: '', moneyOrTime: '', memo: '' });

/**
 * award (PROF-U04, N03, V05, K01): bursaries (JJ), grants (ZJ), rewards (JL) and punishments (CF),
 * each a list up to its limit, saved together as four whole lists.
 */
export function AwardSection({ data, subject, readOnly, save, saving }: SectionProps<Rewards, RewardsInput>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`profile.student.award.${key}`);
  const [form] = Form.useForm<Values>();

  const onSave = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = await checkForm(form, rewardsInputSchema, () => ({ ...v, studentId: subject.studentId }));
    if (body && save) await save(body);
  };

  const group = (title: string) => <h3 style={{ fontSize: 15, marginTop: 8 }}>{title}</h3>;
  return (
    <SectionFrame loading={false} failed={false} readOnly={readOnly} saving={saving} onSave={() => void onSave()} testId="profile-award">
      <Form form={form} layout="vertical" name="profile-award" disabled={readOnly} requiredMark={!readOnly} initialValues={{
        jjList: data.jjList.map(plain),
        zjList: data.zjList.map(({ isPoverty, isStudentGrant, name, moneyOrTime, memo }) => ({ isPoverty, isStudentGrant, name, moneyOrTime, memo })),
        jlList: data.jlList.map((r) => ({ ...plain(r), moneyOrTime: monthOf(r.moneyOrTime) })),
        cfList: data.cfList.map(({ name, moneyOrTime, memo }) => ({ name, moneyOrTime: monthOf(moneyOrTime), memo })),
      }}>
        {group(f('jj'))}
        <EntryList name="jjList" max={K.bursary} entryName={f('jjOne')} blank={blank} readOnly={readOnly} testId="profile-jj"
          renderEntry={(n) => (
            <FieldRow>
              <TextField name={[n, 'name']} label={f('name')} max={L.rewardName} schema={bursaryInputSchema.shape.name} required testId="profile-jj-name" />
              <TextField name={[n, 'level']} label={f('level')} max={L.rewardLevel} schema={bursaryInputSchema.shape.level} />
              <TextField name={[n, 'moneyOrTime']} label={f('amount')} max={L.rewardAmount} schema={bursaryInputSchema.shape.moneyOrTime} />
              <TextField name={[n, 'memo']} label={f('memo')} max={L.rewardMemo} schema={bursaryInputSchema.shape.memo} />
            </FieldRow>
          )} />
        {group(f('zj'))}
        <EntryList name="zjList" max={K.grant} entryName={f('zjOne')} blank={blankGrant} readOnly={readOnly} testId="profile-zj"
          renderEntry={(n) => (
            <FieldRow>
              <Form.Item name={[n, 'isPoverty']} valuePropName="checked"><Checkbox>{f('isPoverty')}</Checkbox></Form.Item>
              <Form.Item name={[n, 'isStudentGrant']} valuePropName="checked"><Checkbox>{f('isStudentGrant')}</Checkbox></Form.Item>
              <TextField name={[n, 'name']} label={f('povertyYears')} max={L.povertyYears} schema={grantInputSchema.shape.name} testId="profile-zj-years" />
              <TextField name={[n, 'moneyOrTime']} label={f('amount')} max={L.rewardAmount} schema={grantInputSchema.shape.moneyOrTime} />
              <TextField name={[n, 'memo']} label={f('memo')} max={L.rewardMemo} schema={grantInputSchema.shape.memo} />
            </FieldRow>
          )} />
        {group(f('jl'))}
        <EntryList name="jlList" max={K.reward} entryName={f('jlOne')} blank={blankMonth} readOnly={readOnly} testId="profile-jl"
          renderEntry={(n) => (
            <FieldRow>
              <TextField name={[n, 'name']} label={f('name')} max={L.rewardName} schema={rewardInputSchema.shape.name} required testId="profile-jl-name" />
              <TextField name={[n, 'level']} label={f('level')} max={L.rewardLevel} schema={rewardInputSchema.shape.level} />
              <MonthField name={[n, 'moneyOrTime']} label={f('month')} />
              <TextField name={[n, 'memo']} label={f('memo')} max={L.rewardMemo} schema={rewardInputSchema.shape.memo} />
            </FieldRow>
          )} />
        {group(f('cf'))}
        <EntryList name="cfList" max={K.punishment} entryName={f('cfOne')} blank={() => ({ name: '', moneyOrTime: null, memo: '' })} readOnly={readOnly} testId="profile-cf"
          renderEntry={(n) => (
            <FieldRow>
              <TextField name={[n, 'name']} label={f('name')} max={L.rewardName} schema={punishmentInputSchema.shape.name} required testId="profile-cf-name" />
              <MonthField name={[n, 'moneyOrTime']} label={f('month')} />
              <TextField name={[n, 'memo']} label={f('memo')} max={L.rewardMemo} schema={punishmentInputSchema.shape.memo} />
            </FieldRow>
          )} />
      </Form>
    </SectionFrame>
  );
}
