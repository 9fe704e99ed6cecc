import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';

/**
 * A checkbox group inside a required Form.Item. Form.Item marks a required control aria-required,
 * which a group may not carry (axe aria-allowed-attr); the asterisk and the error text say it instead.
 */
export function RequiredCheckboxGroup<T extends string | number>({ 'aria-required': _required, ...props }: CheckboxGroupProps<T> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group<T> {...props} />;
}
