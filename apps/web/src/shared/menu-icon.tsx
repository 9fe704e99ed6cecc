import { AppstoreOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';

const icons = new Map<string, ComponentType>();

/** The app registers every feature's menu icons once, from the features list. */
export function registerMenuIcons(more: Record<string, ComponentType>): void {
  for (const [name, icon] of Object.entries(more)) icons.set(name, icon);
}

/** A home-menu icon by the name the server sends; an unknown name falls back to a neutral icon. */
export function MenuIcon({ name }: { name: string }) {
  const Icon = icons.get(name) ?? AppstoreOutlined;
  return <Icon />;
}
