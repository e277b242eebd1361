import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import { svgIcon } from '../icons/svgIcon';

/** The icons of a DashboardRow's links (view, manage, share), light (see svgIcon). */
export const ViewIcon = /*#__PURE__*/ svgIcon(EyeOutlined);
export const ManageIcon = /*#__PURE__*/ svgIcon(SettingOutlined);
export const ShareIcon = /*#__PURE__*/ svgIcon(ShareAltOutlined);
