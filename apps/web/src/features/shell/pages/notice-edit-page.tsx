import { SaveOutlined } from '@ant-design/icons';
import { fieldTypes, noticeSaveSchema } from '@portal/contracts';
import type { FieldType, NoticeDetail, NoticeSave } from '@portal/contracts';
import { Alert, Button, Card, Form, Skeleton, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fromPickerValue, pickerNow, toPickerValue } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { NoticeFormFields } from '../components/notice-form-fields.tsx';
import type { NoticeFormValues } from '../components/notice-form-fields.tsx';
import { useNoticeDetail, useSaveNotice } from '../shell.api.ts';
import { NoticeNotFound } from '../components/notice-not-found.tsx';

const isFieldType = (s: string | undefined): s is FieldType => fieldTypes.some((f) => f === s);
// The pickers show the school's wall clock, whatever the browser's zone (shared/date-format.ts).
const iso = (d: Dayjs | null | undefined) => fromPickerValue(d);
const day = (s: string | null) => toPickerValue(s);
const blankToNull = (s: string | null | undefined) => (s && s.trim() ? s : null);
/** An editor left empty still holds markup such as <br>; that is no content. */
const emptyHtml = (html: string | null | undefined) => !html || !html.replace(/<br\s*\/?>|<\/?p>|&nbsp;|\s/gi, '');

const formFields: (keyof NoticeFormValues)[] = [
  'title', 'enTitle', 'fieldType', 'noticeType', 'content', 'enContent', 'linkUrl', 'linkTitle', 'isTop', 'useModel',
  'publishTime', 'pageType', 'studentTypeId', 'studyEntranceYear', 'showDirectionKey',
];

/** The form field that shows a contract issue; the alert window is one picker for two body fields. */
function formFieldOf(key: PropertyKey | undefined): keyof NoticeFormValues {
  if (key === 'startTime' || key === 'endTime') return 'alertWindow';
  return formFields.find((f) => f === key) ?? 'title';
}

export function toFormValues(n: NoticeDetail): NoticeFormValues {
  return {
    title: n.title,
    enTitle: n.enTitle,
    fieldType: n.fieldType,
    noticeType: n.noticeType,
    content: n.content,
    enContent: n.enContent,
    linkUrl: n.linkUrl,
    linkTitle: n.linkTitle,
    isTop: n.isTop,
    useModel: n.useModel,
    publishTime: day(n.publishTime),
    pageType: n.pageType,
    studentTypeId: n.studentTypeId,
    studyEntranceYear: n.studyEntranceYear,
    showDirectionKey: n.showDirectionKey,
    alertWindow: n.startTime || n.endTime ? [day(n.startTime), day(n.endTime)] : null,
    notifyAudience: n.audienceNotice != null,
  };
}

export function toSaveBody(v: NoticeFormValues): NoticeSave {
  return {
    title: v.title.trim(),
    enTitle: blankToNull(v.enTitle),
    fieldType: v.fieldType,
    noticeType: v.noticeType ?? null,
    content: emptyHtml(v.content) ? '' : (v.content ?? ''),
    enContent: emptyHtml(v.enContent) ? null : (v.enContent ?? null),
    linkUrl: blankToNull(v.linkUrl),
    linkTitle: blankToNull(v.linkTitle),
    isTop: v.isTop,
    useModel: v.useModel,
    publishTime: iso(v.publishTime),
    pageType: v.pageType ?? null,
    studentTypeId: v.studentTypeId ?? null,
    studyEntranceYear: v.studyEntranceYear ?? null,
    showDirectionKey: blankToNull(v.showDirectionKey),
    startTime: iso(v.alertWindow?.[0]),
    endTime: iso(v.alertWindow?.[1]),
    // Absent keeps what was asked before (the server's rule); the form always says.
    ...(v.notifyAudience === undefined ? {} : { notifyAudience: v.notifyAudience }),
  };
}

/**
 * The notice editor of news administrators (and a notice's owner): id 0 creates, any other id
 * updates. The body is checked with the same contract schema the server uses before it is sent.
 */
export function NoticeEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const fieldType: FieldType = isFieldType(params.fieldType) ? params.fieldType : 'report';
  const isNew = id === 0;
  const detail = useNoticeDetail(id, !isNew);
  const save = useSaveNotice();
  const [form] = Form.useForm<NoticeFormValues>();
  const mayAdd = usePermission('add');

  if (!Number.isInteger(id) || id < 0 || detail.isError) {
    return <NoticeNotFound />;
  }
  if (!isNew && !detail.data) {
    return (
      <div className="page-width page-block">
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      </div>
    );
  }

  // The server decides (news administrators, administrators, the notice's owner); the form only
  // says so up front instead of letting someone fill it in for nothing.
  const mayChange = isNew ? mayAdd : detail.data?.canEdit === true;
  const initial: NoticeFormValues = detail.data ? toFormValues(detail.data) : { title: '', fieldType, isTop: false, useModel: 0, publishTime: pickerNow(), content: '', notifyAudience: false };
  const backToList = (ft: FieldType) => void navigate(`/news/list?fieldType=${ft}`);

  const submit = async (values: NoticeFormValues) => {
    const body = toSaveBody(values);
    const checked = noticeSaveSchema.safeParse(body);
    if (!checked.success) {
      form.setFields(checked.error.issues.map((issue) => ({ name: formFieldOf(issue.path[0]), errors: [t('shell.notices.form.invalid')] })));
      return;
    }
    try {
      await save.mutateAsync({ id, body });
      notifySuccess(t('common.feedback.saved'));
      backToList(body.fieldType);
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <div className="page-width page-block" data-testid="notice-edit-page">
      <Card title={t(isNew ? 'shell.notices.form.createTitle' : 'shell.notices.form.editTitle')}>
        {mayChange ? null : <Alert type="warning" showIcon title={t('shell.notices.form.readOnly')} data-testid="notice-form-read-only" style={{ marginBottom: 16 }} />}
        <Form<NoticeFormValues> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} scrollToFirstError>
          <NoticeFormFields audienceNotice={detail.data?.audienceNotice ?? null} />
          <Space>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} disabled={!mayChange} data-testid="notice-form-save">
              {t('common.actions.save')}
            </Button>
            <Button onClick={() => backToList(initial.fieldType)}>{t('common.actions.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
