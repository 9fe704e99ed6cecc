import { messageText, normalizeWebUrl } from '@portal/contracts';
import type { EmployerAdminRow, EmployerInput } from '@portal/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import type { ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { messageLang } from '../../../../shared/language.ts';
import { recruitApi, useRecruitDictionary, useRecruitMutation } from '../recruitment.api.ts';
import { useRecruitText } from './recruit-text.ts';

type FormValues = Required<Pick<EmployerInput, 'cName' | 'enterpriseIndustry'>> & Omit<EmployerInput, 'cName' | 'enterpriseIndustry'>;

const initial = (r: EmployerAdminRow | null): Partial<FormValues> => (r ? {
  cName: r.cName, eName: r.eName, enterpriseLegalPerson: r.enterpriseLegalPerson, enterpriseProperty: r.enterpriseProperty || undefined,
  enterpriseIndustry: r.enterpriseIndustry, registeredCapital: r.registeredCapital, tturnover: r.tturnover, isMarket: r.isMarket,
  isSchoolfellowEnterprise: r.isSchoolfellowEnterprise, province: r.province, city: r.city, webUrl: r.webUrl, address: r.address, cIntro: r.cIntro, eIntro: r.eIntro,
} : { isMarket: false, isSchoolfellowEnterprise: false });

/** Create or edit an employer; the website is checked by the rule the server uses (http or https, scheme added: CAR-V01). */
export function EmployerFormDialog({ open, employer, onClose }: { open: boolean; employer: EmployerAdminRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useRecruitText();
  const [form] = Form.useForm<FormValues>();
  const industries = useRecruitDictionary('EnterpriseIndustry');
  const properties = useRecruitDictionary('EnterpriseProperty');
  const create = useRecruitMutation(recruitApi.createEmployer);
  const update = useRecruitMutation(recruitApi.updateEmployer);
  useEffect(() => {
    if (open) form.setFieldsValue(initial(employer));
  }, [open, employer, form]);
  const f = (key: string) => t(`careers.recruitment.employerFields.${key}`);
  const required = [{ required: true, message: t('careers.recruitment.admin.required') }];
  const webRule = {
    validator: async (_: unknown, v: string | undefined) => {
      if (normalizeWebUrl(v) === null) throw new Error(messageText('3310', messageLang()) ?? '3310');
    },
  };

  const submit = async () => {
    const v = await form.validateFields();
    const input: EmployerInput = { ...v, enterpriseProperty: v.enterpriseProperty ?? '', registeredCapital: v.registeredCapital ?? null, tturnover: v.tturnover ?? null };
    try {
      if (employer) await update.mutateAsync({ id: employer.id, input });
      else await create.mutateAsync(input);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Modal open={open} title={employer ? t('careers.recruitment.admin.editEmployer') : t('careers.recruitment.admin.newEmployer')} onCancel={onClose}
      onOk={() => void submit()} width={760} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')}
      confirmLoading={create.isPending || update.isPending} destroyOnHidden forceRender okButtonProps={{ 'data-testid': 'employer-form-save' } as ButtonProps}>
      <Form form={form} layout="vertical" data-testid="employer-form">
        <Row gutter={12}>
          <Col span={12}><Form.Item name="cName" label={f('cName')} rules={required}><Input maxLength={100} /></Form.Item></Col>
          <Col span={12}><Form.Item name="eName" label={f('eName')}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}>
            <Form.Item name="enterpriseIndustry" label={f('industry')} rules={required}>
              <Select options={text.options(industries.data)} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enterpriseProperty" label={f('property')}><Select allowClear options={text.options(properties.data)} /></Form.Item>
          </Col>
          <Col span={12}><Form.Item name="enterpriseLegalPerson" label={f('legalPerson')}><Input maxLength={50} /></Form.Item></Col>
          <Col span={12}><Form.Item name="webUrl" label={f('webUrl')} rules={[webRule]}><Input maxLength={2000} placeholder="www.example.com" /></Form.Item></Col>
          <Col span={12}><Form.Item name="registeredCapital" label={f('registeredCapital')}><InputNumber min={0} max={1e12} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={12}><Form.Item name="tturnover" label={f('turnover')}><InputNumber min={0} max={1e12} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={6}><Form.Item name="isMarket" label={f('isMarket')} valuePropName="checked"><Switch /></Form.Item></Col>
          <Col span={6}><Form.Item name="isSchoolfellowEnterprise" label={f('isAlumni')} valuePropName="checked"><Switch /></Form.Item></Col>
          <Col span={6}><Form.Item name="province" label={f('province')}><Input maxLength={50} /></Form.Item></Col>
          <Col span={6}><Form.Item name="city" label={f('city')}><Input maxLength={50} /></Form.Item></Col>
          <Col span={24}><Form.Item name="address" label={f('address')}><Input maxLength={200} /></Form.Item></Col>
          <Col span={24}><Form.Item name="cIntro" label={f('cIntro')}><Input.TextArea rows={3} maxLength={20000} /></Form.Item></Col>
          <Col span={24}><Form.Item name="eIntro" label={f('eIntro')}><Input.TextArea rows={3} maxLength={20000} /></Form.Item></Col>
        </Row>
      </Form>
    </Modal>
  );
}
