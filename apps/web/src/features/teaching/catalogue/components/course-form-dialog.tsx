import { catalogueCourseInputSchema } from '@portal/contracts';
import type { CatalogueCourseInput, CatalogueCourseRow } from '@portal/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { catalogueApi, useCatalogueMutation } from '../catalogue.api.ts';
import { useCatalogueLabels } from './catalogue-labels.ts';

const blank: Partial<CatalogueCourseInput> = { credit: 2, courseType: 12, programmes: [], language: 'zh' };

/** Create or edit a course of the catalogue; the server's schema checks it first (contracts), then the server. */
export function CourseFormDialog({ open, course, onClose }: { open: boolean; course: CatalogueCourseRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useCatalogueLabels();
  const [form] = Form.useForm<CatalogueCourseInput>();
  const create = useCatalogueMutation(catalogueApi.createCourse);
  const update = useCatalogueMutation(catalogueApi.updateCourse);
  useEffect(() => {
    if (open) form.setFieldsValue(course ?? blank);
  }, [open, course, form]);
  const required = [{ required: true, message: t('teaching.catalogue.required') }];

  const submit = async () => {
    const input = catalogueCourseInputSchema.parse(await form.validateFields());
    try {
      if (course) await update.mutateAsync({ id: course.id, input });
      else await create.mutateAsync(input);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Modal open={open} title={course ? t('teaching.catalogue.courses.edit') : t('teaching.catalogue.courses.create')} onCancel={onClose} onOk={() => void submit()} width={680}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={create.isPending || update.isPending} destroyOnHidden forceRender
      okButtonProps={{ 'data-testid': 'course-form-save' } as ButtonProps}>
      <Form form={form} layout="vertical" data-testid="course-form">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="courseNumber" label={labels.field('courseNumber')} rules={[...required, { pattern: /^[A-Za-z0-9_-]{1,32}$/, message: labels.field('courseNumber') }]}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col span={12}><Form.Item name="credit" label={labels.field('credit')} rules={required}><InputNumber min={0} max={99} step={0.5} precision={2} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={12}><Form.Item name="nameCn" label={labels.field('nameCn')} rules={required}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}><Form.Item name="nameEn" label={labels.field('nameEn')} rules={required}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}><Form.Item name="courseType" label={labels.field('courseType')} rules={required}><Select options={labels.courseTypeOptions} /></Form.Item></Col>
          <Col span={12}><Form.Item name="language" label={labels.field('language')} rules={required}><Select options={labels.languageOptions} /></Form.Item></Col>
          <Col span={24}>
            <Form.Item name="programmes" label={labels.field('programmes')} extra={labels.field('programmesHint')}>
              <Select mode="multiple" allowClear options={labels.programmeOptions} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
