import { PageType, fieldTypes, type NoticeDetail } from '@portal/contracts';
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../shared/rich-text-editor.tsx';
import { useLanguage } from '../../../shared/language.ts';
import { useDictionary } from '../shell.api.ts';

/** The form's own shape: dates as dayjs for the pickers, converted on save. */
export interface NoticeFormValues {
  title: string;
  enTitle?: string | null;
  fieldType: (typeof fieldTypes)[number];
  noticeType?: string | null;
  content?: string;
  enContent?: string | null;
  linkUrl?: string | null;
  linkTitle?: string | null;
  isTop: boolean;
  useModel: number;
  publishTime?: Dayjs | null;
  pageType?: string | null;
  studentTypeId?: number | null;
  studyEntranceYear?: number | null;
  showDirectionKey?: string | null;
  alertWindow?: [Dayjs | null, Dayjs | null] | null;
  /** Tell the audience once it is published (a notice and an e-mail each, once per notice). */
  notifyAudience?: boolean;
}

const field = (name: string) => `shell.notices.fields.${name}`;

/**
 * The fields of the notice editor, grouped: text, link and flags, audience, alert window.
 * `audienceNotice` is the saved notice's: once its audience was told the option stays ticked and
 * locked, since saving again never sends again.
 */
export function NoticeFormFields({ audienceNotice = null }: { audienceNotice?: NoticeDetail['audienceNotice'] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const types = useDictionary('NoticeType');
  const typeOptions = (types.data ?? []).map((d) => ({ value: d.fieldValue, label: lang === 'en-US' && d.extraProperties ? d.extraProperties : d.fieldName }));

  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="title" label={t(`${field('title')}.label`)} rules={[{ required: true, whitespace: true, message: t(`${field('title')}.required`) }, { max: 200 }]}>
            <Input lang="zh-CN" data-testid="notice-form-title" maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enTitle" label={t(`${field('enTitle')}.label`)} rules={[{ max: 300 }]}>
            <Input lang="en" data-testid="notice-form-en-title" maxLength={300} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="fieldType" label={t(`${field('fieldType')}.label`)} rules={[{ required: true }]}>
            <Select options={fieldTypes.map((f) => ({ value: f, label: t(`shell.notices.kinds.${f}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="noticeType" label={t(`${field('noticeType')}.label`)}>
            <Select allowClear loading={types.isPending} options={typeOptions} data-testid="notice-form-type" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="publishTime" label={t(`${field('publishTime')}.label`)} tooltip={t(`${field('publishTime')}.help`)}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="content" label={t(`${field('content')}.label`)}>
        <RichTextEditor lang="zh-CN" data-testid="notice-form-content" />
      </Form.Item>
      <Form.Item name="enContent" label={t(`${field('enContent')}.label`)}>
        <RichTextEditor lang="en" data-testid="notice-form-en-content" minHeight={120} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="linkUrl" label={t(`${field('linkUrl')}.label`)} tooltip={t(`${field('linkUrl')}.help`)} rules={[{ type: 'url', message: t(`${field('linkUrl')}.invalid`) }]}>
            <Input placeholder="https://" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="linkTitle" label={t(`${field('linkTitle')}.label`)}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="isTop" label={t(`${field('isTop')}.label`)} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="useModel" label={t(`${field('useModel')}.label`)}>
            <Select options={[0, 1].map((v) => ({ value: v, label: t(`${field('useModel')}.options.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="alertWindow" label={t(`${field('alertWindow')}.label`)} tooltip={t(`${field('alertWindow')}.help`)}>
            <DatePicker.RangePicker showTime style={{ width: '100%' }} allowEmpty={[true, true]} />
          </Form.Item>
        </Col>
      </Row>
      <fieldset className="form-fieldset">
        <legend>{t('shell.notices.audience.title')}</legend>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="pageType" label={t(`${field('pageType')}.label`)}>
              <Select allowClear placeholder={t('shell.notices.audience.everyone')} options={PageType.map((p) => ({ value: p, label: t(`shell.pageTypes.${p}`) }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="studentTypeId" label={t(`${field('studentTypeId')}.label`)}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} placeholder={t('shell.notices.audience.everyone')} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="studyEntranceYear" label={t(`${field('studyEntranceYear')}.label`)}>
              <InputNumber min={1990} max={2100} precision={0} style={{ width: '100%' }} placeholder={t('shell.notices.audience.everyone')} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="showDirectionKey" label={t(`${field('showDirectionKey')}.label`)}>
              <Input maxLength={50} placeholder={t('shell.notices.audience.everyone')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="notifyAudience" valuePropName="checked" extra={t(`shell.notices.audience.notify.${audienceNotice ?? 'help'}`)}>
          <Checkbox disabled={audienceNotice === 'sent'} data-testid="notice-form-notify-audience">{t('shell.notices.audience.notify.label')}</Checkbox>
        </Form.Item>
      </fieldset>
    </>
  );
}
