import { cohortClassInputSchema } from '@portal/contracts';
import type { CohortClassInput, CohortClassRow } from '@portal/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { catalogueApi, useCatalogueMutation } from '../catalogue.api.ts';
import { useCatalogueLabels } from './catalogue-labels.ts';

/** Create or edit a class of a cohort (programme and entrance year); the cohort is made on first use. */
export function CohortClassFormDialog({ open, cohortClass, onClose }: { open: boolean; cohortClass: CohortClassRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useCatalogueLabels();
  const [form] = Form.useForm<CohortClassInput>();
  const create = useCatalogueMutation(catalogueApi.createClass);
  const update = useCatalogueMutation(catalogueApi.updateClass);
  useEffect(() => {
    if (open) form.setFieldsValue(cohortClass ?? { pageType: 'mba', entranceYear: new Date().getFullYear() });
  }, [open, cohortClass, form]);
  const required = [{ required: true, message: t('teaching.catalogue.required') }];

  const submit = async () => {
    const input = cohortClassInputSchema.parse(await form.validateFields());
    try {
      if (cohortClass) await update.mutateAsync({ id: cohortClass.id, input });
      else await create.mutateAsync(input);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Modal open={open} title={cohortClass ? t('teaching.catalogue.cohorts.edit') : t('teaching.catalogue.cohorts.create')} onCancel={onClose} onOk={() => void submit()} width={640}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={create.isPending || update.isPending} destroyOnHidden forceRender
      okButtonProps={{ 'data-testid': 'cohort-form-save' } as ButtonProps}>
      <Form form={form} layout="vertical" data-testid="cohort-form">
        <Row gutter={12}>
          <Col span={8}><Form.Item name="pageType" label={labels.field('programme')} rules={required}><Select options={labels.programmeOptions} /></Form.Item></Col>
          <Col span={8}><Form.Item name="entranceYear" label={labels.field('entranceYear')} rules={required}><InputNumber min={1950} max={2100} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}>
            <Form.Item name="code" label={labels.field('code')} rules={[...required, { pattern: /^[A-Za-z0-9_-]{1,32}$/, message: labels.field('code') }]}><Input maxLength={32} /></Form.Item>
          </Col>
          <Col span={24}><Form.Item name="nameCn" label={labels.field('nameCn')} rules={required}><Input maxLength={100} /></Form.Item></Col>
          <Col span={24}><Form.Item name="nameEn" label={labels.field('nameEn')} rules={required}><Input maxLength={100} /></Form.Item></Col>
        </Row>
      </Form>
    </Modal>
  );
}
