import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

/**
 * The eye of a password field, for ConfigProvider's `inputPassword.iconRender`. antd's own is a
 * 14 px target that reads its icon's English name after the button's name ("Show password"
 * from antd's locale). This one is decorative, and gives the toggle the 24 × 24 px target of
 * WCAG 2.5.8; its negative block margin keeps the field 32 px high.
 */
export function passwordVisibilityIcon(visible: boolean) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 24, height: 24, marginBlock: -1, marginInlineEnd: -5 }}>
      {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
    </span>
  );
}
