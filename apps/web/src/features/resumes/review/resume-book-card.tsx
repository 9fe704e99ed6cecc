import { DownloadOutlined } from '@ant-design/icons';
import { PageType } from '@portal/contracts';
import type { ResumeBookBody } from '@portal/contracts';
import { Alert, Button, Card, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolNow } from '../../../shared/date-format.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { resumesApi } from '../resumes.api.ts';

interface Book {
  fileUrl: string;
  fileName: string;
  resumes: number;
  students: number;
}

/** The school year's entrance year: from September the new cohort's. */
const currentEntranceYear = () => {
  const now = schoolNow();
  return now.month() >= 8 ? now.year() : now.year() - 1;
};

/**
 * The resume book (README 'Resume book'): the public resumes of one programme and entrance year as
 * a zip of PDFs with an xlsx index, downloaded from the link the server returns.
 */
export function ResumeBookCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResumeBookBody>();
  const [busy, setBusy] = useState(false);
  const [book, setBook] = useState<Book | null>(null);

  const build = async (v: ResumeBookBody) => {
    setBusy(true);
    setBook(null);
    try {
      const result = await resumesApi.resumeBook(v);
      setBook(result);
      if (result.resumes > 0) window.open(result.fileUrl, '_blank', 'noopener');
    } catch (err) {
      notifyError(err, 'warning');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ marginTop: 16 }} title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('resumes.review.book.title')}</h2>} data-testid="resume-book">
      <p>{t('resumes.review.book.intro')}</p>
      <Form<ResumeBookBody> form={form} name="resume-book" layout="inline" initialValues={{ pageType: 'mba', entranceYear: currentEntranceYear() }} onFinish={(v) => void build(v)}>
        <Form.Item name="pageType" label={t('resumes.review.book.programme')} rules={[{ required: true, message: t('resumes.review.book.required') }]}>
          <Select style={{ width: 160 }} options={PageType.map((p) => ({ value: p, label: t(`resumes.review.programmes.${p}`) }))} data-testid="resume-book-programme" />
        </Form.Item>
        <Form.Item name="entranceYear" label={t('resumes.review.book.entranceYear')} rules={[{ required: true, message: t('resumes.review.book.required') }]}>
          <InputNumber min={1900} max={2999} precision={0} style={{ width: 120 }} data-testid="resume-book-year" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<DownloadOutlined />} loading={busy} data-testid="resume-book-build">{t('resumes.review.book.build')}</Button>
        </Form.Item>
      </Form>
      {book ? (
        <Alert style={{ marginTop: 16 }} showIcon type={book.resumes > 0 ? 'success' : 'info'} data-testid="resume-book-result"
          title={book.resumes > 0 ? t('resumes.review.book.result', { resumes: book.resumes, students: book.students }) : t('resumes.review.book.empty')}
          action={book.resumes > 0 ? <a href={book.fileUrl} target="_blank" rel="noopener noreferrer" download={book.fileName} data-testid="resume-book-link">{t('resumes.review.book.download')}</a> : undefined} />
      ) : null}
    </Card>
  );
}
