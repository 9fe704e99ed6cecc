import { NATION_ID_TYPES } from '@portal/contracts';
import { Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadControl } from '../../../shared/upload-control.tsx';
import type { ManualValues } from './manual-model.ts';

interface IdentityProps {
  form: FormInstance<ManualValues>;
  domain: string;
  /** Wraps the upload, so the page can tell whether a photo is still on its way (RES-V14). */
  photoRef: RefObject<HTMLDivElement | null>;
  photoUrl: string | null;
}

const hintSet = (nation: unknown) => (nation === 2 ? 'otherId' : nation === 3 ? 'passport' : 'mainland');
/** A birth date is a calendar date, not an instant: no time zone applies. */
const disabledBirth = (d: Dayjs) => d.isAfter(dayjs()) || d.isBefore(dayjs('1900-01-01'));

/**
 * Photo, names, birth date, e-mail and the identity document type (RES-U04, U05): the type changes
 * the hints of the name and birth-date fields; the e-mail input edits the part before '@' only.
 */
export function ManualIdentity({ form, domain, photoRef, photoUrl }: IdentityProps) {
  const { t } = useTranslation();
  const nation: unknown = Form.useWatch('vdNationId', form);
  const hints = `resumes.manual.hints.${hintSet(nation)}`;
  const f = (key: string) => t(`resumes.manual.fields.${key}`);

  return (
    <Row gutter={24}>
      <Col xs={24} md={8}>
        <Form.Item label={f('photo')} name="photo" required extra={t('resumes.manual.photoHint')} valuePropName="value">
          <PhotoUpload photoRef={photoRef} photoUrl={photoUrl} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={f('vdNationId')} name="vdNationId" extra={t(`${hints}.nation`)}>
              <Select allowClear placeholder={t('resumes.manual.pleaseSelect')} data-testid="manual-vdNationId"
                options={NATION_ID_TYPES.map((n) => ({ value: n, label: t(`resumes.manual.nation.${n}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={f('birthDay')} name="birthDay" required extra={t(`${hints}.birthDay`)}>
              <DatePicker style={{ width: '100%' }} disabledDate={disabledBirth} placeholder={t('resumes.manual.pickDate')} data-testid="manual-birthDay" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={f('cName')} name="cName" required extra={t(`${hints}.cName`)}>
              <Input maxLength={40} lang="zh-CN" data-testid="manual-cName" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={f('eName')} name="eName" required extra={t(`${hints}.eName`)}>
              <Input maxLength={80} lang="en" data-testid="manual-eName" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={f('email')} required htmlFor="manual_emailLocal" extra={domain ? t('resumes.manual.emailHint', { domain }) : undefined}>
              <Space.Compact block>
                <Form.Item name="emailLocal" noStyle>
                  <Input id="manual_emailLocal" maxLength={64} autoComplete="off" data-testid="manual-emailLocal" />
                </Form.Item>
                {domain ? <Space.Addon data-testid="manual-email-domain">@{domain}</Space.Addon> : null}
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
      </Col>
    </Row>
  );
}

interface PhotoUploadProps {
  value?: ManualValues['photo'];
  onChange?: (files: NonNullable<ManualValues['photo']>) => void;
  id?: string;
  photoRef: RefObject<HTMLDivElement | null>;
  photoUrl: string | null;
}

/** The photo upload (jpg, jpeg, png, 2 MB: the shared 'photo' rule) with the current photo beside it. */
function PhotoUpload({ value, onChange, id, photoRef, photoUrl }: PhotoUploadProps) {
  const { t } = useTranslation();
  const shown = value?.[0]?.fileUrl ?? photoUrl;
  return (
    <div ref={photoRef} id={id} className="manual-photo">
      {shown && value?.length ? <img src={shown} alt={t('resumes.manual.photoAlt')} className="manual-photo-img" data-testid="manual-photo-img" /> : null}
      <UploadControl use="photo" maxCount={1} value={value ?? []} onChange={(files) => onChange?.(files)} data-testid="manual-photo" />
    </div>
  );
}
