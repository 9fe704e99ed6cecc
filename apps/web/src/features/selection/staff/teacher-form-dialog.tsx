import type { TeacherDemandRow } from '@portal/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { selectionAdminApi, useSelectionAdminMutation } from '../selection-admin.api.ts';
import { teacherFields } from './teacher-fields.ts';
import { emptyTeacher, teacherToSave, teacherValues } from './teacher-form-model.ts';
import type { TeacherFormValues } from './teacher-form-model.ts';

/**
 * Add a teacher to the round or change one (quota, the account that answers for the teacher, CV
 * fields). The name is the teacher's key in the round, so it is fixed once saved.
 */
export function TeacherFormDialog({ roundId, teacher, taken, onClose }: { roundId: number; teacher: TeacherDemandRow | null; taken: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TeacherFormValues>();
  const save = useSelectionAdminMutation(selectionAdminApi.saveTeachers);
  const base = teacher ? teacherValues(teacher) : emptyTeacher();
  const label = (key: string) => t(`selection.admin.teacherFields.${key}`);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const out = teacherToSave(base, values, teacher ? null : taken);
    if (!out.ok) {
      form.setFields([{ name: out.field as keyof TeacherFormValues, errors: [t(out.field === 'name' && !teacher ? 'selection.admin.teachers.nameTaken' : 'selection.admin.form.invalidField')] }]);
      return;
    }
    try {
      await save.mutateAsync({ id: roundId, rows: [out.input] });
      notifySuccess(t('common.feedback.saved'));
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Modal
      open width={860} title={teacher ? t('selection.admin.teachers.editTitle') : t('selection.admin.teachers.add')} onCancel={onClose} onOk={() => void submit()}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden
      okButtonProps={{ 'data-testid': 'teacher-form-save' }}
    >
      <Form<TeacherFormValues> form={form} layout="vertical" initialValues={base} data-testid="teacher-form">
        <Row gutter={12}>
          {teacherFields.map((f) => {
            const required = f.key === 'name' || f.key === 'selectionTimes';
            const rules = required ? [{ required: true, message: t('selection.admin.form.required') }] : [];
            const span = f.kind === 'long' ? 24 : 8;
            return (
              <Col key={f.key} xs={24} md={span}>
                <Form.Item name={f.key} label={label(f.key)} rules={rules} valuePropName={f.kind === 'flag' ? 'checked' : 'value'}>
                  {f.kind === 'flag' ? <Switch data-testid={`teacher-form-${f.key}`} />
                    : f.kind === 'number' ? <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid={`teacher-form-${f.key}`} />
                      : f.kind === 'long' ? <Input.TextArea rows={2} maxLength={4000} data-testid={`teacher-form-${f.key}`} />
                        : <Input disabled={f.key === 'name' && teacher !== null} data-testid={`teacher-form-${f.key}`} />}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
    </Modal>
  );
}
