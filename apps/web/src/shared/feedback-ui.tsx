import { ConfigProvider, Modal, message, notification } from 'antd';
import type { ModalFuncProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import i18next from 'i18next';
import { prefersReducedMotion, themeFor } from './reduced-motion.ts';

/**
 * The dialogs and notices, loaded on first use: most visits never see one, so the sign-in and
 * home pages do not pay for Modal, message and notification. `holderRender` gives the static
 * functions the portal's theme (motion as the system asks) and the current language, as the
 * ConfigProvider does for pages.
 */
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={themeFor(prefersReducedMotion())} locale={i18next.language === 'en-US' ? enUS : zhCN}>
      {children}
    </ConfigProvider>
  ),
});

const t = (key: string) => i18next.t(key);

/** One dialog at a time: twenty failing requests must not stack twenty dialogs. */
let sessionDialogOpen = false;
let notAuthorisedDialogOpen = false;

export function sessionExpiredDialog(): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  Modal.confirm({
    title: t('common.session.expiredTitle'),
    content: t('common.session.expiredContent'),
    okText: t('common.session.refresh'),
    cancelText: t('common.actions.cancel'),
    onOk: () => {
      // The half-second pause lets the dialog close before the page goes (education.md §1).
      window.setTimeout(() => window.location.reload(), 500);
    },
    afterClose: () => {
      sessionDialogOpen = false;
    },
  });
}

export function notAuthorisedDialog(onSignOut: () => void): void {
  if (notAuthorisedDialogOpen) return;
  notAuthorisedDialogOpen = true;
  Modal.confirm({
    title: t('common.notAuthorised.title'),
    content: t('common.notAuthorised.content'),
    okText: t('common.notAuthorised.signOut'),
    cancelText: t('common.actions.close'),
    onOk: onSignOut,
    afterClose: () => {
      notAuthorisedDialogOpen = false;
    },
  });
}

export function systemErrorNotice(): void {
  notification.error({ key: 'system-error', title: t('common.errors.system') });
}

let unavailableOpen = false;

export function unavailableNotice(text: string): void {
  if (unavailableOpen) return;
  unavailableOpen = true;
  notification.warning({ key: 'service-unavailable', title: text, duration: 0, onClose: () => { unavailableOpen = false; } });
}

export function closeUnavailableNotice(): void {
  if (!unavailableOpen) return;
  unavailableOpen = false;
  notification.destroy('service-unavailable');
}

export function showMessage(level: 'success' | 'error' | 'warning' | 'info', text: string): void {
  void message[level](text);
}

export function confirmDialog(props: ModalFuncProps): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({ ...props, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}
