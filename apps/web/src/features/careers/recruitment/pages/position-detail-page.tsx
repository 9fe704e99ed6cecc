import { ArrowLeftOutlined } from '@ant-design/icons';
import { INTERN_CATEGORY } from '@portal/contracts';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RichTextView } from '../../../../shared/rich-text-view.tsx';
import { AttachmentList } from '../components/attachment-list.tsx';
import { PositionApply } from '../components/position-apply.tsx';
import { TypedText, typedLang } from '../../../../shared/typed-text.tsx';
import { useRecruitText } from '../components/recruit-text.ts';
import { usePosition } from '../recruitment.api.ts';

/** A posting (CAR-R02, U03, N02): every field, the intern fields for internships (CAR-S03), its description and attachments. */
export function PositionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useRecruitText();
  const id = Number(useParams().id);
  const position = usePosition(Number.isInteger(id) ? id : 0);
  const f = (key: string) => t(`careers.recruitment.fields.${key}`);
  const yesNo = (b: boolean | null) => (b === null ? '-' : b ? t('careers.recruitment.yes') : t('careers.recruitment.no'));
  const p = position.data;

  return (
    <div className="page-width page-block" data-testid="position-detail-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{p ? <TypedText text={p.name} /> : t('careers.recruitment.positionTitle')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/recruit/index')}>{t('common.actions.back')}</Button>}
      >
        {position.isLoading ? <Skeleton active /> : null}
        {position.isError ? <Alert type="error" showIcon title={t('careers.recruitment.loadFailed')} /> : null}
        {p ? (
          <>
            {p.isExpired ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('careers.recruitment.expiredNotice')} /> : null}
            <PositionApply positionId={p.id} />
            <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" bordered data-testid="position-detail">
              <Descriptions.Item label={f('employer')}>
                <Link to={`/recruit/bussiness-info/${p.enterpriseId}`} data-testid="position-employer"><TypedText text={text.employer(p)} /></Link>
              </Descriptions.Item>
              <Descriptions.Item label={f('category')}>{text.category(p)}</Descriptions.Item>
              <Descriptions.Item label={f('name')}><TypedText text={p.name} /></Descriptions.Item>
              <Descriptions.Item label={f('deptName')}><TypedText text={p.deptName} /></Descriptions.Item>
              {p.category === INTERN_CATEGORY ? (
                <>
                  <Descriptions.Item label={f('isContinueToEmploy')}>{yesNo(p.isContinueToEmploy)}</Descriptions.Item>
                  <Descriptions.Item label={f('internship')}>
                    {t('careers.recruitment.internshipValue', { months: p.internshipMonth ?? '-', days: p.internshipDays ?? '-' })}
                  </Descriptions.Item>
                </>
              ) : null}
              <Descriptions.Item label={f('education')} span={2}>
                {p.educationBackgroundAndCount.length === 0 ? '-' : p.educationBackgroundAndCount.map((e) => (
                  <Tag key={e.dicFieldName}>{t('careers.recruitment.educationCount', { name: text.pick(e.dicFieldDes, e.dicFieldDesEN), count: e.count })}</Tag>
                ))}
              </Descriptions.Item>
              <Descriptions.Item label={f('contactName')}><TypedText text={p.contactName} /></Descriptions.Item>
              <Descriptions.Item label={f('email')}>{p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : '-'}</Descriptions.Item>
              <Descriptions.Item label={f('contactAddress')}><TypedText text={p.contactAddress} /></Descriptions.Item>
              <Descriptions.Item label={f('workAddress')}><TypedText text={p.workAddress} /></Descriptions.Item>
              <Descriptions.Item label={f('salary')}><TypedText text={p.salary} /></Descriptions.Item>
              <Descriptions.Item label={f('isNegotiable')}>{yesNo(p.isNegotiable)}</Descriptions.Item>
              <Descriptions.Item label={f('endDate')}>{p.endDate}</Descriptions.Item>
              <Descriptions.Item label={f('description')} span={2}>
                <div lang={typedLang(p.description)}><RichTextView html={p.description} data-testid="position-description" /></div>
              </Descriptions.Item>
              <Descriptions.Item label={f('files')} span={2}><AttachmentList files={p.vcFiles} /></Descriptions.Item>
            </Descriptions>
          </>
        ) : null}
      </Card>
    </div>
  );
}
