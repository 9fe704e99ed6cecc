import { Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { useInfoPages } from '../shell.api.ts';

/**
 * An information page of the top navigation (admissions, FAQ, downloads, links, contact). The
 * spec names them only by title; their text is kept on the server and edited there.
 */
function InfoPageView({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pages = useInfoPages();
  const page = pages.data?.find((p) => p.key === pageKey);

  if (pages.isPending) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  if (!page) {
    return (
      <Card>
        <Empty description={t('shell.info.missing')} />
      </Card>
    );
  }
  return (
    <Card data-testid={`info-page-${page.key}`}>
      <Typography.Title level={3}>{pickText(lang, page.title, page.enTitle)}</Typography.Title>
      <RichTextView html={pickText(lang, page.content, page.enContent)} data-testid="info-page-content" />
    </Card>
  );
}

export function InfoPage() {
  const { key = '' } = useParams();
  return (
    <div className="page-width page-block">
      <InfoPageView pageKey={key} />
    </div>
  );
}

/** /news/contact of the route table: the 'contact' information page. */
export function ContactPage() {
  return (
    <div className="page-width page-block">
      <InfoPageView pageKey="contact" />
    </div>
  );
}
