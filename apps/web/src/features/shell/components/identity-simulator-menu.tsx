import { DownOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button, Dropdown, Form, Input, Modal } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { notifyError } from '../../../shared/feedback.ts';
import { useExitSimulation, useLoginAs } from '../shell.api.ts';

/**
 * The administrators' identity simulator (selection.md §2.3): act as a user found by e-mail, and
 * come back. While simulating, the acting user is the student, so the menu follows `virtualBy`
 * as well as `isAdmin`.
 */
export function IdentitySimulatorMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ email: string }>();
  const loginAs = useLoginAs();
  const exit = useExitSimulation();

  if (!user.isAdmin && !user.virtualBy) return null;

  const items: MenuProps['items'] = [
    { key: 'login-as', label: <span data-testid="simulator-login-as">{t('shell.simulator.loginAs')}</span>, disabled: user.virtualBy !== null },
    { key: 'exit', label: <span data-testid="simulator-exit">{t('shell.simulator.exit')}</span>, disabled: user.virtualBy === null },
  ];

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'login-as') setOpen(true);
    if (key === 'exit') {
      exit.mutate(undefined, { onError: (e) => notifyError(e) });
    }
  };

  const submit = async () => {
    const { email } = await form.validateFields();
    try {
      await loginAs.mutateAsync(email);
      setOpen(false);
      form.resetFields();
    } catch (e) {
      notifyError(e, 'warning');
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
        <Button type="text" className="banner-link" data-testid="simulator-menu" icon={<UserSwitchOutlined />}>
          {t('shell.simulator.menu')} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        title={t('shell.simulator.loginAs')}
        open={open}
        width={400}
        okText={t('common.actions.confirm')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={loginAs.isPending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          <Form.Item
            name="email"
            label={t('shell.simulator.email.label')}
            rules={[
              { required: true, message: t('shell.simulator.email.required') },
              { type: 'email', message: t('shell.simulator.email.invalid') },
            ]}
          >
            <Input data-testid="simulator-email" placeholder={t('shell.simulator.email.placeholder')} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
