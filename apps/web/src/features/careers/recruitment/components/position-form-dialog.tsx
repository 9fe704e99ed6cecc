import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { INTERN_CATEGORY } from '@portal/contracts';
import type { FileRecord, PositionAdminDetail, PositionInput } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Space, Spin, Switch } from 'antd';
import type { ButtonProps } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { RichTextEditor } from '../../../../shared/rich-text-editor.tsx';
import { UploadControl } from '../../../../shared/upload-control.tsx';
import { recruitApi, recruitKeys, useAdminPosition, useRecruitDictionary, useRecruitMutation } from '../recruitment.api.ts';
import { useRecruitText } from './recruit-text.ts';

interface FormValues {
  enterpriseId: number; name: string; category: string; deptName?: string; education?: { dicFieldName: string; count: number }[];
  contactName?: string; contactAddress?: string; email?: string; workAddress?: string; salary?: string; isNegotiable?: boolean; endDate: Dayjs;
  description?: string; isContinueToEmploy?: boolean; internshipMonth?: number | null; internshipDays?: number | null; files?: FileRecord[];
}

const initial = (p: PositionAdminDetail | undefined): Partial<FormValues> => (p ? {
  enterpriseId: p.enterpriseId, name: p.name, category: p.category, deptName: p.deptName,
  education: p.educationBackgroundAndCount.map((e) => ({ dicFieldName: e.dicFieldName, count: e.count })), contactName: p.contactName,
  contactAddress: p.contactAddress, email: p.email, workAddress: p.workAddress, salary: p.salary, isNegotiable: p.isNegotiable, endDate: dayjs(p.endDate),
  description: p.description, isContinueToEmploy: p.isContinueToEmploy ?? false, internshipMonth: p.internshipMonth, internshipDays: p.internshipDays,
  files: p.vcFiles.map((f) => ({ id: f.fileId, fileName: f.fileName, fileUrl: f.fileUrl })),
} : { category: 'FullTime', isNegotiable: false, education: [], files: [], endDate: dayjs().add(30, 'day') });

/** Create or edit a posting (saved as it is; publishing is a separate action of the list). */
export function PositionFormDialog({ open, positionId, onClose }: { open: boolean; positionId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useRecruitText();
  const [form] = Form.useForm<FormValues>();
  const detail = useAdminPosition(open && positionId ? positionId : 0);
  const categories = useRecruitDictionary('PositionCategory');
  const education = useRecruitDictionary('StudentBaseInfoEducationBackground');
  const employers = useQuery({
    queryKey: [...recruitKeys.adminEmployers(), 'options'],
    queryFn: ({ signal }) => recruitApi.adminEmployers({ pageNo: 0, pageSize: 1110, orderBy: 'cName', sort: 'asc', conModels: [] }, signal),
    enabled: open,
  });
  const create = useRecruitMutation(recruitApi.createPosition);
  const update = useRecruitMutation(recruitApi.updatePosition);
  const category = Form.useWatch('category', form);
  const loading = !!positionId && detail.isLoading;
  // The upload list reads its files once, when it mounts: it is mounted again after the values are set.
  const [mountKey, setMountKey] = useState(0);
  useEffect(() => {
    if (!open || loading) return;
    form.resetFields();
    form.setFieldsValue(initial(positionId ? detail.data : undefined));
    setMountKey((k) => k + 1);
  }, [open, loading, positionId, detail.data, form]);
  const f = (key: string) => t(`careers.recruitment.fields.${key}`);
  const required = [{ required: true, message: t('careers.recruitment.admin.required') }];

  const submit = async () => {
    const v = await form.validateFields();
    const intern = v.category === INTERN_CATEGORY;
    const input: PositionInput = {
      enterpriseId: v.enterpriseId, name: v.name, category: v.category, deptName: v.deptName ?? '', educationBackgroundAndCount: v.education ?? [],
      contactName: v.contactName ?? '', contactAddress: v.contactAddress ?? '', email: v.email ?? '', workAddress: v.workAddress ?? '', salary: v.salary ?? '',
      isNegotiable: v.isNegotiable ?? false, endDate: v.endDate.format('YYYY-MM-DD'), description: v.description ?? '',
      isContinueToEmploy: intern ? v.isContinueToEmploy ?? false : null, internshipMonth: intern ? v.internshipMonth ?? null : null,
      internshipDays: intern ? v.internshipDays ?? null : null, fileIds: (v.files ?? []).map((x) => x.id),
    };
    try {
      if (positionId) await update.mutateAsync({ id: positionId, input });
      else await create.mutateAsync(input);
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Modal open={open} title={positionId ? t('careers.recruitment.admin.editPosition') : t('careers.recruitment.admin.newPosition')} onCancel={onClose}
      onOk={() => void submit()} width={860} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')}
      confirmLoading={create.isPending || update.isPending} destroyOnHidden forceRender okButtonProps={{ 'data-testid': 'position-form-save' } as ButtonProps}>
      {loading ? <Spin /> : null}
      <Form form={form} layout="vertical" data-testid="position-form" style={loading ? { display: 'none' } : undefined}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="enterpriseId" label={f('employer')} rules={required}>
              <Select showSearch optionFilterProp="label" loading={employers.isLoading} data-testid="position-form-employer"
                options={(employers.data?.data ?? []).map((e) => ({ value: e.id, label: text.pick(e.cName, e.eName) }))} />
            </Form.Item>
          </Col>
          <Col span={12}><Form.Item name="name" label={f('name')} rules={required}><Input maxLength={100} data-testid="position-form-name" /></Form.Item></Col>
          <Col span={8}>
            <Form.Item name="category" label={f('category')} rules={required}><Select options={text.options(categories.data)} /></Form.Item>
          </Col>
          <Col span={8}><Form.Item name="deptName" label={f('deptName')}><Input maxLength={100} /></Form.Item></Col>
          <Col span={8}><Form.Item name="endDate" label={f('endDate')} rules={required}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>
          {category === INTERN_CATEGORY ? (
            <>
              <Col span={8}><Form.Item name="isContinueToEmploy" label={f('isContinueToEmploy')} valuePropName="checked"><Switch /></Form.Item></Col>
              <Col span={8}><Form.Item name="internshipMonth" label={f('internshipMonth')}><InputNumber min={0} max={60} style={{ width: '100%' }} /></Form.Item></Col>
              <Col span={8}><Form.Item name="internshipDays" label={f('internshipDays')}><InputNumber min={0} max={7} style={{ width: '100%' }} /></Form.Item></Col>
            </>
          ) : null}
          <Col span={24}>
            <Form.Item label={f('education')}>
              <Form.List name="education">
                {(items, { add, remove }) => (
                  <Space direction="vertical">
                    {items.map((item) => (
                      <Space key={item.key} align="baseline">
                        <Form.Item name={[item.name, 'dicFieldName']} rules={required} noStyle>
                          <Select style={{ width: 180 }} options={text.options(education.data)} aria-label={f('education')} />
                        </Form.Item>
                        <Form.Item name={[item.name, 'count']} rules={required} noStyle>
                          <InputNumber min={0} max={100000} aria-label={f('count')} placeholder={f('count')} />
                        </Form.Item>
                        <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('common.actions.delete')} onClick={() => remove(item.name)} />
                      </Space>
                    ))}
                    <Button icon={<PlusOutlined />} onClick={() => add({ count: 1 })}>{t('careers.recruitment.admin.addEducation')}</Button>
                  </Space>
                )}
              </Form.List>
            </Form.Item>
          </Col>
          <Col span={8}><Form.Item name="salary" label={f('salary')}><Input maxLength={50} /></Form.Item></Col>
          <Col span={4}><Form.Item name="isNegotiable" label={f('isNegotiable')} valuePropName="checked"><Switch /></Form.Item></Col>
          <Col span={12}><Form.Item name="workAddress" label={f('workAddress')}><Input maxLength={200} /></Form.Item></Col>
          <Col span={8}><Form.Item name="contactName" label={f('contactName')}><Input maxLength={50} /></Form.Item></Col>
          <Col span={8}><Form.Item name="email" label={f('email')} rules={[{ type: 'email', message: t('careers.recruitment.admin.badEmail') }]}><Input maxLength={200} /></Form.Item></Col>
          <Col span={8}><Form.Item name="contactAddress" label={f('contactAddress')}><Input maxLength={200} /></Form.Item></Col>
          <Col span={24}><Form.Item name="description" label={f('description')}><RichTextEditor minHeight={160} data-testid="position-form-description" /></Form.Item></Col>
          <Col span={24}>
            <Form.Item name="files" label={f('files')} valuePropName="value">
              <UploadControl key={mountKey} use="positionAttachment" maxCount={10} data-testid="position-form-files" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
