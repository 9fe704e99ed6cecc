import { CheckCircleOutlined, EditOutlined, KeyOutlined, LogoutOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import type { IssuedPasswordLink, PersonDetail, PersonLeft } from '@portal/contracts';
import { Button, Space, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { peopleApi, usePasswordLink, usePersonChange } from '../people.api.ts';
import { LeftDialog } from './left-dialog.tsx';
import { PasswordLinkResult } from './password-link-result.tsx';

interface Props {
  person: PersonDetail;
  /** The name in the current language, for the questions and the notices. */
  name: string;
  editing: boolean;
  onEdit: () => void;
}

/**
 * The person page's actions, each as its status allows: edit; disable or enable; mark as left or
 * record the return; send a password link. Disabling and leaving ask first: both end the person's
 * sign-ins at once. An anonymised person is not changed any more.
 */
export function PersonActions({ person, name, editing, onEdit }: Props) {
  const { t } = useTranslation();
  const a = (key: string, o: Record<string, unknown> = {}) => t(`people.person.actions.${key}`, o);
  const mayEdit = usePermission('edit');
  const mayDisable = usePermission('disable');
  const mayEnable = usePermission('enable');
  const [leaving, setLeaving] = useState(false);
  const [issued, setIssued] = useState<IssuedPasswordLink | null>(null);
  const disable = usePersonChange(person.id, () => peopleApi.disable(person.id));
  const enable = usePersonChange(person.id, () => peopleApi.enable(person.id));
  const left = usePersonChange(person.id, (body: PersonLeft) => peopleApi.left(person.id, body));
  const returned = usePersonChange(person.id, () => peopleApi.returned(person.id));
  const link = usePasswordLink(person.id);
  if (person.anonymisedAt) return null;

  const run = async <V,>(mutation: { mutateAsync: (v: V) => Promise<unknown> }, v: V, done: string) => {
    try {
      await mutation.mutateAsync(v);
      notifySuccess(a(done, { name }));
      return true;
    } catch (err) {
      notifyError(err);
      return false;
    }
  };

  const onDisable = async () => {
    const go = await confirmAsync({
      title: a('disableTitle', { name }), content: a('disableBody'), okText: a('disable'), okButtonProps: { danger: true, 'data-testid': 'person-disable-confirm' } as ButtonProps,
      cancelText: t('common.actions.cancel'),
    });
    if (go) await run(disable, undefined, 'disabled');
  };
  const onLeft = async (body: PersonLeft) => {
    if (await run(left, body, 'leftDone')) setLeaving(false);
  };
  const onLink = async () => {
    try {
      setIssued(await link.mutateAsync());
    } catch (err) {
      notifyError(err);
    }
  };

  const { status } = person;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {mayEdit && !editing ? <Button icon={<EditOutlined />} onClick={onEdit} data-testid="person-edit">{t('common.actions.edit')}</Button> : null}
        {mayDisable && status === 'active' ? (
          <Button danger icon={<StopOutlined />} loading={disable.isPending} onClick={() => void onDisable()} data-testid="person-disable">{a('disable')}</Button>
        ) : null}
        {mayEnable && status === 'disabled' ? (
          <Button icon={<CheckCircleOutlined />} loading={enable.isPending} onClick={() => void run(enable, undefined, 'enabled')} data-testid="person-enable">{a('enable')}</Button>
        ) : null}
        {mayDisable && status !== 'left' ? <Button icon={<LogoutOutlined />} onClick={() => setLeaving(true)} data-testid="person-left">{a('left')}</Button> : null}
        {mayEnable && status === 'left' ? (
          <Button icon={<RollbackOutlined />} loading={returned.isPending} onClick={() => void run(returned, undefined, 'returned')} data-testid="person-return">{a('return')}</Button>
        ) : null}
        {mayEdit && status === 'active' ? (
          <Button icon={<KeyOutlined />} loading={link.isPending} onClick={() => void onLink()} data-testid="password-link-button">{a('passwordLink')}</Button>
        ) : null}
      </Space>
      {/* A link is of no use to a disabled or departed account (it cannot sign in); the answer goes with the status. */}
      {issued && status === 'active' ? <PasswordLinkResult issued={issued} onClose={() => setIssued(null)} /> : null}
      <LeftDialog open={leaving} name={name} saving={left.isPending} onCancel={() => setLeaving(false)} onSubmit={(body) => void onLeft(body)} />
    </Space>
  );
}
