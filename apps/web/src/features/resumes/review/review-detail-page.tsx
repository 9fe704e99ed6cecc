import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { OptimizeState, SUGGESTION_MAX } from '@portal/contracts';
import type { ReviewDetail } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Descriptions, Form, Input, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { resumeKeys, resumesApi } from '../resumes.api.ts';
import { OptimizeStateTag, useReviewText } from './review-text.tsx';
import { typedLang } from '../../../shared/typed-text.tsx';
import { ReviewerOnly } from './reviewer-only.tsx';

interface SuggestionValues {
  optimizeSuggest: string;
  release: boolean;
}

/** A review write: the detail, the queue and the student's own lists are read again. */
function useReviewMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: resumeKeys.all }) });
}

/** The suggestion, released to the student or kept as a draft, and 'mark as done'. */
function SuggestionForm({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SuggestionValues>();
  const suggest = useReviewMutation((v: SuggestionValues) => resumesApi.suggest(detail.id, { optimizeSuggest: v.optimizeSuggest.trim(), release: v.release }));
  const done = useReviewMutation(() => resumesApi.done(detail.id));
  const written = Form.useWatch('optimizeSuggest', form);

  const save = async (v: SuggestionValues) => {
    try {
      await suggest.mutateAsync(v);
      notifySuccess(t(v.release ? 'resumes.review.savedReleased' : 'resumes.review.savedDraft'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const markDone = async () => {
    try {
      await done.mutateAsync(undefined);
      notifySuccess(t('resumes.review.markedDone'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  return (
    <Form<SuggestionValues> form={form} name="review-suggestion" layout="vertical" onFinish={(v) => void save(v)} data-testid="review-suggestion-form"
      initialValues={{ optimizeSuggest: detail.optimizeSuggest ?? '', release: detail.isShowOptimizeSuggest }}>
      <Form.Item name="optimizeSuggest" label={t('resumes.review.suggestionLabel')}
        rules={[{ required: true, whitespace: true, message: t('resumes.review.suggestionRequired') }]}>
        <Input.TextArea rows={10} maxLength={SUGGESTION_MAX} showCount lang={typedLang(written)} data-testid="review-suggestion" />
      </Form.Item>
      <Form.Item name="release" valuePropName="checked" extra={t('resumes.review.suggestionHelp')}>
        <Checkbox data-testid="review-release">{t('resumes.review.release')}</Checkbox>
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={suggest.isPending} data-testid="review-save">{t('common.actions.save')}</Button>
        <Button onClick={() => void markDone()} loading={done.isPending} disabled={detail.optimizeState === OptimizeState.done} data-testid="review-done">
          {t('resumes.review.markDone')}
        </Button>
      </Space>
    </Form>
  );
}

/** One resume under review: who asked, the resume as a PDF, and the counsellor's suggestion. */
function ReviewDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useReviewText();
  const detail = useQuery({ queryKey: resumeKeys.reviewDetail(id), queryFn: () => resumesApi.reviewDetail(id), enabled: id > 0, retry: false });
  const d = detail.data;
  const f = (key: string) => t(`resumes.review.fields.${key}`);
  const title = d ? t('resumes.review.detailTitle', { name: text.student(d), kind: text.kind(d.kind) }) : t('resumes.review.title');

  return (
    <div className="page-width page-block" data-testid="review-detail-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/career/admin/resumes')}>{t('common.actions.back')}</Button>}>
        {detail.isLoading ? <Skeleton active /> : null}
        {detail.isError || id <= 0 ? <Alert type="error" showIcon title={t('resumes.review.loadFailed')} /> : null}
        {d ? (
          <>
            <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }} data-testid="review-header">
              <Descriptions.Item label={f('student')}>{text.student(d)}</Descriptions.Item>
              <Descriptions.Item label={f('studentNumber')}>{d.studentNumber ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('className')}><span lang={typedLang(d.className)}>{d.className ?? '-'}</span></Descriptions.Item>
              <Descriptions.Item label={f('programme')}>{text.programme(d.pageType)}</Descriptions.Item>
              <Descriptions.Item label={f('kind')}>{text.kind(d.kind)}</Descriptions.Item>
              <Descriptions.Item label={f('howComplete')}>{`${d.howComplete}%`}</Descriptions.Item>
              <Descriptions.Item label={f('state')}><OptimizeStateTag state={d.optimizeState} /></Descriptions.Item>
              <Descriptions.Item label={f('requestedAt')}>{formatDateTime(d.requestedAt, '-')}</Descriptions.Item>
              <Descriptions.Item label={f('submitted')}>{t(d.isSubmit ? 'resumes.review.yes' : 'resumes.review.no')}</Descriptions.Item>
            </Descriptions>
            {d.pages > 1 ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('resumes.review.overflow', { pages: d.pages, mm: d.overflowMm })} /> : null}
            <Row gutter={24}>
              <Col xs={24} lg={14}>
                <Space style={{ marginBottom: 8 }}>
                  <a href={d.previewUrl} target="_blank" rel="noopener noreferrer" data-testid="review-open-pdf"><ExportOutlined aria-hidden /> {t('resumes.review.openPdf')}</a>
                </Space>
                <iframe src={d.previewUrl} title={t('resumes.review.pdfTitle', { name: text.student(d) })} className="review-pdf" data-testid="review-pdf"
                  style={{ width: '100%', height: '75vh', border: '1px solid #f0f0f0' }} />
              </Col>
              <Col xs={24} lg={10}>
                <h2 style={{ fontSize: 16 }}>{t('resumes.review.suggestionTitle')}</h2>
                {d.suggestedBy ? <p>{t('resumes.review.suggestedBy')}<span lang={typedLang(d.suggestedBy)}>{d.suggestedBy}</span></p> : null}
                <SuggestionForm key={`${d.id}`} detail={d} />
              </Col>
            </Row>
          </>
        ) : null}
      </Card>
    </div>
  );
}

export function ReviewDetailPage() {
  const id = Number(useParams().id);
  return <ReviewerOnly><ReviewDetailView id={Number.isInteger(id) && id > 0 ? id : 0} /></ReviewerOnly>;
}
