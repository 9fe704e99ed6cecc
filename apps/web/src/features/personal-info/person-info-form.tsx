import { embaPersonalInfoSchema, mbaPersonalInfoSchema, messageText, type PersonalInfo, type PersonalInfoPageType } from '@portal/contracts';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyMessage, notifySuccess } from '../../shared/feedback.ts';
import { messageLang } from '../../shared/language.ts';
import { personalInfoRule } from './personal-info-rule.ts';
import { useSavePersonalInfo } from './personal-info.api.ts';
import { PhotoField } from './photo-field.tsx';

interface FormValues {
  studentPhoto: string;
  email: string;
  mobile: string;
  company: string;
  position: string;
  emergency: string;
  emergencyPhone: string;
  isTop500?: boolean;
  isChinaTop500?: boolean;
}

const toForm = (v: PersonalInfo): FormValues => {
  const first = v.studentEmergency.find((c) => c.isFirst);
  return {
    studentPhoto: v.studentPhoto, email: v.email, mobile: v.mobile, company: v.company, position: v.position,
    emergency: first?.emergency ?? '', emergencyPhone: first?.emergencyPhone ?? '',
    isTop500: v.isTop500 ?? undefined, isChinaTop500: v.isChinaTop500 ?? undefined,
  };
};

/**
 * The EMBA form and the MBA form (PROF-U12): the same fields, the EMBA one with the emergency
 * contact and the two Top 500 questions. Each field is checked with the server's schema (V13, V14);
 * an invalid submit says 'please check required items' (V16); a refusal (700) is a warning (M01).
 */
export function PersonInfoForm({ data, pageType }: { data: PersonalInfo; pageType: PersonalInfoPageType }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSavePersonalInfo(data.userId);
  const emba = pageType === 'emba';
  const shape = emba ? embaPersonalInfoSchema.shape : mbaPersonalInfoSchema.shape;
  const rule = (field: keyof typeof shape) => [personalInfoRule(shape[field])];
  const required = (field: keyof typeof embaPersonalInfoSchema.shape) => emba || field === 'email';
  const label = (k: string) => t(`personalInfo.page.fields.${k}`);
  const yesNo = [{ value: true, label: t('personalInfo.page.yes') }, { value: false, label: t('personalInfo.page.no') }];

  const onFinish = (v: FormValues) => {
    const body = emba
      ? v
      : { studentPhoto: v.studentPhoto, email: v.email, mobile: v.mobile, company: v.company, position: v.position };
    save.mutate(body, {
      onSuccess: () => notifySuccess(t('personalInfo.page.saved')),
      onError: (err) => notifyError(err, 'warning'),
    });
  };

  return (
    <Form<FormValues> form={form} name={`person-info-${pageType}`} layout="vertical" initialValues={toForm(data)} onFinish={onFinish}
      onFinishFailed={() => notifyMessage('warning', messageText('98906', messageLang()) ?? '')} style={{ maxWidth: 640 }} data-testid={`person-info-form-${pageType}`}>
      <Form.Item name="studentPhoto" label={label('photo')} required={required('studentPhoto')} rules={rule('studentPhoto')}
        extra={emba ? t('personalInfo.page.photo.embaHint') : t('personalInfo.page.photo.mbaHint')}>
        <PhotoField pageType={pageType} />
      </Form.Item>
      <Form.Item name="email" label={label('email')} required rules={rule('email')}>
        <Input maxLength={100} autoComplete="email" inputMode="email" data-testid="person-info-email" />
      </Form.Item>
      <Form.Item name="mobile" label={label('mobile')} required={required('mobile')} rules={rule('mobile')}>
        <Input maxLength={11} autoComplete="tel" inputMode="tel" data-testid="person-info-mobile" />
      </Form.Item>
      <Form.Item name="company" label={label('company')} required={required('company')} rules={rule('company')}>
        <Input maxLength={100} autoComplete="organization" data-testid="person-info-company" />
      </Form.Item>
      <Form.Item name="position" label={label('position')} required={required('position')} rules={rule('position')}>
        <Input maxLength={60} autoComplete="organization-title" data-testid="person-info-position" />
      </Form.Item>
      {emba ? (
        <>
          <Form.Item name="emergency" label={label('emergency')} dependencies={['emergencyPhone']}
            rules={[({ getFieldValue }) => ({ validator: async (_r, v: string) => {
              if (!v?.trim() && getFieldValue('emergencyPhone')?.trim()) throw new Error(messageText('98900', messageLang()) ?? '');
            } })]}>
            <Input maxLength={40} data-testid="person-info-emergency" />
          </Form.Item>
          <Form.Item name="emergencyPhone" label={label('emergencyPhone')} dependencies={['emergency']} rules={[personalInfoRule(embaPersonalInfoSchema.shape.emergencyPhone),
            ({ getFieldValue }) => ({ validator: async (_r, v: string) => {
              if (!v?.trim() && getFieldValue('emergency')?.trim()) throw new Error(messageText('98900', messageLang()) ?? '');
            } })]}>
            <Input maxLength={21} inputMode="tel" data-testid="person-info-emergency-phone" />
          </Form.Item>
          <Form.Item name="isTop500" label={label('isTop500')} required rules={[personalInfoRule(embaPersonalInfoSchema.shape.isTop500)]}>
            <Radio.Group options={yesNo} aria-label={label('isTop500')} data-testid="person-info-top500" />
          </Form.Item>
          <Form.Item name="isChinaTop500" label={label('isChinaTop500')} required rules={[personalInfoRule(embaPersonalInfoSchema.shape.isChinaTop500)]}>
            <Radio.Group options={yesNo} aria-label={label('isChinaTop500')} data-testid="person-info-china-top500" />
          </Form.Item>
        </>
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="person-info-submit">{t('personalInfo.page.submit')}</Button>
    </Form>
  );
}
