import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context.ts';

interface EntryListProps {
  /** The Form.List's name: `entries` for a section, a field of the skills form for its lists. */
  name: string;
  max: number;
  /** 'Entry 2', 'Language 1': names an entry for its group and its delete button. */
  entryLabel: (n: number) => string;
  blank: () => object;
  addLabel: string;
  renderEntry: (name: number) => ReactNode;
  testId: string;
}

/**
 * A section's entries (Form.List): each in a labelled group with its delete button, and Add, off at
 * the group limit (groupMax; the server refuses one more with 120–131).
 */
export function EntryList({ name, max, entryLabel, blank, addLabel, renderEntry, testId }: EntryListProps) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div style={{ marginBottom: 16 }}>
          {fields.map((field, index) => (
            <div key={field.key} role="group" aria-label={entryLabel(index + 1)} className="resume-entry" data-testid={`${testId}-entry`}
              style={{ border: '1px solid #f0f0f0', borderRadius: 4, padding: '8px 12px 0', marginBottom: 12 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 4 }}>
                <strong>{entryLabel(index + 1)}</strong>
                <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)} data-testid={`${testId}-remove`}
                  aria-label={t('resumes.editor.removeEntry', { entry: entryLabel(index + 1) })}>
                  {t('common.actions.delete')}
                </Button>
              </div>
              {renderEntry(field.name)}
            </div>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= max} onClick={() => add(blank())} data-testid={`${testId}-add`}>
            {t('resumes.editor.addEntry', { label: addLabel, count: fields.length, max })}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** A month (YYYY-MM); an end left empty means 'to present'. */
export function MonthItem({ name, label, required, end }: { name: (string | number)[]; label: string; required?: boolean; end?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} required={required} extra={end ? t('resumes.editor.endHint') : undefined}>
      <DatePicker picker="month" format="YYYY-MM" style={{ width: '100%' }} allowClear placeholder={end ? t('resumes.editor.toPresent') : t('resumes.editor.chooseMonth')} />
    </Form.Item>
  );
}

/** A text field with the section's limit, in the resume's language (lang: what is typed is Chinese or English, whatever the screen's language). */
export function TextItem({ name, label, max, required, area }: { name: (string | number)[]; label: string; max: number; required?: boolean; area?: boolean }) {
  const contentLang = useEditor().lang === 'cn' ? 'zh' : 'en';
  return (
    <Form.Item name={name} label={label} required={required}>
      {area ? <Input.TextArea lang={contentLang} maxLength={max} showCount autoSize={{ minRows: 2, maxRows: 6 }} /> : <Input lang={contentLang} maxLength={max} showCount={max > 30} />}
    </Form.Item>
  );
}

/** A row of fields, two or three a line on a wide screen. */
export function FieldRow({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={12}>
      {children.map((c, i) => <Col key={i} xs={24} md={12} xl={8}>{c}</Col>)}
    </Row>
  );
}
