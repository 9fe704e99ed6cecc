import type { ReactNode } from 'react';

/** Text the office typed (programme names, venues): written in the school's first language, declared so for screen readers. */
export function StaffText({ children }: { children: ReactNode }) {
  return <span lang="zh-CN">{children}</span>;
}
