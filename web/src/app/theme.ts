import type { ThemeConfig } from 'antd/es/config-provider';

/**
 * antd's theme, with every colour that text is written in dark enough for WCAG 2.2 AA (4.5:1
 * against the background it sits on). antd's defaults miss it: secondary text (#8c8c8c) reaches
 * 3.36:1, links (#1677ff) 4.1:1, placeholders (#bfbfbf) 1.83:1, the success, warning and error
 * colours and the lighter tag colours 2–3.4:1. `theme.test.ts` measures each pair, and
 * docs/decisions.md lists the ratios.
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    // antd's hover is lighter than the colour itself: this one still carries white text at 5.2:1.
    colorPrimaryHover: '#2563eb',
    // Links and the info status take antd's default blue unless told otherwise.
    colorInfo: '#1d4ed8',
    colorLink: '#1d4ed8',
    colorLinkHover: '#1e40af',
    colorLinkActive: '#1e3a8a',

    colorText: '#1f1f1f',
    colorTextSecondary: '#595959',
    // Secondary typography, descriptions, statistic titles, labels and icons.
    colorTextTertiary: '#666666',
    colorTextDescription: '#666666',
    colorTextPlaceholder: '#6b6b6b',

    // A status colour is the text of its tag and of its typography: the seeds are the darker
    // shades of antd's palettes, and the backgrounds stay the light ones of the default theme
    // (derived from a dark seed, they come out grey).
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorError: '#cf1322',
    // A danger text button darkens on hover rather than lightening below 4.5:1.
    colorErrorTextHover: '#a8071a',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',

    // A preset tag writes in its colour's shade 7 on its shade 1; where shade 7 is too light,
    // it takes the first darker shade of the same palette that reaches 4.5:1. antd keeps each
    // shade under two names, `green7` and the older `green-7`, which both become the CSS
    // variable --ant-green-7 the tags are drawn with, the older one last: each is set.
    cyan7: '#006d75',
    'cyan-7': '#006d75',
    green7: '#237804',
    'green-7': '#237804',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    volcano7: '#ad2102',
    'volcano-7': '#ad2102',
    yellow7: '#876800',
    'yellow-7': '#876800',
    lime7: '#3f6600',
    'lime-7': '#3f6600',
    gold7: '#874d00',
    'gold-7': '#874d00',
  },
  components: {
    // A table without rows says so in plain text (its `locale.emptyText`) in the colour of
    // disabled text, 1.8:1, as if the message itself were switched off; it is secondary text.
    Table: { colorTextDisabled: '#666666' },
  },
};
