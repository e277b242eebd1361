import { Dropdown, type DropdownProps } from 'antd';

/** antd's Dropdown, in its own chunk: ActionsMenu loads it at the first use of a menu. */
export default function ActionsDropdown(props: DropdownProps) {
  return <Dropdown {...props} />;
}
