import { Modal, message, notification } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import i18next from 'i18next';
import { BizError, alreadyNotified } from './http-errors.ts';

/**
 * The HTTP client lives outside React, but antd's static Modal/message ignore the ConfigProvider
 * theme and locale. The providers bind the context-aware instances of `App.useApp()` here; the
 * static functions remain as a fallback before the first render.
 */
interface FeedbackApi {
  modal: { confirm: (props: ModalFuncProps) => { destroy: () => void } };
  message: MessageInstance;
  notification: NotificationInstance;
}

let bound: FeedbackApi | null = null;

export function bindFeedback(api: FeedbackApi): void {
  bound = api;
}

export function feedback(): FeedbackApi {
  return bound ?? { modal: Modal, message, notification };
}

const t = (key: string) => i18next.t(key);

/** One dialog at a time: twenty failing requests must not stack twenty dialogs. */
let sessionDialogOpen = false;
let notAuthorisedDialogOpen = false;
let lastSystemErrorAt = 0;

export function showSessionExpired(): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  feedback().modal.confirm({
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

export function showNotAuthorised(onSignOut: () => void): void {
  if (notAuthorisedDialogOpen) return;
  notAuthorisedDialogOpen = true;
  const dialog = feedback().modal.confirm({
    title: t('common.notAuthorised.title'),
    content: t('common.notAuthorised.content'),
    okText: t('common.notAuthorised.signOut'),
    cancelText: t('common.actions.close'),
    onOk: () => {
      dialog.destroy();
      onSignOut();
    },
    afterClose: () => {
      notAuthorisedDialogOpen = false;
    },
  });
}

/** The generic failure notice; a burst of failures within two seconds shows one notice. */
export function showSystemError(): void {
  const now = Date.now();
  if (now - lastSystemErrorAt < 2000) return;
  lastSystemErrorAt = now;
  feedback().notification.error({ key: 'system-error', title: t('common.errors.system') });
}

/**
 * Presents an error a screen did not handle itself: a BizError as a message of the screen's level,
 * anything the client has not shown yet as 'System error'.
 */
export function notifyError(error: unknown, level: 'error' | 'warning' | 'info' = 'error'): void {
  if (alreadyNotified(error)) return;
  if (error instanceof BizError) {
    feedback().message[level](error.message);
    return;
  }
  showSystemError();
}

/** Resolves true when the user confirms; used for the two-step delete and similar. */
export function confirmAsync(props: ModalFuncProps): Promise<boolean> {
  return new Promise((resolve) => {
    feedback().modal.confirm({ ...props, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

export function notifySuccess(text?: string): void {
  feedback().message.success(text ?? t('common.feedback.success'));
}
