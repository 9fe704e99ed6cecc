import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { useNoticeDetail, usePrivateKey } from '../shell.api.ts';
import { NoticeNotFound } from '../components/notice-not-found.tsx';

/** The marker of content links that get the private-key text (career.md §2.13). */
const MAIN_SOURCE = 'a[data-main-source="true"]';

/** Appends the label to every marked link; exported for the unit test of the transform. */
export function labelMainSourceLinks(root: HTMLElement, label: string | undefined): void {
  if (!label) return;
  for (const link of root.querySelectorAll(MAIN_SOURCE)) {
    const span = document.createElement('span');
    span.className = 'main-source-label';
    span.textContent = ` ${label}`;
    link.appendChild(span);
  }
}

/**
 * A notice (career.md §2.13): title and content in the current language when the English
 * variant exists, type, publish time; the Edit button follows the server's `canEdit`, which also
 * covers the notice's owner.
 */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useNoticeDetail(valid ? id : 0, valid);
  const notice = detail.data;
  const content = notice ? pickText(lang, notice.content, notice.enContent) : '';
  const hasMainSource = content.includes('data-main-source');
  const privateKey = usePrivateKey(hasMainSource);
  const transform = useCallback((root: HTMLElement) => labelMainSourceLinks(root, privateKey.data), [privateKey.data]);

  if (!valid || detail.isError) {
    return <NoticeNotFound />;
  }

  return (
    <div className="page-width page-block" data-testid="notice-detail-page">
      <Card
        title={
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} style={{ paddingLeft: 0 }}>
            {t('common.actions.back')}
          </Button>
        }
        extra={
          notice?.canEdit ? (
            <Button icon={<EditOutlined />} data-testid="notice-detail-edit" onClick={() => void navigate(`/news/edit/${notice.fieldType}/${notice.id}`)}>
              {t('common.actions.edit')}
            </Button>
          ) : null
        }
      >
        {!notice ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <article className="notice-article">
            <Typography.Title level={2} className="notice-title" data-testid="notice-title">
              {pickText(lang, notice.title, notice.enTitle)}
            </Typography.Title>
            <Space className="notice-meta" wrap>
              {notice.noticeTypeDes ? <Tag data-testid="notice-type">{pickText(lang, notice.noticeTypeDes, notice.noticeTypeDesEN)}</Tag> : null}
              {notice.useModel === 1 ? <Tag color="blue">{t('shell.notices.careerCentre')}</Tag> : null}
              <span>
                {t('shell.notices.fields.publishTime.label')}: {formatDateTime(notice.publishTime)}
              </span>
            </Space>
            <Divider />
            <RichTextView html={content} transform={transform} data-testid="notice-content" className="notice-content" />
            {notice.linkUrl ? (
              <p>
                <a href={notice.linkUrl} target="_blank" rel="noopener noreferrer">
                  {notice.linkTitle || notice.linkUrl}
                </a>
              </p>
            ) : null}
          </article>
        )}
      </Card>
    </div>
  );
}
