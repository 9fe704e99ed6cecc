import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { bindFeedback } from '../shared/feedback.ts';
import { useLanguage } from '../shared/language.ts';
import { createQueryClient } from './query-client.ts';

const queryClient = createQueryClient();

/** Dark red of the school (selection.md §2.2, 'Primary colour dark red'). */
export const primaryColour = '#9b0d14';

/** Hands the context-aware antd instances to the code outside React (HTTP client dialogs). */
function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => bindFeedback(api), [api]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={lang === 'en-US' ? enUS : zhCN}
        theme={{
          token: { colorPrimary: primaryColour, colorLink: primaryColour, borderRadius: 4 },
          components: { Layout: { headerBg: primaryColour, headerHeight: 56, headerPadding: '0 24px' } },
        }}
      >
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
