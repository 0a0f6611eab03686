// The core of the curated antd surface (ADR 0002, amendment 2): the theme and the form controls a
// storefront page needs. It is its own federated singleton, `shared/ui/antd/core`, so a page that
// uses only these names (the service page, checkout, order tracking) loads this module and not the
// whole surface. `shared/ui/antd` re-exports it by that name, so there is still one copy of each.
import { App } from 'antd';

export { AntdTheme } from './AntdTheme';
export type { AntdThemeProps } from './AntdTheme';
export {
  themeFor,
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_BUTTON_COLOR,
} from './theme';

export {
  Alert,
  App,
  Button,
  Checkbox,
  ConfigProvider,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Space,
  theme,
  Tooltip,
} from 'antd';

export type {
  ButtonProps,
  FormInstance,
  FormProps,
  InputProps,
  InputRef,
  SelectProps,
  ThemeConfig,
} from 'antd';

export { EyeOutlined, InfoCircleOutlined } from '@ant-design/icons';

/** message / notification / modal bound to the app's theme and React root (use inside AntdTheme). */
export function useAppFeedback() {
  return App.useApp();
}
