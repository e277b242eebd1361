import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import { lightIcon } from '../icons/lightIcon';

/** The icons of a DashboardRow's links (view, manage, share), light (see lightIcon). */
export const ViewIcon = /*#__PURE__*/ lightIcon(EyeOutlined);
export const ManageIcon = /*#__PURE__*/ lightIcon(SettingOutlined);
export const ShareIcon = /*#__PURE__*/ lightIcon(ShareAltOutlined);
