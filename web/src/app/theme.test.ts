import theme from 'antd/es/theme';
import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

type Rgb = [number, number, number];

/** A CSS colour as antd writes it: #rgb, #rrggbb, rgb() or rgba(), with its alpha. */
function parse(colour: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit) : hex[1].match(/../g)!;
    return { rgb: digits.map((pair) => parseInt(pair, 16)) as Rgb, alpha: 1 };
  }
  const functional = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+))?\s*\)$/.exec(colour);
  if (!functional) throw new Error(`not a colour this test reads: ${colour}`);
  const [, red, green, blue, alpha = '1'] = functional;
  return { rgb: [Number(red), Number(green), Number(blue)], alpha: Number(alpha) };
}

/**
 * `colour` as seen over the opaque `background`: a translucent token mixes with what is under
 * it, into whole channels as the browser paints it (and as axe-core measures it).
 */
function over(colour: string, background: Rgb): Rgb {
  const { rgb, alpha } = parse(colour);
  return rgb.map((channel, index) => Math.round(channel * alpha + background[index] * (1 - alpha))) as Rgb;
}

/** WCAG 2.2's relative luminance. */
function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.2's contrast ratio of `foreground` on `background` (laid on the white page). */
function contrast(foreground: string, background: string): number {
  const page = over(background, [255, 255, 255]);
  const [lighter, darker] = [luminance(over(foreground, page)), luminance(page)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

const token = theme.getDesignToken(appTheme) as unknown as Record<string, string>;

/** Text: 4.5:1 (WCAG 1.4.3). */
const text = 4.5;
/** Icons and the edges of controls: 3:1 (WCAG 1.4.11). */
const component = 3;

/** Where text stands: cards and inputs, the page behind them, table headers, popups, a selected row or option. */
const backgrounds = ['colorBgContainer', 'colorBgLayout', 'colorFillAlter', 'colorBgElevated', 'controlItemBgActive'];
const textTokens = [
  'colorText', 'colorTextHeading', 'colorTextLabel', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription',
  'colorTextPlaceholder', 'colorLink', 'colorLinkHover', 'colorLinkActive', 'colorPrimary',
  'colorSuccess', 'colorSuccessText', 'colorWarning', 'colorWarningText', 'colorError', 'colorErrorText', 'colorErrorTextHover', 'colorInfo',
];

const presets = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];

describe("the theme's colours reach WCAG 2.2 AA contrast", () => {
  describe.each(backgrounds)('on %s', (background) => {
    it.each(textTokens)(`given %s as text, then it reaches ${text}:1`, (foreground) => {
      expect(contrast(token[foreground], token[background])).toBeGreaterThanOrEqual(text);
    });

    it(`given an icon (colorIcon), then it reaches ${component}:1`, () => {
      expect(contrast(token.colorIcon, token[background])).toBeGreaterThanOrEqual(component);
    });
  });

  it.each(['Success', 'Warning', 'Error', 'Info'])(`given a %s tag or alert, then its text reaches ${text}:1 on its background`, (status) => {
    expect(contrast(token[`color${status}`], token[`color${status}Bg`])).toBeGreaterThanOrEqual(text);
    expect(contrast(token[`color${status}Text`], token[`color${status}Bg`])).toBeGreaterThanOrEqual(text);
  });

  // The tag's CSS variable takes antd's older name of the shade (`green-7`): both are measured.
  it.each(presets)(`given a %s tag, then its text (shade 7) reaches ${text}:1 on its background (shade 1)`, (preset) => {
    expect(contrast(token[`${preset}7`], token[`${preset}1`])).toBeGreaterThanOrEqual(text);
    expect(contrast(token[`${preset}-7`], token[`${preset}-1`])).toBeGreaterThanOrEqual(text);
  });

  it(`given a table without rows, then its message reaches ${text}:1`, () => {
    expect(contrast(appTheme.components!.Table!.colorTextDisabled!, token.colorBgContainer)).toBeGreaterThanOrEqual(text);
  });

  it.each(['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError', 'colorErrorHover', 'colorErrorActive'])(
    `given a filled button in %s, then its white text reaches ${text}:1`,
    (fill) => {
      expect(contrast(token.colorTextLightSolid, token[fill])).toBeGreaterThanOrEqual(text);
    },
  );
});

describe('the contrast ratio', () => {
  it('given black on white, then is 21:1', () => {
    expect(contrast('#000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it("given antd's default secondary text on white, then is the 3.36:1 axe-core reports", () => {
    expect(contrast('rgba(0, 0, 0, 0.45)', '#fff')).toBeCloseTo(3.36, 2);
  });

  it('given a translucent background, then measures it over the white page', () => {
    expect(contrast('#000', 'rgba(0, 0, 0, 0.02)')).toBeCloseTo(contrast('#000', '#fafafa'), 1);
  });
});
