import { useTranslation } from 'react-i18next';

/** The id of each layout's `<main>`, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first stop of the keyboard, shown only while focused, so a keyboard
 * or screen-reader user need not pass the navigation on every page (WCAG 2.4.1). It moves focus
 * itself rather than following the hash: the router would take `#main-content` as a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
