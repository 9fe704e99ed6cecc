import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { APPOINTMENT_FILE_FIELDS, APPOINTMENT_UPLOAD_USE, MAX_OWN_QUESTIONS, subscribeAnswersSchema } from '@portal/contracts';
import type { ConsultTypeKey } from '@portal/contracts';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { UploadControl } from '../../../shared/upload-control.tsx';
import { fileLabelKeys, questionsOf } from './subscribe-form-model.ts';
import { zodRule } from '../../../shared/zod-rule.ts';

/** BOOK-V01: the resume is required, the other two files are not. */
const requiredFile = z.array(z.object({ id: z.string().min(1) })).min(1);

/**
 * The type's three questions (BOOK-V02, V03), up to five own questions (BOOK-V04) and the three
 * files (BOOK-V06), each field checked with the contracts' schema of the type.
 */
export function SubscribeFields({ typeKey }: { typeKey: ConsultTypeKey }) {
  const { t } = useTranslation();
  const schema = subscribeAnswersSchema(typeKey).shape;
  const ownQuestion = schema.vdSubscribeYourQuestionList.unwrap().element.shape.question;
  const d = (key: string, params: Record<string, unknown> = {}) => t(`appointments.student.drawer.${key}`, params);

  return (
    <>
      {questionsOf(typeKey).map((q) => {
        const label = t(`appointments.student.questions.${q}`);
        const rule = Object.entries(schema).find(([k]) => k === q)?.[1];
        return (
          <Form.Item key={q} name={q} label={label} rules={rule instanceof z.ZodType ? [zodRule(rule, label)] : []} required>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid={`order-${q}`} />
          </Form.Item>
        );
      })}
      <Form.List name="questions">
        {(fields, { add, remove }) => (
          <Form.Item label={d('ownQuestions')}>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[field.name, 'question']} required rules={[zodRule(ownQuestion, d('questionN', { n: i + 1 }))]} style={{ width: 560, maxWidth: '70vw' }}>
                  <Input aria-label={d('questionN', { n: i + 1 })} data-testid="order-own-question" />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={d('removeQuestion', { n: i + 1 })} />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_OWN_QUESTIONS} onClick={() => add({ question: '' })} data-testid="order-add-question">
              {d('addQuestion')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Typography.Paragraph type="secondary">{d('fileTip')}</Typography.Paragraph>
      {APPOINTMENT_FILE_FIELDS.map((field) => {
        const label = d(fileLabelKeys[field]);
        const required = field === 'biographicalNotes';
        return (
          <Form.Item key={field} name={field} label={label} required={required} rules={required ? [zodRule(requiredFile, label)] : []}
            valuePropName="value" trigger="onChange">
            <UploadControl use={APPOINTMENT_UPLOAD_USE} maxCount={1} data-testid={`order-file-${field}`} />
          </Form.Item>
        );
      })}
    </>
  );
}
