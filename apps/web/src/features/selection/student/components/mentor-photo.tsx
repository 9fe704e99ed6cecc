import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';

/** A mentor's photo, or the default one when the mentor has none (SEL-U02). */
export function MentorPhoto({ name, src, size = 48 }: { name: string; src: string | null; size?: number }) {
  const { t } = useTranslation();
  const alt = t('selection.student.mentor.photoAlt', { name });
  return src
    ? <Avatar src={src} alt={alt} size={size} shape="square" data-testid="mentor-photo" />
    : <span role="img" aria-label={alt} data-testid="mentor-photo-default"><Avatar icon={<UserOutlined />} size={size} shape="square" /></span>;
}
